// A question about the venues being compared (POST /api/compare/ai-chat). The client names the
// venues by id — `venue_ids`, or the spec's `venues[]` when each carries an `id` — and the
// server loads their facts itself; anything else a client sends about a venue is dropped.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsNotEmpty,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
  IsObject,
  ValidateNested,
} from 'class-validator';
import { trimmed } from '../briefs';
import { SUGGESTED_QUESTIONS } from './suggested-questions';

export const MAX_QUESTION_LENGTH = 500;
export const MIN_CHAT_VENUES = 2;
export const MAX_CHAT_VENUES = 5;

const VENUE_COUNT_MESSAGE = `Ask about ${MIN_CHAT_VENUES} to ${MAX_CHAT_VENUES} venues at a time`;

export class ChatVenueRef {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'each venue must carry its id' })
  id: string;
}

export class AiChatRequest {
  @ApiProperty({ maxLength: MAX_QUESTION_LENGTH, example: SUGGESTED_QUESTIONS[0] })
  @Transform(trimmed)
  @MaxLength(MAX_QUESTION_LENGTH, { message: `Please keep your question under ${MAX_QUESTION_LENGTH} characters` })
  @IsNotEmpty({ message: 'Please type a question' })
  @IsString({ message: 'Please type a question' })
  question: string;

  @ApiPropertyOptional({ type: [String], format: 'uuid', minItems: MIN_CHAT_VENUES, maxItems: MAX_CHAT_VENUES })
  // venue_ids when given, or when venues[] is not: whichever is used is always validated.
  @ValidateIf((request: AiChatRequest) => request.venue_ids !== undefined || request.venues === undefined)
  @IsUUID('all', { each: true, message: 'each of venue_ids must be a venue id' })
  @ArrayUnique({ message: 'each venue may be listed only once' })
  @ArrayMaxSize(MAX_CHAT_VENUES, { message: VENUE_COUNT_MESSAGE })
  @ArrayMinSize(MIN_CHAT_VENUES, { message: VENUE_COUNT_MESSAGE })
  @IsArray({ message: `venue_ids must list the ${MIN_CHAT_VENUES} to ${MAX_CHAT_VENUES} venues being compared` })
  venue_ids?: string[];

  @ApiPropertyOptional({ type: [ChatVenueRef], description: 'The spec’s form; only each venue’s id is used' })
  @ValidateIf((request: AiChatRequest) => request.venue_ids === undefined && request.venues !== undefined)
  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'each venue must be an object carrying its id' })
  @Type(() => ChatVenueRef)
  @ArrayUnique((venue: ChatVenueRef | undefined) => venue?.id ?? Symbol('no id'), {
    message: 'each venue may be listed only once',
  })
  @ArrayMaxSize(MAX_CHAT_VENUES, { message: VENUE_COUNT_MESSAGE })
  @ArrayMinSize(MIN_CHAT_VENUES, { message: VENUE_COUNT_MESSAGE })
  @IsArray({ message: VENUE_COUNT_MESSAGE })
  venues?: ChatVenueRef[];

  /** The venues asked about, and the request field each id came from. */
  venueRefs(): { ids: string[]; fieldOf: (index: number) => string } {
    if (this.venue_ids) return { ids: this.venue_ids, fieldOf: (i) => `venue_ids.${i}` };
    return { ids: (this.venues ?? []).map((v) => v.id), fieldOf: (i) => `venues.${i}.id` };
  }
}

export class AiChatAnswer {
  @ApiProperty({ description: 'Plain text; lines starting "- " are list items' }) answer: string;
}

export class SuggestedQuestions {
  @ApiProperty({ type: [String], description: 'The chat panel shows 4 of these 8' }) questions: string[];
}
