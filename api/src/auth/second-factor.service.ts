// Administrators' second factor: a TOTP app, with ten single-use recovery codes. It owns the
// "pending second factor" challenge a browser holds between the password step and the code step
// (hashed, short-lived, single use, in an HttpOnly cookie: no session until the step is done),
// enrolment on first sign-in, the code step, and the signed-in administrator's changes (each
// asking for the password again). Every code or password checked here counts toward the same
// lock-out as the password step, and a code once accepted is never accepted again.
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiConfig } from '../config/api-config';
import { AuthException } from './auth.exception';
import { Clock } from '../kernel/clock';
import { PasswordHashing } from './password-hashing';
import { SecondFactorRepository } from './second-factor.repository';
import { hashSecretToken, newSecretToken } from '../kernel/secret-token';
import type { SessionUser } from '../kernel/session-user';
import { SignInAudit } from './sign-in-audit';
import { SignInThrottle } from './sign-in-throttle';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUri, qrCodeSvg } from './totp';
import { type StoredUser, UserRepository } from './user.repository';

/** How long the code step (or enrolment on first sign-in) may take after the password. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
const ENROLMENT_TTL_MS = 15 * 60_000;

export interface EnrolmentKey {
  secret: string;
  otpauthUri: string;
  qrCodeSvg: string;
}

export interface SecondFactorStatus {
  enrolled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

const withoutPassword = ({ passwordHash: _passwordHash, ...user }: StoredUser): SessionUser => user;

@Injectable()
export class SecondFactorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly factors: SecondFactorRepository,
    private readonly users: UserRepository,
    private readonly passwords: PasswordHashing,
    private readonly throttle: SignInThrottle,
    private readonly audit: SignInAudit,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
  ) {}

  async isEnrolled(userId: string): Promise<boolean> {
    return (await this.factors.factorOf(userId)) !== null;
  }

  /** After a correct password: the value for the browser's cookie (only its hash is kept). */
  async startChallenge(userId: string): Promise<string> {
    const token = newSecretToken();
    const now = this.clock.now();
    await this.factors.createChallenge(hashSecretToken(token), userId, now, new Date(now.getTime() + CHALLENGE_TTL_MS));
    return token;
  }

  /** Enrolment on first sign-in: a new key for the administrator the challenge belongs to. */
  async startSignInEnrolment(challenge: string | null): Promise<EnrolmentKey> {
    const user = await this.challengeUser(challenge);
    if (await this.isEnrolled(user.id)) throw AuthException.alreadyEnrolled();
    return this.newEnrolment(user);
  }

  /**
   * Confirms the new key with a code from it: the factor is enrolled, the challenge ends and the
   * administrator is signed in; answers the recovery codes (shown this once).
   */
  async confirmSignInEnrolment(
    challenge: string | null,
    code: string,
    client: string,
  ): Promise<{ user: SessionUser; recoveryCodes: string[] }> {
    const user = await this.challengeUser(challenge);
    await this.throttle.attempt(user.email, client);
    const recoveryCodes = await this.dataSource.transaction(async (tx) => {
      if (await this.factors.factorOf(user.id, tx)) throw AuthException.alreadyEnrolled();
      const codes = await this.enrolFromPendingKey(user, code, tx);
      if (!(await this.factors.endChallenge(hashSecretToken(challenge!), tx)))
        throw AuthException.secondFactorExpired();
      await this.audit.signedIn(tx, user.id, 'password', 'totp');
      return codes;
    });
    await this.throttle.succeeded(user.email, client);
    return { user: withoutPassword(user), recoveryCodes };
  }

  /** The code step: a code from the app, or a recovery code (spent). Ends the challenge. */
  async completeSignIn(
    challenge: string | null,
    answer: { code?: string; recoveryCode?: string },
    client: string,
  ): Promise<SessionUser> {
    if (!answer.code && !answer.recoveryCode) throw AuthException.codeMissing();
    const user = await this.challengeUser(challenge);
    await this.throttle.attempt(user.email, client);
    const challengeHash = hashSecretToken(challenge!);
    if (answer.code) {
      const factor = await this.factors.factorOf(user.id);
      if (!factor) throw AuthException.notEnrolled();
      await this.acceptCode(user, factor.secret, answer.code, factor.lastUsedStep, async (step, tx) => {
        if (!(await this.factors.spendStep(user.id, step, tx))) return false;
        if (!(await this.factors.endChallenge(challengeHash, tx))) throw AuthException.secondFactorExpired();
        await this.audit.signedIn(tx, user.id, 'password', 'totp');
        return true;
      });
    } else {
      const spent = await this.dataSource.transaction(async (tx) => {
        const now = this.clock.now();
        if (!(await this.factors.spendRecoveryCode(user.id, hashRecoveryCode(answer.recoveryCode!), now, tx)))
          return false;
        if (!(await this.factors.endChallenge(challengeHash, tx))) throw AuthException.secondFactorExpired();
        await this.audit.recoveryCodeUsed(tx, user.id, await this.factors.recoveryCodesLeft(user.id, tx));
        await this.audit.signedIn(tx, user.id, 'password', 'recovery_code');
        return true;
      });
      if (!spent) {
        await this.audit.signInFailed(this.dataSource, user.id, 'password', 'wrong_recovery_code');
        throw AuthException.wrongRecoveryCode();
      }
    }
    await this.throttle.succeeded(user.email, client);
    return withoutPassword(user);
  }

  async status(user: SessionUser): Promise<SecondFactorStatus> {
    return {
      enrolled: await this.isEnrolled(user.id),
      required: this.config.auth.adminTotp === 'required',
      recoveryCodesLeft: await this.factors.recoveryCodesLeft(user.id),
    };
  }

  /** A signed-in administrator sets up (or replaces) the factor: a new key, after the password. */
  async startEnrolment(user: SessionUser, password: string, client: string): Promise<EnrolmentKey> {
    const stored = await this.confirmPassword(user, password, client);
    return this.newEnrolment(stored);
  }

  /** Confirms the new key with a code; it replaces any factor the administrator had. */
  async confirmEnrolment(user: SessionUser, code: string, client: string): Promise<string[]> {
    const stored = (await this.users.findById(user.id))!;
    await this.throttle.attempt(stored.email, client);
    const codes = await this.dataSource.transaction((tx) => this.enrolFromPendingKey(stored, code, tx));
    await this.throttle.succeeded(stored.email, client);
    return codes;
  }

  async remove(user: SessionUser, password: string, client: string): Promise<void> {
    if (this.config.auth.adminTotp === 'required') throw AuthException.secondFactorRequired();
    await this.confirmPassword(user, password, client);
    await this.dataSource.transaction(async (tx) => {
      if (!(await this.factors.remove(user.id, tx))) throw AuthException.notEnrolled();
      await this.audit.factorRemoved(tx, user.id);
    });
  }

  async regenerateRecoveryCodes(user: SessionUser, password: string, client: string): Promise<string[]> {
    await this.confirmPassword(user, password, client);
    const codes = newRecoveryCodes();
    await this.dataSource.transaction(async (tx) => {
      if (!(await this.factors.factorOf(user.id, tx))) throw AuthException.notEnrolled();
      await this.factors.replaceRecoveryCodes(user.id, codes.map(hashRecoveryCode), tx);
      await this.audit.recoveryCodesRegenerated(tx, user.id);
    });
    return codes;
  }

  private async challengeUser(challenge: string | null): Promise<StoredUser> {
    const userId = challenge ? await this.factors.challengeUser(hashSecretToken(challenge), this.clock.now()) : null;
    const user = userId ? await this.users.findById(userId) : null;
    if (!user || user.userType !== 'admin') throw AuthException.secondFactorExpired();
    return user;
  }

  private async newEnrolment(user: StoredUser): Promise<EnrolmentKey> {
    const secret = newTotpSecret();
    await this.factors.startEnrolment(user.id, secret, new Date(this.clock.now().getTime() + ENROLMENT_TTL_MS));
    const uri = otpauthUri(secret, user.email);
    return { secret, otpauthUri: uri, qrCodeSvg: await qrCodeSvg(uri) };
  }

  /** In `tx`: checks the code against the pending key, enrols it with new recovery codes, audits. */
  private async enrolFromPendingKey(user: StoredUser, code: string, tx: EntityManager) {
    const secret = await this.factors.enrolmentOf(user.id, this.clock.now(), tx);
    if (!secret) throw AuthException.enrolmentExpired();
    const step = await matchingStep(secret, normaliseCode(code), this.clock.now(), null);
    if (step === null) {
      await this.audit.signInFailed(this.dataSource, user.id, 'password', 'wrong_code');
      throw AuthException.wrongCode();
    }
    const replaced = (await this.factors.factorOf(user.id, tx)) !== null;
    const codes = newRecoveryCodes();
    // The confirming code's step is spent: it cannot sign in again.
    await this.factors.enrol(user.id, secret, step, codes.map(hashRecoveryCode), this.clock.now(), tx);
    await this.audit.factorEnrolled(tx, user.id, replaced);
    return codes;
  }

  /**
   * Checks a code from the app; `spend` records its step in a transaction (false: already spent,
   * a replay). Wrong and replayed codes are audited and refused.
   */
  private async acceptCode(
    user: StoredUser,
    secret: string,
    code: string,
    lastUsedStep: number | null,
    spend: (step: number, tx: EntityManager) => Promise<boolean>,
  ): Promise<void> {
    const now = this.clock.now();
    const fresh = await matchingStep(secret, normaliseCode(code), now, lastUsedStep);
    if (fresh === null) {
      // A code that matches a step already spent is a replay; tell the person to wait for the next one.
      const replayed = lastUsedStep !== null && (await matchingStep(secret, normaliseCode(code), now, null)) !== null;
      await this.audit.signInFailed(this.dataSource, user.id, 'password', replayed ? 'replayed_code' : 'wrong_code');
      throw replayed ? AuthException.replayedCode() : AuthException.wrongCode();
    }
    const accepted = await this.dataSource.transaction((tx) => spend(fresh, tx));
    if (!accepted) {
      await this.audit.signInFailed(this.dataSource, user.id, 'password', 'replayed_code');
      throw AuthException.replayedCode();
    }
  }

  /** The password asked for again; counts toward the lock-out like any other check. */
  private async confirmPassword(user: SessionUser, password: string, client: string): Promise<StoredUser> {
    const stored = (await this.users.findById(user.id))!;
    await this.throttle.attempt(stored.email, client);
    if (!(await this.passwords.verify(password, stored.passwordHash))) throw AuthException.wrongPassword();
    await this.throttle.succeeded(stored.email, client);
    return stored;
  }
}

function normaliseCode(code: string): string {
  return code.replace(/\s/g, '');
}
