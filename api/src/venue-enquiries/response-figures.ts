// How quickly and how often a venue answers its enquiries, measured from the enquiries
// themselves over the last 90 days: the share answered (a proposal or a decline) of those
// settled (answered, or expired unanswered), and the median time to the first answer. Shown once
// a venue has 3 settled enquiries; Top Responder at ≥ 90 % answered within 24 hours over ≥ 5.
// Search cards carry them without a query per search: each process keeps every venue's figures
// for a minute (one grouped query), and forgets them at once when one of its venues answers.
import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  RESPONSE_FIGURES_MIN_ENQUIRIES,
  RESPONSE_FIGURES_WINDOW_DAYS,
  TOP_RESPONDER_MIN_ENQUIRIES,
  TOP_RESPONDER_SHARE,
  type VenueResponseFigures,
  describeWait,
} from '@venue-finder/contract';
import { Clock } from '../auth/clock';
import { DataSource } from 'typeorm';

const DAY_MS = 24 * 60 * 60_000;

export class ResponseFigures implements VenueResponseFigures {
  @ApiProperty({ description: 'Enquiries settled in the last 90 days (answered, or expired unanswered)' })
  enquiries: number;
  @ApiProperty({ description: 'Share answered, 0–1' }) answered_share: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Median seconds from an enquiry to its first answer; null when none was answered',
  })
  median_answer_seconds: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Usually answers within 3 hours' })
  answers_within_text: string | null;
  @ApiProperty({ example: 'Answers 9 in 10 enquiries' }) answered_text: string;
  @ApiProperty({ description: '≥ 90 % answered within 24 hours over ≥ 5 enquiries' }) top_responder: boolean;
}

interface FiguresRow {
  venue_id: string;
  settled: number;
  answered: number;
  within_day: number;
  median_seconds: number | null;
}

export function figuresOf(row: FiguresRow): ResponseFigures | null {
  if (row.settled < RESPONSE_FIGURES_MIN_ENQUIRIES) return null;
  const share = row.answered / row.settled;
  const tenths = Math.round(share * 10);
  return {
    enquiries: row.settled,
    answered_share: Math.round(share * 1000) / 1000,
    median_answer_seconds: row.median_seconds === null ? null : Math.round(row.median_seconds),
    answers_within_text:
      row.median_seconds === null ? null : `Usually answers within ${describeWait(row.median_seconds)}`,
    answered_text: tenths >= 10 ? 'Answers every enquiry' : `Answers ${tenths} in 10 enquiries`,
    top_responder: row.settled >= TOP_RESPONDER_MIN_ENQUIRIES && row.within_day / row.settled >= TOP_RESPONDER_SHARE,
  };
}

@Injectable()
export class ResponseFiguresRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The figures of each venue (of `venueIds`, or all) that has enough enquiries to show them. */
  async of(venueIds: string[] | 'all', now: Date): Promise<Map<string, ResponseFigures>> {
    if (venueIds !== 'all' && venueIds.length === 0) return new Map();
    const rows: FiguresRow[] = await this.dataSource.query(
      `SELECT venue_id,
              count(*)::int AS settled,
              count(first_answer_at)::int AS answered,
              count(*) FILTER (WHERE first_answer_at <= created_at + interval '24 hours')::int AS within_day,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_answer_at - created_at))
                FILTER (WHERE first_answer_at IS NOT NULL) AS median_seconds
         FROM venue_enquiries
        WHERE ($1::uuid[] IS NULL OR venue_id = ANY($1::uuid[])) AND created_at > $2
          AND (first_answer_at IS NOT NULL OR state = 'expired')
        GROUP BY venue_id`,
      [venueIds === 'all' ? null : venueIds, new Date(now.getTime() - RESPONSE_FIGURES_WINDOW_DAYS * DAY_MS)],
    );
    const figures = new Map<string, ResponseFigures>();
    for (const row of rows) {
      const shown = figuresOf(row);
      if (shown) figures.set(row.venue_id, shown);
    }
    return figures;
  }
}

const CACHE_MS = 60_000;

/** Every venue's figures, kept a minute per process; `forget()` after an answer in this process. */
@Injectable()
export class ResponseFiguresCache {
  private cached: { at: number; figures: Promise<Map<string, ResponseFigures>> } | null = null;

  constructor(
    private readonly repository: ResponseFiguresRepository,
    private readonly clock: Clock,
  ) {}

  async of(venueIds: readonly string[]): Promise<Map<string, ResponseFigures>> {
    const now = this.clock.now();
    if (!this.cached || now.getTime() - this.cached.at > CACHE_MS || now.getTime() < this.cached.at) {
      const figures = this.repository.of('all', now);
      this.cached = { at: now.getTime(), figures };
      figures.catch(() => (this.cached = null));
    }
    const all = await this.cached.figures;
    return new Map(venueIds.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])));
  }

  forget(): void {
    this.cached = null;
  }
}
