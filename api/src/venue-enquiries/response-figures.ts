// How quickly and how often a venue answers its enquiries, measured from the enquiries
// themselves over the last 90 days: the share answered (a proposal or a decline) of those
// settled (answered, or expired unanswered), and the median time to the first answer. Only
// enquiries from planners who opened their private link count (a confirmed address): enquiries
// from made-up addresses neither earn nor spoil a venue's figures. Shown once a venue has 3
// settled; Top Responder at ≥ 90 % answered within 24 hours over ≥ 10, no more than half declined.
// Search cards carry them without a query per search: each process keeps every venue's figures
// for a minute (one grouped query), and forgets them at once when one of its venues answers.
import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  RESPONSE_FIGURES_MIN_ENQUIRIES,
  TOP_RESPONDER_MAX_DECLINED_SHARE,
  TOP_RESPONDER_MIN_ENQUIRIES,
  TOP_RESPONDER_SHARE,
  type VenueResponseFigures,
  describeWait,
} from '@venue-finder/contract';
import { Clock } from '../kernel/clock';
import { type FiguresRow, ResponseFiguresRepository } from './response-figures.repository';

export class ResponseFigures implements VenueResponseFigures {
  @ApiProperty({
    description:
      'Enquiries settled in the last 90 days (answered, or expired unanswered), counting only planners who opened their private link',
  })
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
  @ApiProperty({ description: '≥ 90 % answered within 24 hours over ≥ 10 enquiries, no more than half declined' })
  top_responder: boolean;
}

/** Top Responder: enough counted enquiries, nearly all answered within a day, and not by declining them. */
export function isTopResponder(row: Pick<FiguresRow, 'settled' | 'within_day' | 'declined'>): boolean {
  return (
    row.settled >= TOP_RESPONDER_MIN_ENQUIRIES &&
    row.within_day / row.settled >= TOP_RESPONDER_SHARE &&
    row.declined / row.settled <= TOP_RESPONDER_MAX_DECLINED_SHARE
  );
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
    top_responder: isTopResponder(row),
  };
}

/** The figures of each venue (of `venueIds`, or all) that has enough enquiries to show them. */
export async function responseFiguresOf(
  repository: ResponseFiguresRepository,
  venueIds: readonly string[] | 'all',
  now: Date,
): Promise<Map<string, ResponseFigures>> {
  const figures = new Map<string, ResponseFigures>();
  for (const row of await repository.counts(venueIds, now)) {
    const shown = figuresOf(row);
    if (shown) figures.set(row.venue_id, shown);
  }
  return figures;
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
      const figures = responseFiguresOf(this.repository, 'all', now);
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
