import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed sign-ins counted per key (an account or an address), and the lock they lead to (migrations 0010, 0052). */
@Entity('login_throttles')
export class LoginThrottle {
  @PrimaryColumn('text') key: string;
  @Column('integer', { default: 0 }) failures: number;
  @Column('timestamptz', { name: 'locked_until', nullable: true }) lockedUntil: Date | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
  /** The lock the audit log has already recorded, so one lock is audited once. */
  @Column('timestamptz', { name: 'lock_audited_until', nullable: true }) lockAuditedUntil: Date | null;
}
