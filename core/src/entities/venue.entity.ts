import { Column, Entity, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
import type { VenueDetails, VenueStatus } from '@venue-finder/contract';
import { numericToNumber } from './column-transformers';

/**
 * A venue: the filterable facts are columns, the long tail of the detail view lives in
 * `details`. Written only through VenueWriter, which also records the outbox message.
 */
@Entity('venues')
export class Venue {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { unique: true }) slug: string;
  @Column('text') name: string;
  @Column('text', { name: 'display_name' }) displayName: string;
  @Column('text') city: string;
  @Column('text', { name: 'primary_category' }) primaryCategory: string;
  @Column('text', { array: true, default: () => "'{}'" }) categories: string[];
  @Column('text', { name: 'venue_type', default: 'venue' }) venueType: string;
  @Column('text', { default: 'draft' }) status: VenueStatus;
  @Column('uuid', { name: 'owner_id', nullable: true }) ownerId: string | null;
  @Column('boolean', { default: true }) claimable: boolean;
  @Column('text', { name: 'description_short', default: '' }) descriptionShort: string;
  @Column('text', { name: 'description_long', default: '' }) descriptionLong: string;
  @Column('text', { name: 'address_line1', default: '' }) addressLine1: string;
  @Column('text', { name: 'address_line2', default: '' }) addressLine2: string;
  @Column('text', { default: '' }) postcode: string;
  @Column('text', { default: 'United Kingdom' }) country: string;
  @Column('double precision', { nullable: true }) lat: number | null;
  @Column('double precision', { nullable: true }) lng: number | null;
  @Column('numeric', { precision: 2, scale: 1, nullable: true, transformer: numericToNumber }) rating: number | null;
  @Column('integer', { name: 'review_count', default: 0 }) reviewCount: number;
  @Column('integer', { name: 'capacity_min', default: 1 }) capacityMin: number;
  @Column('integer', { name: 'capacity_max', default: 0 }) capacityMax: number;
  @Column('integer', { name: 'capacity_theatre', nullable: true }) capacityTheatre: number | null;
  @Column('integer', { name: 'capacity_boardroom', nullable: true }) capacityBoardroom: number | null;
  @Column('integer', { name: 'capacity_u_shape', nullable: true }) capacityUShape: number | null;
  @Column('integer', { name: 'capacity_classroom', nullable: true }) capacityClassroom: number | null;
  @Column('integer', { name: 'capacity_banquet', nullable: true }) capacityBanquet: number | null;
  @Column('integer', { name: 'capacity_cabaret', nullable: true }) capacityCabaret: number | null;
  @Column('integer', { name: 'capacity_standing', nullable: true }) capacityStanding: number | null;
  @Column('integer', { name: 'capacity_reception', nullable: true }) capacityReception: number | null;
  @Column('integer', { name: 'bedrooms_total', default: 0 }) bedroomsTotal: number;
  @Column('text', { array: true, default: () => "'{}'" }) styles: string[];
  @Column('text', { array: true, default: () => "'{}'" }) amenities: string[];
  @Column('text', { array: true, default: () => "'{}'" }) equipment: string[];
  @Column('text', { name: 'seating_layouts', array: true, default: () => "'{}'" }) seatingLayouts: string[];
  @Column('text', { name: 'bedroom_facilities', array: true, default: () => "'{}'" }) bedroomFacilities: string[];
  @Column('text', { nullable: true }) chain: string | null;
  @Column('boolean', { name: 'wheelchair_accessible', default: false }) wheelchairAccessible: boolean;
  @Column('boolean', { name: 'step_free_access', default: false }) stepFreeAccess: boolean;
  @Column('boolean', { name: 'accessible_toilet', default: false }) accessibleToilet: boolean;
  @Column('boolean', { name: 'hearing_loop', default: false }) hearingLoop: boolean;
  @Column('boolean', { default: false }) lift: boolean;
  @Column('boolean', { name: 'accessible_parking', default: false }) accessibleParking: boolean;
  @Column('integer', { name: 'day_rate_pence', nullable: true }) dayRatePence: number | null;
  @Column('integer', { name: 'hour_rate_pence', nullable: true }) hourRatePence: number | null;
  @Column('integer', { name: 'person_rate_pence', nullable: true }) personRatePence: number | null;
  @Column('integer', { name: 'quality_score', nullable: true }) qualityScore: number | null;
  @Column('text', { name: 'photo_main', nullable: true }) photoMain: string | null;
  @Column('text', { array: true, default: () => "'{}'" }) images: string[];
  @Column('text', { nullable: true }) website: string | null;
  @Column('text', { name: 'contact_email', nullable: true }) contactEmail: string | null;
  @Column('text', { name: 'contact_phone', nullable: true }) contactPhone: string | null;
  @Column('jsonb', { default: () => "'{}'" }) details: VenueDetails;
  @VersionColumn() version: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
  @Column('timestamptz', { name: 'published_at', nullable: true }) publishedAt: Date | null;
  /** The venue version enrichment phase 1 last processed, and when. */
  @Column('integer', { name: 'phase1_version', nullable: true }) phase1Version: number | null;
  @Column('timestamptz', { name: 'phase1_at', nullable: true }) phase1At: Date | null;
  /** The venue version enrichment phase 2 last processed, and when. */
  @Column('integer', { name: 'phase2_version', nullable: true }) phase2Version: number | null;
  @Column('timestamptz', { name: 'phase2_at', nullable: true }) phase2At: Date | null;
}
