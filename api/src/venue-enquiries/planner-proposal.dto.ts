// What the planner's page (/v2/proposals/{token}) reads and sends: each venue's state in words,
// its proposal with the figures of the side-by-side table, accept or decline, the thread, and
// the request for a fresh link.
import { ApiProperty } from '@nestjs/swagger';
import {
  DECLINE_REASONS,
  type DeclineReason,
  ENQUIRY_CONTACTS,
  type EnquiryContact,
  PROPOSAL_OUTCOMES,
  type ProposalOutcome,
  VENUE_ENQUIRY_STATES,
  type VenueEnquiryState,
} from '@venue-finder/contract';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EMAIL_FORMAT_MESSAGE, EMAIL_REQUIRED_MESSAGE, MAX_EMAIL_LENGTH, trimmed } from '../briefs/brief.dto';
import { ResponseFigures } from './response-figures';
import { EnquiryVenueView, EventDetailsView, ProposalView, ThreadMessageView } from './venue-enquiry.dto';

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
