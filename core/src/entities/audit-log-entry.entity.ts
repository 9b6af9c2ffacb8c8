import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One moderation or admin action: who, what, when, and the values before and after (migration 0018). */
@Entity('audit_log')
export class AuditLogEntry {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id: string;
  /** The acting user; null for the system (a scheduled job, a throttle). */
  @Column('uuid', { name: 'actor_id', nullable: true }) actorId: string | null;
  @Column('text') action: string;
  @Column('text', { name: 'entity_type' }) entityType: string;
  @Column('text', { name: 'entity_id' }) entityId: string;
  @Column('jsonb', { nullable: true }) before: Record<string, unknown> | null;
  @Column('jsonb', { nullable: true }) after: Record<string, unknown> | null;
  /** Given by the writer from the injected clock; the column has no default. */
  @Column('timestamptz') at: Date;
}
