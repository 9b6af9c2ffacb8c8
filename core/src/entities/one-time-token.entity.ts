import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
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
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
