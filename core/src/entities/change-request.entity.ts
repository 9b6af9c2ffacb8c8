import type { ChangeRequestStatus } from '@venue-finder/contract';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('change_requests')
export class ChangeRequest {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'venue_id' }) venueId: string;
  @Column('uuid', { name: 'owner_id' }) ownerId: string;
  @Column('text', { default: 'submitted' }) status: ChangeRequestStatus;
  @Column('jsonb') patch: Record<string, unknown>;
  /** The venue version the owner edited; a newer venue version means a conflict. */
  @Column('integer', { name: 'base_version' }) baseVersion: number;
  @Column('jsonb', { name: 'base_values', default: () => "'{}'" }) baseValues: Record<string, unknown>;
  @Column('text', { name: 'approved_fields', array: true, default: () => "'{}'" }) approvedFields: string[];
  @Column('text', { name: 'rejected_fields', array: true, default: () => "'{}'" }) rejectedFields: string[];
  @Column('text', { name: 'admin_note', default: '' }) adminNote: string;
  @Column('uuid', { name: 'reviewed_by', nullable: true }) reviewedBy: string | null;
  @Column('timestamptz', { name: 'reviewed_at', nullable: true }) reviewedAt: Date | null;
  /** When the owner withdrew it (status withdrawn). */
  @Column('timestamptz', { name: 'withdrawn_at', nullable: true }) withdrawnAt: Date | null;
  /** The venue version applying it produced (none when every field was rejected). */
  @Column('integer', { name: 'applied_version', nullable: true }) appliedVersion: number | null;
  /** Applied over a venue that had changed since the request. */
  @Column('boolean', { name: 'applied_over_conflict', default: false }) appliedOverConflict: boolean;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
