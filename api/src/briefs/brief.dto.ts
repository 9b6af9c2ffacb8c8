// The brief a planner submits (POST /api/v2/briefs): up to 50 venues with a note each, an e-mail
// and general notes. Validated here and trusted after; the limits are the product's, documented
// in the OpenAPI document.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  IsObject,
  ValidateNested,
} from 'class-validator';
import { MAX_BRIEF_VENUES } from '@venue-finder/contract';
import { EventDetailsInput } from '../kernel/event-details.dto';
import { PlannerContactInput } from '../kernel/planner-contact.dto';

export const MAX_VENUE_NOTES_LENGTH = 2_000;
export const MAX_BRIEF_NOTES_LENGTH = 5_000;
export const MAX_EMAIL_LENGTH = 254;

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';
export const EMAIL_FORMAT_MESSAGE = 'Please enter a valid email address, such as name@company.co.uk';
export const NO_VENUES_MESSAGE = 'Please add at least one venue to your brief';
export const TOO_MANY_VENUES_MESSAGE = `A brief can hold at most ${MAX_BRIEF_VENUES} venues`;

export { MAX_BRIEF_VENUES };

export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lowerCased = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class BriefItemInput {
  @ApiProperty({ format: 'uuid', description: 'A published venue' })
  @Transform(lowerCased)
  @IsUUID('all', { message: 'venue_id must be a venue id' })
  venue_id: string;

  @ApiPropertyOptional({ maxLength: MAX_VENUE_NOTES_LENGTH, description: 'What the planner wants from this venue' })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(MAX_VENUE_NOTES_LENGTH, {
    message: `notes for a venue must be at most ${MAX_VENUE_NOTES_LENGTH.toLocaleString('en-GB')} characters`,
  })
  @IsString({ message: 'notes must be text' })
  notes?: string;
}

export class CreateBriefRequest {
  @ApiProperty({ format: 'email', maxLength: MAX_EMAIL_LENGTH, example: 'sam@company.co.uk' })
  @Transform(trimmed)
  @MaxLength(MAX_EMAIL_LENGTH, { message: EMAIL_FORMAT_MESSAGE })
  @IsEmail({}, { message: EMAIL_FORMAT_MESSAGE })
  @IsNotEmpty({ message: EMAIL_REQUIRED_MESSAGE })
  @IsString({ message: EMAIL_REQUIRED_MESSAGE })
  user_email: string;

  @ApiProperty({ type: [BriefItemInput], minItems: 1, maxItems: MAX_BRIEF_VENUES })
  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'each item must name a venue: { "venue_id": "…" }' })
  @Type(() => BriefItemInput)
  @ArrayUnique((item: BriefItemInput | undefined) => item?.venue_id ?? Symbol('no id'), {
    message: 'each venue may be listed only once',
  })
  @ArrayMaxSize(MAX_BRIEF_VENUES, { message: TOO_MANY_VENUES_MESSAGE })
  @ArrayMinSize(1, { message: NO_VENUES_MESSAGE })
  @IsArray({ message: NO_VENUES_MESSAGE })
  items: BriefItemInput[];

  @ApiPropertyOptional({ maxLength: MAX_BRIEF_NOTES_LENGTH, description: 'Dates, budget, anything else' })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(MAX_BRIEF_NOTES_LENGTH, {
    message: `notes must be at most ${MAX_BRIEF_NOTES_LENGTH.toLocaleString('en-GB')} characters`,
  })
  @IsString({ message: 'notes must be text' })
  notes?: string;

  @ApiPropertyOptional({
    type: EventDetailsInput,
    description: 'The event: type, date or flexible, start and end times, days, guests, layout, budget',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => EventDetailsInput)
  @IsObject({ message: 'event must be an object: { type, date, start_time, end_time, days, guests, budget_gbp, … }' })
  event?: EventDetailsInput;

  @ApiPropertyOptional({ type: PlannerContactInput, description: 'Who the planner is: name, phone, organisation' })
  @IsOptional()
  @ValidateNested()
  @Type(() => PlannerContactInput)
  @IsObject({ message: 'planner must be an object: { name, phone, organisation }' })
  planner?: PlannerContactInput;

  @ApiPropertyOptional({ description: 'The same as the Idempotency-Key header, for clients that cannot set headers' })
  @IsOptional()
  @IsString({ message: 'idempotency_key must be text' })
  idempotency_key?: string;
}

export class BriefCreated {
  @ApiProperty({ format: 'uuid' }) id: string;
}
