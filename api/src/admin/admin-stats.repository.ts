// The counts on the administrators' dashboard, each one indexed query.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ModerationCounts {
  pendingRegistrations: number;
  pendingClaims: number;
  pendingChangeRequests: number;
  totalOwners: number;
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
              (SELECT count(*) FROM users WHERE user_type = 'owner')::int AS owners`,
    );
    return {
      pendingRegistrations: row!.registrations!,
      pendingClaims: row!.claims!,
      pendingChangeRequests: row!.changes!,
      totalOwners: row!.owners!,
    };
  }

  async venueCounts(): Promise<VenueCounts> {
    const rows: { status: string; count: number }[] = await this.dataSource.query(
      'SELECT status, count(*)::int AS count FROM venues GROUP BY status',
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
