import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { HoldState } from '@venue-finder/contract';

/** A provisional hold on a venue's room for one date, placed by an acceptance (migration 0051). */
@Entity('venue_holds')
export class VenueHold {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'venue_enquiry_id', unique: true }) venueEnquiryId: string;
  @Column('uuid', { name: 'venue_id' }) venueId: string;
  @Column('uuid', { name: 'proposal_id' }) proposalId: string;
  @Column('text') room: string;
  /** YYYY-MM-DD: a calendar day, never shifted by a time zone. */
  @Column('date', { name: 'event_date' }) eventDate: string;
  @Column('integer', { name: 'option_rank' }) optionRank: number;
  @Column('text', { default: 'held' }) state: HoldState;
  @Column('text', { unique: true }) reference: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('text', { name: 'released_by', nullable: true }) releasedBy: 'planner' | 'venue' | null;
  @Column('text', { name: 'release_reason', default: '' }) releaseReason: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'confirmed_at', nullable: true }) confirmedAt: Date | null;
  @Column('timestamptz', { name: 'ended_at', nullable: true }) endedAt: Date | null;
  /** When the planner was mailed to review the booking (migration 0058): once per booking. */
  @Column('timestamptz', { name: 'review_requested_at', nullable: true }) reviewRequestedAt: Date | null;
}
