import type { ClaimProofType, ClaimStatus } from '@venue-finder/contract';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('claims')
export class Claim {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'venue_id' }) venueId: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('citext') email: string;
  @Column('text', { name: 'proof_type' }) proofType: ClaimProofType;
  @Column('text', { name: 'proof_value' }) proofValue: string;
  @Column('text', { name: 'dns_token', nullable: true }) dnsToken: string | null;
  @Column('boolean', { name: 'auto_fast_tracked', default: false }) autoFastTracked: boolean;
  @Column('text', { default: 'submitted' }) status: ClaimStatus;
  @Column('text', { default: '' }) notes: string;
  @Column('uuid', { name: 'reviewed_by', nullable: true }) reviewedBy: string | null;
  /** The domain the proof is about (the venue website's, else the claimant's e-mail domain). */
  @Column('text', { nullable: true }) domain: string | null;
  @Column('timestamptz', { name: 'dns_verified_at', nullable: true }) dnsVerifiedAt: Date | null;
  @Column('integer', { name: 'dns_checks', default: 0 }) dnsChecks: number;
  /** When the scheduled re-check is due; null once verified, decided or given up. */
  @Column('timestamptz', { name: 'dns_next_check_at', nullable: true }) dnsNextCheckAt: Date | null;
  @Column('timestamptz', { name: 'reviewed_at', nullable: true }) reviewedAt: Date | null;
  /** Set when the owner withdrew it before a decision. */
  @Column('timestamptz', { name: 'withdrawn_at', nullable: true }) withdrawnAt: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
}
