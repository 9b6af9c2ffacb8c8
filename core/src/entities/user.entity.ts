import type { UserType } from '@venue-finder/contract';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('citext', { unique: true }) email: string;
  @Column('text', { default: '' }) name: string;
  @Column('text', { name: 'user_type' }) userType: UserType;
  @Column('text', { array: true, default: () => "'{}'" }) roles: string[];
  @Column('text', { name: 'password_hash', nullable: true }) passwordHash: string | null;
  /** Set while an administrator has suspended the account: it cannot sign in. */
  @Column('timestamptz', { name: 'suspended_at', nullable: true }) suspendedAt: Date | null;
  @Column('text', { name: 'suspended_reason', default: '' }) suspendedReason: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
}
