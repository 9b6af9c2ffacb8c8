// The daily activity buckets and the figures read from them: the one place with their SQL.
import { Injectable } from '@nestjs/common';
import type { VenueActivityKind } from '@venue-finder/contract';
import { DataSource } from 'typeorm';
import type { ActivityBucket } from './venue-activity-counter';

/** One London day of a venue's figures. */
export interface VenueDayFigures {
  day: string;
  views: number;
  appearances: number;
  briefAdditions: number;
  comparisons: number;
  enquiries: number;
  proposals: number;
  acceptances: number;
}

export interface VenueViewsRank {
  /** 1 for the most viewed; venues with as many views share a rank. */
  rank: number;
  /** Published venues in the city. */
  of: number;
  city: string;
}

const COLUMN: Record<VenueActivityKind, string> = {
  view: 'views',
  appearance: 'appearances',
  brief_addition: 'brief_additions',
  comparison: 'comparisons',
};
const KINDS = Object.keys(COLUMN) as VenueActivityKind[];

@Injectable()
export class VenueActivityRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Adds the buckets to their rows in one statement: a new venue-day is inserted, an existing one
   * has the counts added (so processes flushing the same day add up). Rows are written in
   * (venue, day) order, so two flushers lock rows in the same order and cannot deadlock. Counts
   * for a venue that does not exist (a beacon may name any id) are left out. Answers the rows written.
   */
  async add(buckets: readonly ActivityBucket[]): Promise<number> {
    if (buckets.length === 0) return 0;
    const rows = [...buckets].sort((a, b) =>
      a.venueId === b.venueId ? (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) : a.venueId < b.venueId ? -1 : 1,
    );
    const written: unknown[] = await this.dataSource.query(
      `INSERT INTO venue_daily_activity AS a (venue_id, day, ${KINDS.map((k) => COLUMN[k]).join(', ')})
       SELECT b.venue_id, b.day, b.views, b.appearances, b.brief_additions, b.comparisons
         FROM unnest($1::uuid[], $2::date[], $3::int[], $4::int[], $5::int[], $6::int[])
                AS b (venue_id, day, views, appearances, brief_additions, comparisons)
         JOIN venues v ON v.id = b.venue_id
        ORDER BY b.venue_id, b.day
       ON CONFLICT (venue_id, day) DO UPDATE
          SET views = a.views + EXCLUDED.views,
              appearances = a.appearances + EXCLUDED.appearances,
              brief_additions = a.brief_additions + EXCLUDED.brief_additions,
              comparisons = a.comparisons + EXCLUDED.comparisons
       RETURNING 1`,
      [
        rows.map((row) => row.venueId),
        rows.map((row) => row.day),
        ...KINDS.map((kind) => rows.map((row) => row.counts[kind])),
      ],
    );
    return written.length;
  }

  /** Each day from `from` to `to` (London dates, inclusive), counted and from the enquiry tables. */
  async figures(venueId: string, from: string, to: string): Promise<VenueDayFigures[]> {
    const rows: {
      day: string;
      views: number;
      appearances: number;
      brief_additions: number;
      comparisons: number;
      enquiries: number;
      proposals: number;
      acceptances: number;
    }[] = await this.dataSource.query(
      `WITH days AS (
         SELECT d::date AS day FROM generate_series($2::date, $3::date, interval '1 day') AS d
       ),
       enquiries AS (
         SELECT (e.created_at AT TIME ZONE 'Europe/London')::date AS day, count(*)::int AS n
           FROM venue_enquiries e
          WHERE e.venue_id = $1
            AND e.created_at >= ($2::date::timestamp AT TIME ZONE 'Europe/London')
            AND e.created_at < (($3::date + 1)::timestamp AT TIME ZONE 'Europe/London')
          GROUP BY 1
       ),
       proposals AS (
         SELECT (p.created_at AT TIME ZONE 'Europe/London')::date AS day, count(*)::int AS n
           FROM venue_enquiries e
           JOIN venue_proposals p ON p.venue_enquiry_id = e.id AND p.revision = 1
          WHERE e.venue_id = $1
            AND p.created_at >= ($2::date::timestamp AT TIME ZONE 'Europe/London')
            AND p.created_at < (($3::date + 1)::timestamp AT TIME ZONE 'Europe/London')
          GROUP BY 1
       ),
       acceptances AS (
         SELECT (e.outcome_at AT TIME ZONE 'Europe/London')::date AS day, count(*)::int AS n
           FROM venue_enquiries e
          WHERE e.venue_id = $1 AND e.proposal_outcome = 'accepted'
            AND e.outcome_at >= ($2::date::timestamp AT TIME ZONE 'Europe/London')
            AND e.outcome_at < (($3::date + 1)::timestamp AT TIME ZONE 'Europe/London')
          GROUP BY 1
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
              coalesce(a.views, 0) AS views, coalesce(a.appearances, 0) AS appearances,
              coalesce(a.brief_additions, 0) AS brief_additions, coalesce(a.comparisons, 0) AS comparisons,
              coalesce(enquiries.n, 0) AS enquiries, coalesce(proposals.n, 0) AS proposals,
              coalesce(acceptances.n, 0) AS acceptances
         FROM days
         LEFT JOIN venue_daily_activity a ON a.venue_id = $1 AND a.day = days.day
         LEFT JOIN enquiries ON enquiries.day = days.day
         LEFT JOIN proposals ON proposals.day = days.day
         LEFT JOIN acceptances ON acceptances.day = days.day
        ORDER BY days.day`,
      [venueId, from, to],
    );
    return rows.map((row) => ({
      day: row.day,
      views: row.views,
      appearances: row.appearances,
      briefAdditions: row.brief_additions,
      comparisons: row.comparisons,
      enquiries: row.enquiries,
      proposals: row.proposals,
      acceptances: row.acceptances,
    }));
  }

  /**
   * The venue's place among its city's published venues by views from `from` to `to`; null when
   * it is not published (it is in no ranking yet).
   */
  async viewsRank(venueId: string, from: string, to: string): Promise<VenueViewsRank | null> {
    const [row]: { rank: number; of: number; city: string }[] = await this.dataSource.query(
      `WITH venue AS (
         SELECT id, city FROM venues WHERE id = $1 AND status = 'published'
       ),
       city_views AS (
         SELECT a.venue_id, sum(a.views) AS views
           FROM venue_daily_activity a
           JOIN venues v ON v.id = a.venue_id
          WHERE a.day BETWEEN $2::date AND $3::date
            AND v.city = (SELECT city FROM venue) AND v.status = 'published'
          GROUP BY a.venue_id
       )
       SELECT venue.city,
              (SELECT count(*) FROM city_views
                WHERE views > coalesce((SELECT views FROM city_views WHERE venue_id = $1), 0))::int + 1 AS rank,
              (SELECT count(*) FROM venues WHERE city = venue.city AND status = 'published')::int AS of
         FROM venue`,
      [venueId, from, to],
    );
    return row ?? null;
  }

  /** Which of these venues the user owns. */
  async ownedAmong(userId: string, venueIds: string[]): Promise<Set<string>> {
    const rows: { id: string }[] = await this.dataSource.query(
      'SELECT id FROM venues WHERE owner_id = $1 AND id = ANY($2::uuid[])',
      [userId, venueIds],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** The venue's owner, or undefined when there is no such venue. */
  async ownerOf(venueId: string): Promise<{ ownerId: string | null; name: string } | undefined> {
    const [row]: { owner_id: string | null; name: string }[] = await this.dataSource.query(
      `SELECT owner_id, display_name AS name FROM venues WHERE id = $1`,
      [venueId],
    );
    return row && { ownerId: row.owner_id, name: row.name };
  }
}
