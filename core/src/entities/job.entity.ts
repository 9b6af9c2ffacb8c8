import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type JobStatus = 'queued' | 'running' | 'failed' | 'done' | 'abandoned';

/** A unit of background work in the one job queue (migration 0012; core/src/jobs/job-queue.repository.ts). */
@Entity('jobs')
export class Job {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id: string;
  @Column('text') kind: string;
  @Column('jsonb', { default: () => "'{}'" }) payload: Record<string, unknown>;
  @Column('text', { name: 'dedupe_key', nullable: true }) dedupeKey: string | null;
  @Column('text', { default: 'queued' }) status: JobStatus;
  @Column('integer', { default: 0 }) attempts: number;
  @Column('integer', { name: 'max_attempts', default: 5 }) maxAttempts: number;
  @Column('timestamptz', { name: 'available_at' }) availableAt: Date;
  @Column('text', { name: 'last_error', nullable: true }) lastError: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'finished_at', nullable: true }) finishedAt: Date | null;
}
