import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** An administrator's enrolled TOTP second factor (migration 0036). */
@Entity('admin_second_factors')
export class AdminSecondFactor {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId: string;
  @Column('text') secret: string;
  /** The last TOTP time step accepted, so a code is never accepted twice. */
  @Column('bigint', { name: 'last_used_step', nullable: true }) lastUsedStep: string | null;
  @Column('timestamptz', { name: 'enrolled_at' }) enrolledAt: Date;
}

/** A TOTP secret offered to an administrator and not yet confirmed with a code. */
@Entity('admin_second_factor_enrolments')
export class AdminSecondFactorEnrolment {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId: string;
  @Column('text') secret: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
}

/** A one-use recovery code, stored as its hash. */
@Entity('admin_recovery_codes')
export class AdminRecoveryCode {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('bytea', { name: 'code_hash' }) codeHash: Buffer;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt: Date | null;
}

/** The step between a correct password and the second factor, held by the hash of its token. */
@Entity('second_factor_challenges')
export class SecondFactorChallenge {
  @PrimaryColumn('bytea', { name: 'token_hash' }) tokenHash: Buffer;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
