// The administrators' view of the enquiry loop, queries only: volume per day, the share answered
// and the median time to a first answer, the enquiries waiting on venues nobody owns, and the
// venues with many enquiries unanswered. Windows end at the caller's clock.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface EnquiryDay {
  day: string;
  enquiries: number;
  answered: number;
}

export interface EnquiryTotals {
  enquiries: number;
  answered: number;
  medianAnswerSeconds: number | null;
}

export interface VenueUnanswered {
  venueId: string;
  venueName: string;
  venueSlug: string;
  owned: boolean;
  unanswered: number;
}

export interface EnquiryCounts {
  waitingOnUnowned: number;
  unanswered: number;
  today: number;
}

@Injectable()
export class AdminEnquiriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Venue enquiries made on each of the last `days` days (UTC), and how many of those were answered. */
  async perDay(since: Date, now: Date): Promise<EnquiryDay[]> {
    const rows: { day: string; enquiries: number; answered: number }[] = await this.dataSource.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day,
              count(ve.id)::int AS enquiries, count(ve.first_answer_at)::int AS answered
         FROM generate_series(($1::timestamptz AT TIME ZONE 'UTC')::date, ($2::timestamptz AT TIME ZONE 'UTC')::date,
                              interval '1 day') AS d
         LEFT JOIN venue_enquiries ve ON (ve.created_at AT TIME ZONE 'UTC')::date = d::date
        GROUP BY d ORDER BY d`,
      [since, now],
    );
    return rows;
  }

  async totals(since: Date): Promise<EnquiryTotals> {
    const [row]: { enquiries: number; answered: number; median: number | null }[] = await this.dataSource.query(
      `SELECT count(*)::int AS enquiries, count(first_answer_at)::int AS answered,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_answer_at - created_at))
                FILTER (WHERE first_answer_at IS NOT NULL) AS median
         FROM venue_enquiries WHERE created_at >= $1`,
      [since],
    );
    return {
      enquiries: row!.enquiries,
      answered: row!.answered,
      medianAnswerSeconds: row!.median === null ? null : Math.round(row!.median),
    };
  }

  /** Venues with at least `atLeast` unanswered enquiries, most first. */
  async venuesWithManyUnanswered(atLeast: number, limit: number): Promise<VenueUnanswered[]> {
    const rows: { venue_id: string; name: string; slug: string; owned: boolean; unanswered: number }[] =
      await this.dataSource.query(
        `SELECT v.id AS venue_id, v.display_name AS name, v.slug, v.owner_id IS NOT NULL AS owned,
                count(*)::int AS unanswered
           FROM venue_enquiries ve JOIN venues v ON v.id = ve.venue_id
          WHERE ve.state IN ('new', 'viewed', 'expired') AND ve.first_answer_at IS NULL
          GROUP BY v.id HAVING count(*) >= $1
          ORDER BY count(*) DESC, v.display_name LIMIT $2`,
        [atLeast, limit],
      );
    return rows.map((r) => ({
      venueId: r.venue_id,
      venueName: r.name,
      venueSlug: r.slug,
      owned: r.owned,
      unanswered: r.unanswered,
    }));
  }

  async counts(startOfDay: Date): Promise<EnquiryCounts> {
    const [row]: { waiting: number; unanswered: number; today: number }[] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE v.owner_id IS NULL AND ve.state IN ('new', 'viewed'))::int AS waiting,
              count(*) FILTER (WHERE ve.state IN ('new', 'viewed'))::int AS unanswered,
              count(*) FILTER (WHERE ve.created_at >= $1)::int AS today
         FROM venue_enquiries ve JOIN venues v ON v.id = ve.venue_id`,
      [startOfDay],
    );
    return { waitingOnUnowned: row!.waiting, unanswered: row!.unanswered, today: row!.today };
  }
}
