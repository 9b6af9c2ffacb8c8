// A planner's saved shortlists (GET/POST/PATCH/DELETE /api/v2/planner/shortlists…): the requests,
// validated here and trusted after, the answers, and the mapping from stored rows to answers.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import {
  MAX_BRIEF_VENUES,
  MAX_SHORTLIST_NAME_LENGTH,
  MIN_SHORTLIST_NAME_LENGTH,
  SHORTLIST_NAME_MESSAGE,
} from '@venue-finder/contract';
import { trimmed } from '../briefs';
import { CursorPageParams, QueuePageView } from '../kernel/queue-page.dto';
import type { ShortlistSummary, StoredShortlist } from './shortlist.repository';

const lowerCasedIds = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((id) => (typeof id === 'string' ? id.trim().toLowerCase() : id)) : value;

const VENUE_IDS_MESSAGE = 'venue_ids must be a list of venue ids';

export class ShortlistNameRequest {
  @ApiProperty({ minLength: MIN_SHORTLIST_NAME_LENGTH, maxLength: MAX_SHORTLIST_NAME_LENGTH, example: 'Summer party' })
  @Transform(trimmed)
  @IsString({ message: SHORTLIST_NAME_MESSAGE })
  @Length(MIN_SHORTLIST_NAME_LENGTH, MAX_SHORTLIST_NAME_LENGTH, { message: SHORTLIST_NAME_MESSAGE })
  name: string;
}

export class ShortlistVenuesRequest {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    minItems: 0,
    maxItems: MAX_BRIEF_VENUES,
    description: 'Published venues',
  })
  @Transform(lowerCasedIds)
  @IsArray({ message: VENUE_IDS_MESSAGE })
  @ArrayMaxSize(MAX_BRIEF_VENUES, { message: `A shortlist can hold at most ${MAX_BRIEF_VENUES} venues` })
  @ArrayUnique({ message: 'venue_ids must not repeat a venue' })
  @IsUUID('all', { each: true, message: 'Each of venue_ids must be a venue id' })
  venue_ids: string[];
}

export class CreateShortlistRequest extends ShortlistNameRequest {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MAX_BRIEF_VENUES,
    description: 'Published venues to start with, in order',
  })
  @IsOptional()
  @Transform(lowerCasedIds)
  @IsArray({ message: VENUE_IDS_MESSAGE })
  @ArrayMaxSize(MAX_BRIEF_VENUES, { message: `A shortlist can hold at most ${MAX_BRIEF_VENUES} venues` })
  @ArrayUnique({ message: 'venue_ids must not repeat a venue' })
  @IsUUID('all', { each: true, message: 'Each of venue_ids must be a venue id' })
  venue_ids?: string[];
}

export class ShortlistsPageParams extends CursorPageParams {}

export class ShortlistView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: [String], format: 'uuid', description: 'The venues, in the order they were added' })
  venue_ids: string[];
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class ShortlistVenuesAdded extends ShortlistView {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    description: 'The venues this request added; those it named that were already there are not repeated',
  })
  added: string[];
}

export class ShortlistSummaryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() venue_count: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class ShortlistsPage extends QueuePageView {
  @ApiProperty({ type: [ShortlistSummaryView], description: 'The most recently changed first' })
  shortlists: ShortlistSummaryView[];
}

export function toShortlistView(shortlist: StoredShortlist): ShortlistView {
  return {
    id: shortlist.id,
    name: shortlist.name,
    venue_ids: shortlist.venueIds,
    created_at: shortlist.createdAt.toISOString(),
    updated_at: shortlist.updatedAt.toISOString(),
  };
}

export function toShortlistSummaryView(shortlist: ShortlistSummary): ShortlistSummaryView {
  return {
    id: shortlist.id,
    name: shortlist.name,
    venue_count: shortlist.venueCount,
    created_at: shortlist.createdAt.toISOString(),
    updated_at: shortlist.updatedAt.toISOString(),
  };
}
