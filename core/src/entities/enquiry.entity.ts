import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('enquiries')
export class Enquiry {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') source: string;
  @Column('uuid', { name: 'brief_id', nullable: true }) briefId: string | null;
  @Column('citext') email: string;
  @Column('uuid', { name: 'venue_ids', array: true }) venueIds: string[];
  @Column('text', { default: '' }) notes: string;
  @Column('jsonb', { default: () => "'{}'" }) payload: Record<string, unknown>;
  @Column('text', { name: 'idempotency_key', nullable: true, unique: true }) idempotencyKey: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
