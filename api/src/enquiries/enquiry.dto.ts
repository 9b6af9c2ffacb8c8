// The enquiry sent after a brief is saved (POST /api/v2/enquiries): the planner's e-mail, the
// venues (ids) and notes, with where it came from. Validated here and trusted after.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  EMAIL_FORMAT_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MAX_BRIEF_NOTES_LENGTH,
  MAX_BRIEF_VENUES,
  MAX_EMAIL_LENGTH,
  NO_VENUES_MESSAGE,
  TOO_MANY_VENUES_MESSAGE,
  trimmed,
} from '../briefs';
import { ENQUIRY_CONTACTS, type EnquiryContact } from '@venue-finder/contract';
import { EventDetailsInput } from '../kernel/event-details.dto';
import { PlannerContactInput } from '../kernel/planner-contact.dto';

export const ENQUIRY_SOURCES = ['v2_brief_submission'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

const lowerCasedList = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v)) : value;

export class EnquiryPayload {
  @ApiProperty({ format: 'email', maxLength: MAX_EMAIL_LENGTH })
  @Transform(trimmed)
  @MaxLength(MAX_EMAIL_LENGTH, { message: EMAIL_FORMAT_MESSAGE })
  @IsEmail({}, { message: EMAIL_FORMAT_MESSAGE })
  @IsNotEmpty({ message: EMAIL_REQUIRED_MESSAGE })
  @IsString({ message: EMAIL_REQUIRED_MESSAGE })
  email: string;

  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: MAX_BRIEF_VENUES, description: 'Venue ids' })
  @Transform(lowerCasedList)
  @IsUUID('all', { each: true, message: 'each of venues must be a venue id' })
  @ArrayUnique({ message: 'each venue may be listed only once' })
  @ArrayMaxSize(MAX_BRIEF_VENUES, { message: TOO_MANY_VENUES_MESSAGE })
  @ArrayMinSize(1, { message: NO_VENUES_MESSAGE })
  @IsArray({ message: NO_VENUES_MESSAGE })
  venues: string[];

  @ApiPropertyOptional({ maxLength: MAX_BRIEF_NOTES_LENGTH })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(MAX_BRIEF_NOTES_LENGTH, {
    message: `notes must be at most ${MAX_BRIEF_NOTES_LENGTH.toLocaleString('en-GB')} characters`,
  })
  @IsString({ message: 'notes must be text' })
  notes?: string;

  @ApiPropertyOptional({
    type: EventDetailsInput,
    description:
      'The event: type, date or flexible, times, days, guests, layout, budget. Left out: the brief’s, if it has them',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => EventDetailsInput)
  @IsObject({
    message: 'payload.event must be an object: { type, date, start_time, end_time, days, guests, budget_gbp, … }',
  })
  event?: EventDetailsInput;

  @ApiPropertyOptional({
    type: PlannerContactInput,
    description: 'Who the planner is: name, phone, organisation. Left out: the brief’s, if it has them',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => PlannerContactInput)
  @IsObject({ message: 'payload.planner must be an object: { name, phone, organisation }' })
  planner?: PlannerContactInput;
}

export class CreateEnquiryRequest {
  @ApiProperty({ enum: ENQUIRY_SOURCES })
  @IsIn(ENQUIRY_SOURCES, { message: `source must be one of: ${ENQUIRY_SOURCES.join(', ')}` })
  source: EnquirySource;

  @ApiPropertyOptional({ format: 'uuid', description: 'The brief this enquiry submits; a brief is submitted once' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsUUID('all', { message: 'brief_id must be a brief id' })
  brief_id?: string;

  @ApiProperty({ type: EnquiryPayload })
  @ValidateNested()
  @Type(() => EnquiryPayload)
  @IsObject({ message: 'payload must be an object: { email, venues, notes }' })
  @IsDefined({ message: 'payload is required: { email, venues, notes }' })
  payload: EnquiryPayload;

  @ApiPropertyOptional({ description: 'The same as the Idempotency-Key header, for clients that cannot set headers' })
  @IsOptional()
  @IsString({ message: 'idempotency_key must be text' })
  idempotency_key?: string;
}

export class EnquiryVenueContact {
  @ApiProperty({ format: 'uuid' }) venue_id: string;
  @ApiProperty() venue_name: string;
  @ApiProperty({
    enum: ENQUIRY_CONTACTS,
    description:
      'Who answers: owner — the venue is on Venue Finder and answers directly; invited_to_claim — the venue has ' +
      'not claimed its listing: its listed e-mail was invited to claim it and answer; team — no one at the venue ' +
      'can be mailed: our team will try to reach it',
  })
  contact: EnquiryContact;
}

export class EnquiryReceived {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['received'], description: 'Saved; the confirmation and the venues’ mails are queued' })
  status: 'received';
  @ApiProperty({ type: [EnquiryVenueContact], description: 'Each venue, in the order given, and who will answer it' })
  venues: EnquiryVenueContact[];
}
