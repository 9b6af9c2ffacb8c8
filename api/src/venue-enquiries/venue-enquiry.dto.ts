// The shapes of a venue's enquiry as its owner (or an administrator) reads and answers it, and
// the parts the planner's page shares: the event, a proposal with the figures a side-by-side
// table needs, a message. Requests validate at the edge; cross-field rules (a price sensible for
// its basis, a reason's text) are the service's.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DECLINE_REASONS,
  type DeclineReason,
  ENQUIRY_CONTACTS,
  HOLD_DAYS,
  HOLD_STATES,
  type HoldState,
  EVENT_LAYOUTS,
  EVENT_TYPES,
  type EnquiryContact,
  type EventLayout,
  type EventType,
  PRICE_BASES,
  PROPOSAL_INCLUSIONS,
  PROPOSAL_OUTCOMES,
  type PriceBasis,
  type ProposalInclusion,
  type ProposalOutcome,
  VENUE_ENQUIRY_STATES,
  type VenueEnquiryState,
} from '@venue-finder/contract';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { trimmed } from '../briefs';
import { QueuePageView } from '../kernel/queue-page.dto';
import { IsDateNotPast, ISO_DATE } from '../kernel/event-details.dto';

export const MAX_PROPOSAL_MESSAGE_LENGTH = 5_000;
export const MAX_THREAD_MESSAGE_LENGTH = 2_000;
export const MAX_DECLINE_TEXT_LENGTH = 1_000;
export const MAX_ROOM_LENGTH = 200;
export const MAX_RELEASE_REASON_LENGTH = 500;
export const MAX_OFFERED_DATES = 5;
/** The highest price a proposal may quote, in pounds, by basis: beyond these it is a typing slip. */
export const MAX_PRICE_GBP: Record<PriceBasis, number> = {
  total: 10_000_000,
  per_delegate: 10_000,
  day_rate: 1_000_000,
};
export class EventDetailsView {
  @ApiProperty({ enum: EVENT_TYPES, nullable: true }) type: EventType | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) date: string | null;
  @ApiProperty({ type: String, nullable: true, example: '09:00', description: 'Each day’s start, HH:MM' })
  start_time: string | null;
  @ApiProperty({ type: String, nullable: true, example: '17:30', description: 'Each day’s end, HH:MM' })
  end_time: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'How many days it lasts' }) days: number | null;
  @ApiProperty() date_flexible: boolean;
  @ApiProperty({ type: Number, nullable: true }) guests: number | null;
  @ApiProperty({ enum: EVENT_LAYOUTS, nullable: true }) layout: EventLayout | null;
  @ApiProperty({ type: Number, nullable: true, description: 'GBP' }) budget_gbp: number | null;
}

export class EnquiryVenueView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty() city: string;
}

export class ProposalPriceView {
  @ApiProperty({ enum: PRICE_BASES }) basis: PriceBasis;
  @ApiProperty({ description: 'The price as quoted, GBP' }) amount_gbp: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The whole event, GBP: the total, or per delegate × guests; null when the guests are not known',
  })
  total_gbp: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Per delegate, GBP: as quoted, or the total ÷ guests; null when the guests are not known',
  })
  per_delegate_gbp: number | null;
}

export class ProposalView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: '1 for the first proposal, then 2, 3… for each revision' }) revision: number;
  @ApiProperty() room: string;
  @ApiProperty({ enum: EVENT_LAYOUTS }) layout: EventLayout;
  @ApiProperty() capacity: number;
  @ApiProperty({ type: [String], format: 'date' }) dates: string[];
  @ApiProperty({ type: ProposalPriceView }) price: ProposalPriceView;
  @ApiProperty({ enum: PROPOSAL_INCLUSIONS, isArray: true }) inclusions: ProposalInclusion[];
  @ApiProperty({ format: 'date' }) valid_until: string;
  @ApiProperty({ description: 'Whether it is still valid today' }) valid: boolean;
  @ApiProperty() message: string;
  @ApiProperty({ type: String, nullable: true, description: 'Where the attached PDF is read, for this reader' })
  document_url: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class ThreadMessageView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['planner', 'venue'] }) author: 'planner' | 'venue';
  @ApiProperty() body: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ description: 'Written for the venue by Venue Finder’s team ("Venue Finder on behalf of {venue}")' })
  on_behalf_of_venue: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Written for the planner by a colleague they shared the event with: the colleague’s name (or address)',
  })
  colleague: string | null;
}

export class DeclineView {
  @ApiProperty({ enum: DECLINE_REASONS }) reason: DeclineReason;
  @ApiProperty() text: string;
}

export class HoldView {
  @ApiProperty({ enum: HOLD_STATES, description: 'held until expires_at; confirmed is a booking' }) state: HoldState;
  @ApiProperty({ example: 'VF-7K3Q9D', description: 'The reference both sides quote' }) reference: string;
  @ApiProperty({ format: 'date', description: 'The date held (one of the proposal’s dates, as the planner chose)' })
  date: string;
  @ApiProperty() room: string;
  @ApiProperty({ description: '1 = first option; 2 when the venue already held this room and date for another event' })
  option_rank: number;
  @ApiProperty({ example: 'first option' }) option_text: string;
  @ApiProperty({ format: 'date-time', description: 'When the hold ends unless the planner confirms it' })
  expires_at: string;
  @ApiProperty({ description: 'The revision of the proposal that was accepted' }) revision: number;
  @ApiProperty({ type: String, enum: ['planner', 'venue'], nullable: true }) released_by: 'planner' | 'venue' | null;
  @ApiProperty({ description: 'The reason given when it was released' }) release_reason: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmed_at: string | null;
}

export class VenueEnquirySummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: EnquiryVenueView }) venue: EnquiryVenueView;
  @ApiProperty({ enum: VENUE_ENQUIRY_STATES }) state: VenueEnquiryState;
  @ApiProperty({ enum: PROPOSAL_OUTCOMES, nullable: true, description: 'For a proposal: what the planner made of it' })
  proposal_outcome: ProposalOutcome | null;
  @ApiProperty({ description: 'Still waiting for the venue’s answer (new or viewed)' }) unanswered: boolean;
  @ApiProperty({ type: EventDetailsView }) event: EventDetailsView;
  @ApiProperty({ format: 'date-time' }) received_at: string;
  @ApiProperty({ description: 'Whole hours since it arrived' }) age_hours: number;
}

export class VenueEnquiriesPage extends QueuePageView {
  @ApiProperty({ type: [VenueEnquirySummary], description: 'Unanswered first, then newest (or oldest) first' })
  items: VenueEnquirySummary[];
}

export class VenueEnquiryDetail extends VenueEnquirySummary {
  @ApiProperty({ format: 'email' }) planner_email: string;
  @ApiProperty({ type: String, nullable: true }) planner_name: string | null;
  @ApiProperty({ type: String, nullable: true }) planner_phone: string | null;
  @ApiProperty({ type: String, nullable: true }) planner_organisation: string | null;
  @ApiProperty({ description: 'The planner’s note for this venue' }) notes: string;
  @ApiProperty({ description: 'The planner’s notes for the whole brief' }) brief_notes: string;
  @ApiProperty({ enum: ENQUIRY_CONTACTS }) contact: EnquiryContact;
  @ApiProperty({ type: DeclineView, nullable: true }) decline: DeclineView | null;
  @ApiProperty({ enum: ['another_venue_chosen', 'closed_by_admin'], nullable: true })
  closed_reason: 'another_venue_chosen' | 'closed_by_admin' | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) viewed_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) first_answer_at: string | null;
  @ApiProperty({ type: ProposalView, nullable: true, description: 'The current revision' })
  proposal: ProposalView | null;
  @ApiProperty({ type: [ProposalView], description: 'Every revision, newest first' }) revisions: ProposalView[];
  @ApiProperty({ type: [ThreadMessageView] }) messages: ThreadMessageView[];
  @ApiProperty({ type: HoldView, nullable: true, description: 'The hold (and booking) once the planner accepted' })
  hold: HoldView | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'While unanswered: when it expires (72 hours after it arrived)',
  })
  expires_at: string | null;
}

export class ProposalRequest {
  @ApiProperty({ maxLength: MAX_ROOM_LENGTH, example: 'The Lancaster Room' })
  @Transform(trimmed)
  @MaxLength(MAX_ROOM_LENGTH, { message: `room must be at most ${MAX_ROOM_LENGTH} characters` })
  @IsNotEmpty({ message: 'room is required: the space or room you offer' })
  @IsString({ message: 'room is required: the space or room you offer' })
  room: string;

  @ApiProperty({ enum: EVENT_LAYOUTS })
  @IsIn(EVENT_LAYOUTS, { message: `layout must be one of: ${EVENT_LAYOUTS.join(', ')}` })
  layout: EventLayout;

  @ApiProperty({ minimum: 1, maximum: 100_000 })
  @Max(100_000, { message: 'capacity must be at most 100,000' })
  @Min(1, { message: 'capacity must be at least 1' })
  @IsInt({ message: 'capacity must be a whole number of people' })
  capacity: number;

  @ApiProperty({ type: [String], format: 'date', minItems: 1, maxItems: MAX_OFFERED_DATES })
  @IsDateNotPast({ each: true, message: 'each of dates must be a date that has not passed' })
  @Matches(ISO_DATE, { each: true, message: 'each of dates must be a date written YYYY-MM-DD, such as 2027-03-18' })
  @ArrayUnique({ message: 'each date may be offered only once' })
  @ArrayMaxSize(MAX_OFFERED_DATES, { message: `offer at most ${MAX_OFFERED_DATES} dates` })
  @ArrayMinSize(1, { message: 'offer at least one date' })
  @IsArray({ message: 'dates must be a list of dates, such as ["2027-03-18"]' })
  dates: string[];

  @ApiProperty({ enum: PRICE_BASES })
  @IsIn(PRICE_BASES, { message: `price_basis must be one of: ${PRICE_BASES.join(', ')}` })
  price_basis: PriceBasis;

  @ApiProperty({
    description: 'GBP, pounds; at most £10,000,000 in total, £10,000 per delegate, £1,000,000 a day',
    example: 6500,
  })
  @Min(1, { message: 'price_gbp must be at least £1' })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'price_gbp must be an amount in pounds, such as 6500 or 45.50' },
  )
  price_gbp: number;

  @ApiPropertyOptional({ enum: PROPOSAL_INCLUSIONS, isArray: true, default: [] })
  @IsOptional()
  @IsIn(PROPOSAL_INCLUSIONS, {
    each: true,
    message: `each inclusion must be one of: ${PROPOSAL_INCLUSIONS.join(', ')}`,
  })
  @ArrayUnique({ message: 'each inclusion may be listed only once' })
  @IsArray({ message: 'inclusions must be a list, such as ["catering", "av"]' })
  inclusions?: ProposalInclusion[];

  @ApiProperty({ format: 'date', description: 'A date after today' })
  @Matches(ISO_DATE, { message: 'valid_until must be a date written YYYY-MM-DD, such as 2027-03-18' })
  @IsString({ message: 'valid_until is required: the last day the proposal holds' })
  valid_until: string;

  @ApiPropertyOptional({
    minimum: HOLD_DAYS.min,
    maximum: HOLD_DAYS.max,
    default: HOLD_DAYS.default,
    description: 'Days you hold the chosen date once the planner accepts (never past the event’s day)',
  })
  @IsOptional()
  @Max(HOLD_DAYS.max, { message: `hold_days must be at most ${HOLD_DAYS.max}` })
  @Min(HOLD_DAYS.min, { message: `hold_days must be at least ${HOLD_DAYS.min}` })
  @IsInt({ message: 'hold_days must be a whole number of days' })
  hold_days?: number;

  @ApiPropertyOptional({ maxLength: MAX_PROPOSAL_MESSAGE_LENGTH })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(MAX_PROPOSAL_MESSAGE_LENGTH, {
    message: `message must be at most ${MAX_PROPOSAL_MESSAGE_LENGTH.toLocaleString('en-GB')} characters`,
  })
  @IsString({ message: 'message must be text' })
  message?: string;

  @ApiPropertyOptional({
    description: 'A PDF you uploaded (POST /api/media/presign with kind document): its key or /api/media/ address',
    example: 'documents/0b7f6a52-3c1d-4e8f-9a20-5d6c7b8e9f01.pdf',
  })
  @IsOptional()
  @MaxLength(300, { message: 'document must be the key of an uploaded PDF' })
  @IsString({ message: 'document must be the key of an uploaded PDF' })
  document?: string;
}

export class DeclineRequest {
  @ApiProperty({ enum: DECLINE_REASONS })
  @IsIn(DECLINE_REASONS, { message: `reason must be one of: ${DECLINE_REASONS.join(', ')}` })
  reason: DeclineReason;

  @ApiPropertyOptional({ maxLength: MAX_DECLINE_TEXT_LENGTH, description: 'Required when the reason is other' })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(MAX_DECLINE_TEXT_LENGTH, {
    message: `text must be at most ${MAX_DECLINE_TEXT_LENGTH.toLocaleString('en-GB')} characters`,
  })
  @IsString({ message: 'text must be text' })
  text?: string;
}

export class VenueReleaseRequest {
  @ApiProperty({
    maxLength: MAX_RELEASE_REASON_LENGTH,
    description: 'Why the venue releases the date; the planner reads it',
  })
  @Transform(trimmed)
  @MaxLength(MAX_RELEASE_REASON_LENGTH, {
    message: `reason must be at most ${MAX_RELEASE_REASON_LENGTH} characters`,
  })
  @IsNotEmpty({ message: 'reason is required: tell the planner why you release the date' })
  @IsString({ message: 'reason is required: tell the planner why you release the date' })
  reason: string;
}

export class ThreadMessageRequest {
  @ApiProperty({ maxLength: MAX_THREAD_MESSAGE_LENGTH, description: 'Plain text' })
  @Transform(trimmed)
  @MaxLength(MAX_THREAD_MESSAGE_LENGTH, {
    message: `body must be at most ${MAX_THREAD_MESSAGE_LENGTH.toLocaleString('en-GB')} characters`,
  })
  @IsNotEmpty({ message: 'body is required: the message to send' })
  @IsString({ message: 'body is required: the message to send' })
  body: string;
}

export class ThreadMessagesResponse {
  @ApiProperty({ type: [ThreadMessageView] }) messages: ThreadMessageView[];
}
