import type { RegistrationStatus } from '@venue-finder/contract';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('registrations')
export class Registration {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('citext') email: string;
  @Column('text', { default: '' }) name: string;
  @Column('text', { default: '' }) org: string;
  @Column('jsonb', { name: 'venue_data', default: () => "'{}'" }) venueData: Record<string, unknown>;
  @Column('text', { default: 'draft' }) status: RegistrationStatus;
  @Column('uuid', { name: 'venue_id', nullable: true }) venueId: string | null;
  @Column('uuid', { name: 'reviewed_by', nullable: true }) reviewedBy: string | null;
  /** Bumped by every save; a save from an older version is refused (two tabs). */
  @Column('integer', { default: 1 }) version: number;
  /** The wizard step (0-based) the owner was on at the last save. */
  @Column('integer', { default: 0 }) step: number;
  @Column('text', { name: 'rejection_reason', default: '' }) rejectionReason: string;
  @Column('timestamptz', { name: 'submitted_at', nullable: true }) submittedAt: Date | null;
  @Column('timestamptz', { name: 'reviewed_at', nullable: true }) reviewedAt: Date | null;
  /** The rejected registration this draft corrects, when it reopens one. */
  @Column('uuid', { name: 'reopened_from', nullable: true }) reopenedFrom: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
}
