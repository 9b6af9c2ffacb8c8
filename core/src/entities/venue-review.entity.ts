import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type VenueReviewStatus = 'pending' | 'approved' | 'rejected';

/** A planner's rating and words on a venue after a confirmed booking, moderated before shown (migration 0058). */
@Entity('venue_reviews')
export class VenueReview {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** The confirmed booking reviewed: one review each. */
  @Column('uuid', { name: 'venue_hold_id', unique: true }) venueHoldId: string;
  @Column('uuid', { name: 'venue_id' }) venueId: string;
  @Column('smallint') rating: number;
  @Column('text') body: string;
  @Column('text', { name: 'event_type', nullable: true }) eventType: string | null;
  /** YYYY-MM-01: the event's month, for "Conference, March 2027". */
  @Column('date', { name: 'event_month' }) eventMonth: string;
  @Column('text', { default: 'pending' }) status: VenueReviewStatus;
  @Column('uuid', { name: 'moderated_by', nullable: true }) moderatedBy: string | null;
  @Column('timestamptz', { name: 'moderated_at', nullable: true }) moderatedAt: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
