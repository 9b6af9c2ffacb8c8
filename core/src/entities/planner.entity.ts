import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** An event shared by the planner whose brief it is with a colleague (migration 0059_b). */
@Entity('event_shares')
export class EventShare {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** The brief's enquiry: the event. */
  @Column('uuid', { name: 'enquiry_id' }) enquiryId: string;
  @Column('citext') email: string;
  @Column('text') permission: 'view' | 'decide';
  @Column('uuid', { name: 'shared_by' }) sharedBy: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}

/** One of a signed-in planner's named shortlists (migration 0060). */
@Entity('planner_shortlists')
export class PlannerShortlist {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'planner_id' }) plannerId: string;
  @Column('text') name: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
}

/** A venue on a planner's shortlist, in the order added. */
@Entity('planner_shortlist_venues')
export class PlannerShortlistVenue {
  @PrimaryColumn('uuid', { name: 'shortlist_id' }) shortlistId: string;
  @PrimaryColumn('uuid', { name: 'venue_id' }) venueId: string;
  @Column('integer') position: number;
  @Column('timestamptz', { name: 'added_at' }) addedAt: Date;
}
