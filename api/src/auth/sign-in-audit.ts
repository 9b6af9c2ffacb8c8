// The one place that writes sign-in events to the audit log, in the vocabulary every module
// reading them shares (entity 'user', entity id the user's id, the user as the actor):
// auth.signed_in, auth.sign_in_failed, auth.sign_in_refused, auth.password_reset,
// auth.factor_enrolled, auth.factor_removed, auth.recovery_code_used and
// auth.recovery_codes_regenerated. Each is written in the transaction of the event where there is
// one, so the row exists if and only if the event happened.
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditLog } from '../kernel/audit-log';

type Queryable = Pick<EntityManager, 'query'>;

export type SignInMethod = 'password' | 'magic_link';
export type SecondFactorMethod = 'totp' | 'recovery_code';
/** Why a sign-in step failed: a wrong password or code, or an account locked by earlier failures. */
export type SignInFailure = 'wrong_password' | 'wrong_code' | 'replayed_code' | 'wrong_recovery_code' | 'locked_out';

@Injectable()
export class SignInAudit {
  constructor(private readonly audit: AuditLog) {}

  signedIn(db: Queryable, userId: string, method: SignInMethod, secondFactor?: SecondFactorMethod): Promise<void> {
    return this.record(db, userId, 'auth.signed_in', {
      method,
      ...(secondFactor ? { second_factor: secondFactor } : {}),
    });
  }

  signInFailed(db: Queryable, userId: string, method: SignInMethod, reason: SignInFailure): Promise<void> {
    return this.record(db, userId, 'auth.sign_in_failed', { method, reason });
  }

  /** A sign-in the account may not make at all (a suspended account). */
  signInRefused(db: Queryable, userId: string, method: SignInMethod, reason: string): Promise<void> {
    return this.record(db, userId, 'auth.sign_in_refused', { method, reason });
  }

  passwordReset(db: Queryable, userId: string): Promise<void> {
    return this.record(db, userId, 'auth.password_reset', { via: 'reset_link' });
  }

  factorEnrolled(db: Queryable, userId: string, replacedExisting: boolean): Promise<void> {
    return this.record(db, userId, 'auth.factor_enrolled', { factor: 'totp', replaced_existing: replacedExisting });
  }

  factorRemoved(db: Queryable, userId: string): Promise<void> {
    return this.record(db, userId, 'auth.factor_removed', { factor: 'totp' });
  }

  recoveryCodeUsed(db: Queryable, userId: string, codesLeft: number): Promise<void> {
    return this.record(db, userId, 'auth.recovery_code_used', { codes_left: codesLeft });
  }

  recoveryCodesRegenerated(db: Queryable, userId: string): Promise<void> {
    return this.record(db, userId, 'auth.recovery_codes_regenerated', { codes: 10 });
  }

  private record(db: Queryable, userId: string, action: string, after: Record<string, unknown>): Promise<void> {
    return this.audit.record(db, { actorId: userId, action, entityType: 'user', entityId: userId, after });
  }
}
