import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('enrichment_runs')
export class EnrichmentRun {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id: string;
  @Column('smallint') phase: 1 | 2;
  @Column('text', { default: 'running' }) status: 'running' | 'completed' | 'failed';
  @Column('integer', { default: 0 }) total: number;
  @Column('integer', { default: 0 }) done: number;
  @Column('text', { default: '' }) message: string;
  @Column('timestamptz', { name: 'started_at' }) startedAt: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
  @Column('timestamptz', { name: 'finished_at', nullable: true }) finishedAt: Date | null;
}
