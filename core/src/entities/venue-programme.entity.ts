import type { Tier } from '@venue-finder/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A venue's totals in the verification programme, written in the transaction of each verification
 * or revocation, so leaderboards rank by an index instead of summing every verification.
 */
@Entity('venue_programme')
export class VenueProgramme {
  @PrimaryColumn('uuid', { name: 'venue_id' }) venueId: string;
  @Column('integer', { name: 'total_points', default: 0 }) totalPoints: number;
  @Column('integer', { name: 'verified_items', default: 0 }) verifiedItems: number;
  @Column('integer', { name: 'badges_count', default: 0 }) badgesCount: number;
  @Column('text', { default: 'bronze' }) tier: Tier;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
}
