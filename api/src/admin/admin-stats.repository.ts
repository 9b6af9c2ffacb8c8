// The counts on the administrators' dashboard, each one indexed query.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ModerationCounts {
  pendingRegistrations: number;
  pendingClaims: number;
  pendingChangeRequests: number;
  totalOwners: number;
  enquiriesWaitingOnUnowned: number;
  enquiriesUnanswered: number;
}

export interface VenueCounts {
  published: number;
  total: number;
  draft: number;
  review: number;
}

@Injectable()
export class AdminStatsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async moderationCounts(): Promise<ModerationCounts> {
    const [row]: Record<string, number>[] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM registrations WHERE status = 'submitted')::int AS registrations,
              (SELECT count(*) FROM claims WHERE status IN ('submitted', 'under-review'))::int AS claims,
              (SELECT count(*) FROM change_requests WHERE status = 'submitted')::int AS changes,
              (SELECT count(*) FROM users WHERE user_type = 'owner')::int AS owners,
              (SELECT count(*) FROM venue_enquiries ve JOIN venues v ON v.id = ve.venue_id
                WHERE v.owner_id IS NULL AND ve.state IN ('new', 'viewed'))::int AS enquiries_waiting,
              (SELECT count(*) FROM venue_enquiries WHERE state IN ('new', 'viewed'))::int AS enquiries_unanswered`,
    );
    return {
      pendingRegistrations: row!.registrations!,
      pendingClaims: row!.claims!,
      pendingChangeRequests: row!.changes!,
      totalOwners: row!.owners!,
      enquiriesWaitingOnUnowned: row!.enquiries_waiting!,
      enquiriesUnanswered: row!.enquiries_unanswered!,
    };
  }

  /**
   * Venues by status, counting registrations not yet decided as the venues they will be: a draft
   * registration is a draft venue, a submitted one a venue in review (an approved one is a venue).
   */
  async venueCounts(): Promise<VenueCounts> {
    const rows: { status: string; count: number }[] = await this.dataSource.query(
      `SELECT status, sum(n)::int AS count
         FROM (SELECT status, count(*) AS n FROM venues GROUP BY status
               UNION ALL
               SELECT CASE status WHEN 'draft' THEN 'draft' ELSE 'review' END, count(*)
                 FROM registrations WHERE status IN ('draft', 'submitted') GROUP BY status) counts
        GROUP BY status`,
    );
    const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
    return {
      published: of('published'),
      draft: of('draft'),
      review: of('review'),
      total: rows.reduce((sum, row) => sum + row.count, 0),
    };
  }
}
