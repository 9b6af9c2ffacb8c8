import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('enquiries')
export class Enquiry {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') source: string;
  @Column('uuid', { name: 'brief_id', nullable: true }) briefId: string | null;
  @Column('citext') email: string;
  @Column('uuid', { name: 'venue_ids', array: true }) venueIds: string[];
  @Column('text', { default: '' }) notes: string;
  @Column('jsonb', { default: () => "'{}'" }) payload: Record<string, unknown>;
  @Column('text', { name: 'idempotency_key', nullable: true, unique: true }) idempotencyKey: string | null;
  /** The event the enquiry is for (migrations 0030 and 0057); every field is optional. */
  @Column('date', { name: 'event_date', nullable: true }) eventDate: string | null;
  @Column('boolean', { name: 'date_flexible', default: false }) dateFlexible: boolean;
  @Column('integer', { nullable: true }) guests: number | null;
  @Column('text', { nullable: true }) layout: string | null;
  /** bigint: PostgreSQL's driver gives it as a string. */
  @Column('bigint', { name: 'budget_pence', nullable: true }) budgetPence: string | null;
  @Column('text', { name: 'event_type', nullable: true }) eventType: string | null;
  @Column('time', { name: 'start_time', nullable: true }) startTime: string | null;
  @Column('time', { name: 'end_time', nullable: true }) endTime: string | null;
  @Column('smallint', { nullable: true }) days: number | null;
  @Column('text', { name: 'planner_name', nullable: true }) plannerName: string | null;
  @Column('text', { name: 'planner_phone', nullable: true }) plannerPhone: string | null;
  @Column('text', { name: 'planner_organisation', nullable: true }) plannerOrganisation: string | null;
  /** When the planner first opened the private link to their proposals. */
  @Column('timestamptz', { name: 'link_opened_at', nullable: true }) linkOpenedAt: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
