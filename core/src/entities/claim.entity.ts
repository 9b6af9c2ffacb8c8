import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type ClaimProofType = 'email_domain' | 'dns_txt' | 'doc';
export type ClaimStatus = 'submitted' | 'under-review' | 'approved' | 'rejected';

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
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
