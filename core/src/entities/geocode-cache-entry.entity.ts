import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A remote geocoder's answer for one postcode, kept for core/src/geo/cached-geocoder.ts. */
@Entity('geocode_cache')
export class GeocodeCacheEntry {
  @PrimaryColumn('text') postcode: string;
  @Column('boolean') found: boolean;
  /** Set when found (a CHECK constraint holds it). */
  @Column('double precision', { nullable: true }) lat: number | null;
  @Column('double precision', { nullable: true }) lng: number | null;
  @Column('text') source: string;
  @Column('timestamptz', { name: 'fetched_at' }) fetchedAt: Date;
}
