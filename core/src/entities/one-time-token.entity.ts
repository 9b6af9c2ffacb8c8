import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { UserType } from '@venue-finder/contract';

export type OneTimeTokenPurpose = 'magic_link' | 'password_reset';

@Entity('one_time_tokens')
export class OneTimeToken {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('bytea', { name: 'token_hash', unique: true }) tokenHash: Buffer;
  @Column('text') purpose: OneTimeTokenPurpose;
  @Column('citext') email: string;
  @Column('text', { name: 'user_type' }) userType: UserType;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt: Date | null;
  /** The SHA-256 of the asking browser's cookie (magic links): opened elsewhere, a click confirms. */
  @Column('bytea', { name: 'browser_hash', nullable: true }) browserHash: Buffer | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
