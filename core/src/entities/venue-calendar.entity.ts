import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** Days a venue's owner marked unavailable, by hand or from an imported .ics file (migration 0056). */
@Entity('venue_unavailable_dates')
export class VenueUnavailableDates {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'venue_id' }) venueId: string;
  /** YYYY-MM-DD London calendar days, both ends included. */
  @Column('date', { name: 'first_day' }) firstDay: string;
  @Column('date', { name: 'last_day' }) lastDay: string;
  /** Seen by the owner only. */
  @Column('text', { default: '' }) note: string;
  @Column('text', { default: 'owner' }) source: 'owner' | 'import';
  /** The imported event's UID: importing the same file again updates its dates. */
  @Column('text', { name: 'import_uid', nullable: true }) importUid: string | null;
  @Column('uuid', { name: 'created_by', nullable: true }) createdBy: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}

/** A venue's private iCalendar feed: only the SHA-256 of its secret address is kept. */
@Entity('venue_calendar_feeds')
export class VenueCalendarFeed {
  @PrimaryColumn('uuid', { name: 'venue_id' }) venueId: string;
  @Column('bytea', { name: 'secret_hash', unique: true }) secretHash: Buffer;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
