import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A fixed-window counter shared by every api process (migration 0006). */
@Entity('rate_limits')
export class RateLimitBucket {
  @PrimaryColumn('text') bucket: string;
  @Column('integer') hits: number;
  @Column('timestamptz', { name: 'reset_at' }) resetAt: Date;
}
