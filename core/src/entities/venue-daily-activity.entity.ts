import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A venue's counts for one London calendar day (migration 0046), flushed from each api process. */
@Entity('venue_daily_activity')
export class VenueDailyActivity {
  @PrimaryColumn('uuid', { name: 'venue_id' }) venueId: string;
  /** YYYY-MM-DD: a calendar day, never shifted by a time zone. */
  @PrimaryColumn('date') day: string;
  @Column('integer', { default: 0 }) views: number;
  @Column('integer', { default: 0 }) appearances: number;
  @Column('integer', { name: 'brief_additions', default: 0 }) briefAdditions: number;
  @Column('integer', { default: 0 }) comparisons: number;
}
