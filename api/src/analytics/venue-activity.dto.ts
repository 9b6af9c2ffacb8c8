// The activity beacon's body, and the owner's analytics of a venue.
import { ApiProperty } from '@nestjs/swagger';
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  MAX_ACTIVITY_EVENTS,
  VENUE_ACTIVITY_KINDS,
  type VenueActivityKind,
} from '@venue-finder/contract';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsObject,
  IsOptional,
  IsUUID,
  ValidateNested,
} from 'class-validator';
import type { VenueDayFigures, VenueViewsRank } from './venue-activity.repository';

export class ActivityEventRequest {
  @ApiProperty({ enum: VENUE_ACTIVITY_KINDS, description: 'What the visitor did with the venue' })
  @IsIn(VENUE_ACTIVITY_KINDS, { message: `kind must be one of ${VENUE_ACTIVITY_KINDS.join(', ')}` })
  kind: VenueActivityKind;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'venue_id must be a venue id (a UUID)' })
  venue_id: string;
}

export class ActivityBeaconRequest {
  @ApiProperty({ type: [ActivityEventRequest], minItems: 1, maxItems: MAX_ACTIVITY_EVENTS })
  // Checked from the bottom up: present, a list, not empty, not too long, then each event.
  @ValidateNested({ each: true })
  // A nested list would be validated element by element and reach the service as a list: each
  // event must itself be an object.
  @IsObject({ each: true, message: 'each event must be an object: { kind, venue_id }' })
  @Type(() => ActivityEventRequest)
  @ArrayMaxSize(MAX_ACTIVITY_EVENTS, { message: `events may hold at most ${MAX_ACTIVITY_EVENTS} events` })
  @ArrayMinSize(1, { message: 'events must name at least one event' })
  @IsArray({ message: 'events must be a list of { kind, venue_id }' })
  @IsDefined({ message: 'events is required: a list of { kind, venue_id }' })
  events: ActivityEventRequest[];
}

const toPeriod = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

export class VenueAnalyticsQuery {
  @ApiProperty({
    enum: ANALYTICS_PERIODS,
    required: false,
    default: 30,
    description: 'The period, in days up to today',
  })
  @IsOptional()
  @Transform(toPeriod)
  @IsIn(ANALYTICS_PERIODS, { message: `days must be one of ${ANALYTICS_PERIODS.join(', ')}` })
  days: AnalyticsPeriod = 30;
}

export class VenueAnalyticsTotals {
  @ApiProperty() views: number;
  @ApiProperty({ description: 'Times the venue was on a results page a visitor was shown' }) appearances: number;
  @ApiProperty() brief_additions: number;
  @ApiProperty() comparisons: number;
  @ApiProperty() enquiries: number;
  @ApiProperty({ description: 'Enquiries answered with a proposal (its first revision)' }) proposals: number;
  @ApiProperty({ description: 'Proposals the planner accepted' }) acceptances: number;
}

export class VenueAnalyticsDay extends VenueAnalyticsTotals {
  @ApiProperty({ format: 'date', description: 'A London date' }) day: string;
}

export class VenueViewsRankResponse {
  @ApiProperty({ description: '1 for the most viewed; venues with as many views share a rank' }) rank: number;
  @ApiProperty({ description: 'Published venues in the city' }) of: number;
  @ApiProperty({ example: 'manchester' }) city: string;
}

export class VenueAnalyticsResponse {
  @ApiProperty({ format: 'uuid' }) venue_id: string;
  @ApiProperty() venue_name: string;
  @ApiProperty({ enum: ANALYTICS_PERIODS }) days: AnalyticsPeriod;
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ type: VenueAnalyticsTotals }) totals: VenueAnalyticsTotals;
  @ApiProperty({ type: [VenueAnalyticsDay], description: 'Every day of the period, oldest first' })
  daily: VenueAnalyticsDay[];
  @ApiProperty({
    type: VenueViewsRankResponse,
    nullable: true,
    description: 'The venue among its city’s published venues by views over the period; null while unpublished',
  })
  views_rank: VenueViewsRankResponse | null;
  @ApiProperty({ description: 'Views and the other counted activity reach these figures within this many seconds' })
  delay_seconds: number;
}

export function mapVenueDay(day: VenueDayFigures): VenueAnalyticsDay {
  return {
    day: day.day,
    views: day.views,
    appearances: day.appearances,
    brief_additions: day.briefAdditions,
    comparisons: day.comparisons,
    enquiries: day.enquiries,
    proposals: day.proposals,
    acceptances: day.acceptances,
  };
}

export function totalsOf(days: readonly VenueAnalyticsDay[]): VenueAnalyticsTotals {
  const totals: VenueAnalyticsTotals = {
    views: 0,
    appearances: 0,
    brief_additions: 0,
    comparisons: 0,
    enquiries: 0,
    proposals: 0,
    acceptances: 0,
  };
  for (const day of days)
    for (const key of Object.keys(totals) as (keyof VenueAnalyticsTotals)[]) totals[key] += day[key];
  return totals;
}

export const mapRank = (rank: VenueViewsRank | null): VenueViewsRankResponse | null => rank && { ...rank };
