import type {
  DeclineReason,
  NotChosenReason,
  PriceBasis,
  ProposalOutcome,
  VenueEnquiryState,
} from '@venue-finder/contract';
import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** One venue's share of an enquiry: its state, answer and outcome (migrations 0030, 0051). */
@Entity('venue_enquiries')
export class VenueEnquiry {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'enquiry_id' }) enquiryId: string;
  @Column('uuid', { name: 'venue_id' }) venueId: string;
  @Column('integer') position: number;
  @Column('text', { default: '' }) notes: string;
  @Column('text') contact: string;
  @Column('text', { default: 'new' }) state: VenueEnquiryState;
  @Column('text', { name: 'proposal_outcome', nullable: true }) proposalOutcome: ProposalOutcome | null;
  @Column('text', { name: 'decline_reason', nullable: true }) declineReason: DeclineReason | null;
  @Column('text', { name: 'decline_text', default: '' }) declineText: string;
  @Column('text', { name: 'closed_reason', nullable: true }) closedReason:
    'another_venue_chosen' | 'closed_by_admin' | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'viewed_at', nullable: true }) viewedAt: Date | null;
  @Column('timestamptz', { name: 'first_answer_at', nullable: true }) firstAnswerAt: Date | null;
  @Column('timestamptz', { name: 'outcome_at', nullable: true }) outcomeAt: Date | null;
  @Column('timestamptz', { name: 'reminded_at', nullable: true }) remindedAt: Date | null;
  @Column('integer', { name: 'forwarded_count', default: 0 }) forwardedCount: number;
  @Column('timestamptz', { name: 'last_forwarded_at', nullable: true }) lastForwardedAt: Date | null;
  @Column('text', { name: 'not_chosen_reason', nullable: true }) notChosenReason: NotChosenReason | null;
  @Column('text', { name: 'not_chosen_text', default: '' }) notChosenText: string;
  @Column('timestamptz', { name: 'outcome_mailed_at', nullable: true }) outcomeMailedAt: Date | null;
}

/** A message in the conversation between the planner and one venue. */
@Entity('venue_enquiry_messages')
export class VenueEnquiryMessage {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'venue_enquiry_id' }) venueEnquiryId: string;
  @Column('text') author: 'planner' | 'venue';
  /** The venue's user who wrote it; null for the planner, who has no account. */
  @Column('uuid', { name: 'author_id', nullable: true }) authorId: string | null;
  @Column('text') body: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}

/** One revision of a venue's proposal to the planner. */
@Entity('venue_proposals')
export class VenueProposal {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'venue_enquiry_id' }) venueEnquiryId: string;
  @Column('integer') revision: number;
  @Column('uuid', { name: 'author_id', nullable: true }) authorId: string | null;
  @Column('text') room: string;
  @Column('text') layout: string;
  @Column('integer') capacity: number;
  /** YYYY-MM-DD calendar days. */
  @Column('date', { array: true }) dates: string[];
  @Column('text', { name: 'price_basis' }) priceBasis: PriceBasis;
  /** bigint: PostgreSQL's driver gives it as a string. */
  @Column('bigint', { name: 'price_pence' }) pricePence: string;
  @Column('text', { array: true, default: () => "'{}'" }) inclusions: string[];
  @Column('date', { name: 'valid_until' }) validUntil: string;
  @Column('text', { default: '' }) message: string;
  @Column('text', { name: 'document_key', nullable: true }) documentKey: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('integer', { name: 'hold_days', default: 7 }) holdDays: number;
}

/** The planner's private link to their proposals, held by the hash of its token. */
@Entity('proposal_access_tokens')
export class ProposalAccessToken {
  @PrimaryColumn('bytea', { name: 'token_hash' }) tokenHash: Buffer;
  @Column('uuid', { name: 'enquiry_id' }) enquiryId: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
}
