// What the planner's page (/v2/proposals/{token}) reads and sends: each venue's state in words,
// its proposal with the figures of the side-by-side table, accept or decline, the thread, and
// the request for a fresh link.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DECLINE_REASONS,
  type DeclineReason,
  ENQUIRY_CONTACTS,
  type EnquiryContact,
  NOT_CHOSEN_REASONS,
  type NotChosenReason,
  PROPOSAL_OUTCOMES,
  type ProposalOutcome,
  VENUE_ENQUIRY_STATES,
  type VenueEnquiryState,
} from '@venue-finder/contract';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { EMAIL_FORMAT_MESSAGE, EMAIL_REQUIRED_MESSAGE, MAX_EMAIL_LENGTH, trimmed } from '../briefs';
import { ResponseFigures } from './response-figures';
import { ISO_DATE } from '../kernel/event-details.dto';
import {
  EnquiryVenueView,
  EventDetailsView,
  HoldView,
  MAX_RELEASE_REASON_LENGTH,
  ProposalView,
  ThreadMessageView,
} from './venue-enquiry.dto';

/** Where a confirmed booking stands with its review. */
export const REVIEW_STATES = ['not_yet', 'due', 'written'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export class NotChosenView {
  @ApiProperty({ enum: NOT_CHOSEN_REASONS }) reason: NotChosenReason;
  @ApiProperty() text: string;
}

export class PlannerVenueEnquiry {
  @ApiProperty({ format: 'uuid', description: 'The venue enquiry: the id the accept, decline and messages calls take' })
  id: string;
  @ApiProperty({ type: EnquiryVenueView }) venue: EnquiryVenueView;
  @ApiProperty({ enum: VENUE_ENQUIRY_STATES }) state: VenueEnquiryState;
  @ApiProperty({ enum: PROPOSAL_OUTCOMES, nullable: true }) proposal_outcome: ProposalOutcome | null;
  @ApiProperty({
    example: 'Waiting — usually answers in 3 hours',
    description: 'The state in words: Proposal received, Declined: not available, Waiting — …, Accepted, …',
  })
  status_text: string;
  @ApiProperty({ enum: ENQUIRY_CONTACTS }) contact: EnquiryContact;
  @ApiProperty({ enum: DECLINE_REASONS, nullable: true }) decline_reason: DeclineReason | null;
  @ApiProperty({ description: 'The venue’s words when it declined for another reason' }) decline_text: string;
  @ApiProperty({ type: ProposalView, nullable: true, description: 'The current revision' })
  proposal: ProposalView | null;
  @ApiProperty({ type: ResponseFigures, nullable: true, description: 'Shown once the venue has 3 settled enquiries' })
  response: ResponseFigures | null;
  @ApiProperty({ description: 'The planner may write to the venue (someone there can read it)' }) can_message: boolean;
  @ApiProperty({ description: 'Messages in the thread' }) message_count: number;
  @ApiProperty({ type: HoldView, nullable: true, description: 'The hold (and booking) once accepted' })
  hold: HoldView | null;
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description:
      'For a venue not chosen: whether it was told by e-mail (false: it could not be reached); null otherwise',
  })
  told_by_mail: boolean | null;
  @ApiProperty({
    type: NotChosenView,
    nullable: true,
    description: 'The reason the planner gave the venues not chosen',
  })
  not_chosen: NotChosenView | null;
  @ApiProperty({
    type: String,
    enum: REVIEW_STATES,
    nullable: true,
    description:
      'For a confirmed booking: not_yet until the event date has passed, then due (the planner may review the venue once), then written; null otherwise',
  })
  review: ReviewState | null;
}

export class PlannerProposalsResponse {
  @ApiProperty({ format: 'uuid' }) enquiry_id: string;
  @ApiProperty({ format: 'date-time' }) sent_at: string;
  @ApiProperty({ type: EventDetailsView }) event: EventDetailsView;
  @ApiProperty({ type: [PlannerVenueEnquiry], description: 'In the order of the brief' }) venues: PlannerVenueEnquiry[];
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The venue enquiry whose proposal was accepted',
  })
  accepted_id: string | null;
  @ApiProperty({
    description:
      'Nothing is left to wait for: every venue declined, expired or was closed, or every hold ended, and no proposal is open',
  })
  nothing_left: boolean;
}

export const MAX_NOT_CHOSEN_TEXT_LENGTH = 500;
export const MAX_REVIEW_LENGTH = 1000;
const RATING_MESSAGE = 'rating must be a whole number of stars from 1 to 5';

export class ReviewRequest {
  @ApiProperty({ minimum: 1, maximum: 5, description: 'Stars, 1 (poor) to 5 (excellent)' })
  @Max(5, { message: RATING_MESSAGE })
  @Min(1, { message: RATING_MESSAGE })
  @IsInt({ message: RATING_MESSAGE })
  rating: number;

  @ApiProperty({ minLength: 1, maxLength: MAX_REVIEW_LENGTH, description: 'A few words on the venue (plain text)' })
  @Transform(trimmed)
  @MaxLength(MAX_REVIEW_LENGTH, { message: `text must be at most ${MAX_REVIEW_LENGTH} characters` })
  @IsNotEmpty({ message: 'text is required: say in a few words how the venue was' })
  @IsString({ message: 'text must be text: say in a few words how the venue was' })
  text: string;
}

export class AcceptProposalRequest {
  @ApiProperty({ minimum: 1, description: 'The revision the planner was shown: if the venue revised it since, 409' })
  @Min(1, { message: 'revision must be the revision of the proposal you were shown, such as 1' })
  @IsInt({ message: 'revision must be the revision of the proposal you were shown, such as 1' })
  revision: number;

  @ApiPropertyOptional({
    format: 'date',
    description: 'One of the proposal’s dates: required when it offers more than one',
  })
  @IsOptional()
  @Matches(ISO_DATE, { message: 'date must be one of the dates offered, written YYYY-MM-DD' })
  @IsString({ message: 'date must be one of the dates offered, written YYYY-MM-DD' })
  date?: string;

  @ApiPropertyOptional({ enum: NOT_CHOSEN_REASONS, description: 'Told to the venues not chosen (optional)' })
  @IsOptional()
  @IsIn(NOT_CHOSEN_REASONS, { message: `not_chosen_reason must be one of: ${NOT_CHOSEN_REASONS.join(', ')}` })
  not_chosen_reason?: NotChosenReason;

  @ApiPropertyOptional({ maxLength: MAX_NOT_CHOSEN_TEXT_LENGTH, description: 'A few words; required with other' })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(MAX_NOT_CHOSEN_TEXT_LENGTH, {
    message: `not_chosen_text must be at most ${MAX_NOT_CHOSEN_TEXT_LENGTH} characters`,
  })
  @IsString({ message: 'not_chosen_text must be text' })
  not_chosen_text?: string;
}

export class PlannerReleaseRequest {
  @ApiPropertyOptional({ maxLength: MAX_RELEASE_REASON_LENGTH, description: 'Why, for the venue (optional)' })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(MAX_RELEASE_REASON_LENGTH, {
    message: `reason must be at most ${MAX_RELEASE_REASON_LENGTH} characters`,
  })
  @IsString({ message: 'reason must be text' })
  reason?: string;
}

export class PlannerThreadResponse {
  @ApiProperty({ type: [ThreadMessageView] }) messages: ThreadMessageView[];
}

export class FreshLinkRequest {
  @ApiProperty({ format: 'email', maxLength: MAX_EMAIL_LENGTH, description: 'The address the brief was sent from' })
  @Transform(trimmed)
  @MaxLength(MAX_EMAIL_LENGTH, { message: EMAIL_FORMAT_MESSAGE })
  @IsEmail({}, { message: EMAIL_FORMAT_MESSAGE })
  @IsNotEmpty({ message: EMAIL_REQUIRED_MESSAGE })
  @IsString({ message: EMAIL_REQUIRED_MESSAGE })
  email: string;
}

export class FreshLinkResponse {
  @ApiProperty({
    example: 'If this address sent a brief in the last 90 days, a fresh link is on its way to it.',
    description: 'The same answer whatever the address: it tells no one whether an address sent a brief',
  })
  message: string;
}
