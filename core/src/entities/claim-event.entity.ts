import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The audit trail of a claim: what happened, who did it, when. */
@Entity('claim_events')
export class ClaimEvent {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id: string;
  @Column('uuid', { name: 'claim_id' }) claimId: string;
  @Column('text') event: string;
  @Column('uuid', { name: 'actor_id', nullable: true }) actorId: string | null;
  @Column('jsonb', { default: () => "'{}'" }) detail: Record<string, unknown>;
  @Column('timestamptz', { name: 'at' }) at: Date;
}
