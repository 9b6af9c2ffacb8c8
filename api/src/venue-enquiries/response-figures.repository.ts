// The enquiries response figures are counted from (response-figures.ts has the rules): one
// grouped read of the last 90 days per call, and the planner's first opening of their link.
import { Injectable } from '@nestjs/common';
import { RESPONSE_FIGURES_WINDOW_DAYS } from '@venue-finder/contract';
import { DataSource } from 'typeorm';

/** One venue's counts over the window: what response-figures.ts turns into its figures. */
export interface FiguresRow {
  venue_id: string;
  settled: number;
  answered: number;
  within_day: number;
  declined: number;
  median_seconds: number | null;
}

const DAY_MS = 24 * 60 * 60_000;

@Injectable()
export class ResponseFiguresRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Each venue's counts (of `venueIds`, or all) over the window before `now`; venues with none are left out. */
  async counts(venueIds: readonly string[] | 'all', now: Date): Promise<FiguresRow[]> {
    if (venueIds !== 'all' && venueIds.length === 0) return [];
    return this.dataSource.query(
      `SELECT ve.venue_id,
              count(*)::int AS settled,
              count(ve.first_answer_at)::int AS answered,
              count(*) FILTER (WHERE ve.first_answer_at <= ve.created_at + interval '24 hours')::int AS within_day,
              count(*) FILTER (WHERE ve.decline_reason IS NOT NULL)::int AS declined,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ve.first_answer_at - ve.created_at))
                FILTER (WHERE ve.first_answer_at IS NOT NULL) AS median_seconds
         FROM venue_enquiries ve
         JOIN enquiries e ON e.id = ve.enquiry_id AND e.link_opened_at IS NOT NULL
        WHERE ($1::uuid[] IS NULL OR ve.venue_id = ANY($1::uuid[])) AND ve.created_at > $2
          AND (ve.first_answer_at IS NOT NULL OR ve.state = 'expired')
        GROUP BY ve.venue_id`,
      [venueIds === 'all' ? null : venueIds, new Date(now.getTime() - RESPONSE_FIGURES_WINDOW_DAYS * DAY_MS)],
    );
  }

  /**
   * The planner opened their private link: their address is confirmed, so the venues' answers to
   * this enquiry count from now on. The first opening is kept; later ones change nothing.
   */
  async markLinkOpened(enquiryId: string, now: Date): Promise<void> {
    await this.dataSource.query('UPDATE enquiries SET link_opened_at = $2 WHERE id = $1 AND link_opened_at IS NULL', [
      enquiryId,
      now,
    ]);
  }
}
