import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxEventType = 'venue.upserted' | 'venue.deleted';

@Entity('outbox')
export class OutboxMessage {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id: string;
  @Column('text', { name: 'aggregate_type' }) aggregateType: string;
  @Column('uuid', { name: 'aggregate_id' }) aggregateId: string;
  @Column('text', { name: 'event_type' }) eventType: OutboxEventType;
  @Column('jsonb', { default: () => "'{}'" }) payload: Record<string, unknown>;
  @Column('integer', { default: 0 }) attempts: number;
  @Column('timestamptz', { name: 'available_at' }) availableAt: Date;
  @Column('text', { name: 'last_error', nullable: true }) lastError: string | null;
  @Column('timestamptz', { name: 'processed_at', nullable: true }) processedAt: Date | null;
  @Column('timestamptz', { name: 'abandoned_at', nullable: true }) abandonedAt: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
