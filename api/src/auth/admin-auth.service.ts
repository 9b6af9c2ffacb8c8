// Administrators sign in with a password. Failed attempts are counted per account and per
// client; past a few, the key is locked for growing periods and even a correct password is
// refused until the lock ends. Resetting a password goes through a mailed, single-use link, and
// ends every session the administrator had.
import { Injectable, Logger } from '@nestjs/common';
import { passwordProblem, routeHref } from '@venue-finder/contract';
import { DataSource } from 'typeorm';
import { ApiConfig } from '../config/api-config';
import { MailQueue } from '../kernel/mail/mail-queue';
import { RateLimiter } from '../rate-limit';
import { passwordChangedMail, passwordResetMail } from './auth-mails';
import { AuthException } from './auth.exception';
import { Clock } from '../kernel/clock';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { PasswordHashing } from './password-hashing';
import { hashSecretToken, linkCarrying, newSecretToken } from '../kernel/secret-token';
import type { SessionUser } from '../kernel/session-user';
import { SessionService } from './session.service';
import { SecondFactorService } from './second-factor.service';
import { SignInAudit } from './sign-in-audit';
import { SignInThrottle } from './sign-in-throttle';
import { UserRepository } from './user.repository';

/** What the password step leads to: a session, or a second step the browser holds a challenge for. */
export type PasswordStepOutcome =
  { step: 'signed_in'; user: SessionUser; offerEnrolment: boolean } | { step: 'enrol' | 'code'; challenge: string };

const RESET_PER_EMAIL = { limit: 3, windowMs: 15 * 60_000 };
const RESET_PER_CLIENT = { limit: 20, windowMs: 15 * 60_000 };
/**
 * Sign-in attempts of one client after which an address with no password is no longer checked
 * against the decoy hash: the answer is then timed, not hashed (see password-hashing.ts).
 */
const DECOYS_PER_CLIENT = { limit: 10, windowMs: 15 * 60_000 };
/** Completing a reset costs a memory-hard hash: few tries per client. */
const RESET_COMPLETE_PER_CLIENT = { limit: 10, windowMs: 15 * 60_000 };

@Injectable()
export class AdminAuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserRepository,
    private readonly throttle: SignInThrottle,
    private readonly secondFactor: SecondFactorService,
    private readonly audit: SignInAudit,
    private readonly tokens: OneTimeTokenRepository,
    private readonly sessions: SessionService,
    private readonly mail: MailQueue,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
    private readonly passwords: PasswordHashing,
  ) {}

  private readonly logger = new Logger('AdminAuthService');

  /**
   * The password step. Every address costs one password check (a decoy hash when it has no
   * password, or as long as one takes once the client's decoys or their share of the hashing are
   * used up), so the time taken does not tell administrator addresses apart. An administrator
   * with a second factor, or any administrator where it is required, leaves with a challenge for
   * the code or enrolment step and no session; the account's failure count is not reset until
   * that step is done, so wrong codes count toward the same lock-out.
   */
  async logIn(email: string, password: string, client: string): Promise<PasswordStepOutcome> {
    // Counted before the password is checked, so parallel guesses cannot outrun the lock; a lock
    // is written down once, at its first refused attempt.
    await this.throttle.attempt(email, client, async () => {
      const locked = await this.users.findByEmail(email);
      if (locked?.userType === 'admin')
        await this.audit.signInFailed(this.dataSource, locked.id, 'password', 'locked_out');
    });
    const user = await this.users.findByEmail(email);
    const stored = user?.userType === 'admin' ? user.passwordHash : null;
    // Counted for every address alike (the same statements whoever is asked for); the count
    // decides only whether an unknown address is checked against the decoy.
    const decoyAllowed = await this.limiter.allows('sign-in-decoy:client', client, DECOYS_PER_CLIENT);
    const matches = await this.passwords.verify(password, stored, decoyAllowed);
    if (!user || !matches) {
      if (user?.userType === 'admin')
        await this.audit.signInFailed(this.dataSource, user.id, 'password', 'wrong_password');
      throw AuthException.invalidCredentials();
    }
    // Only the right password learns of a suspension, so the answer gives no account away.
    if (user.suspendedAt) {
      await this.audit.signInRefused(this.dataSource, user.id, 'password', 'suspended');
      throw AuthException.accountSuspended(this.config.mail.supportAddress);
    }
    if (this.passwords.needsRehash(stored!))
      await this.users.setPasswordHash(user.id, await this.passwords.hash(password), this.clock.now());
    const { passwordHash: _passwordHash, suspendedAt: _suspendedAt, ...sessionUser } = user;
    const enrolled = await this.secondFactor.isEnrolled(user.id);
    if (enrolled || this.config.auth.adminTotp === 'required') {
      return { step: enrolled ? 'code' : 'enrol', challenge: await this.secondFactor.startChallenge(user.id) };
    }
    await this.throttle.succeeded(email, client);
    await this.audit.signedIn(this.dataSource, user.id, 'password');
    return { step: 'signed_in', user: sessionUser, offerEnrolment: true };
  }

  /**
   * Mails a reset link to an administrator; the answer is the same for any address. The response
   * does the same work for every address (the limits, one token written); looking the address up
   * and queueing the mail happen after the answer has gone, so its timing tells nothing.
   */
  async startReset(email: string, client: string): Promise<void> {
    await this.limiter.consume('password-reset:client', client, RESET_PER_CLIENT, 'password reset requests');
    await this.limiter.consumePerAddress(
      'password-reset:email',
      email,
      RESET_PER_EMAIL,
      'password reset requests for this address',
    );
    const token = newSecretToken();
    const issuedAt = this.clock.now();
    const expiresAt = new Date(issuedAt.getTime() + this.config.auth.linkTtlMs);
    await this.tokens.issue({
      tokenHash: hashSecretToken(token),
      purpose: 'password_reset',
      email,
      userType: 'admin',
      issuedAt,
      expiresAt,
    });
    setImmediate(() => {
      this.mailResetLink(email, token).catch((error: unknown) =>
        this.logger.error(`A password reset mail could not be queued: ${String(error)}`),
      );
    });
  }

  /** Queues the reset mail if the address is an administrator's (after the answer: see startReset). */
  async mailResetLink(email: string, token: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const user = await this.users.findByEmail(email, tx);
      if (user?.userType !== 'admin') return;
      const link = linkCarrying(this.config.absoluteUrl(routeHref('adminReset', {})), token);
      await this.mail.enqueue(tx, [passwordResetMail(user.email, link)]);
    });
    this.mail.dispatchSoon();
  }

  /** Sets the new password, ends every session of the account and lifts its lock. */
  async completeReset(token: string, newPassword: string, client: string): Promise<void> {
    await this.limiter.consume(
      'password-reset-complete:client',
      client,
      RESET_COMPLETE_PER_CLIENT,
      'attempts to set a new password',
    );
    const problem = passwordProblem(newPassword);
    if (problem) throw AuthException.weakPassword(problem);
    // The link is checked before the costly hash, so a made-up token costs one indexed read.
    if (!(await this.tokens.isLive(hashSecretToken(token), 'password_reset', this.clock.now())))
      throw AuthException.invalidResetLink();
    const passwordHash = await this.passwords.hash(newPassword);
    const user = await this.dataSource.transaction(async (tx) => {
      const taken = await this.tokens.take(hashSecretToken(token), 'password_reset', this.clock.now(), tx);
      const found = taken ? await this.users.findByEmail(taken.email, tx) : null;
      if (!found || found.userType !== 'admin') throw AuthException.invalidResetLink();
      await this.users.setPasswordHash(found.id, passwordHash, this.clock.now(), tx);
      // Every other link still out for this address (a reset mailed twice, a sign-in link) ends
      // with the old password, and the administrator hears that the password changed.
      await this.tokens.revokeAllFor(taken!.email, this.clock.now(), tx);
      await this.mail.enqueue(tx, [passwordChangedMail(found.email, `${this.config.publicUrl}/admin/reset`)]);
      await this.audit.passwordReset(tx, found.id);
      return found;
    });
    this.mail.dispatchSoon();
    await this.sessions.revokeAll(user.id);
    await this.throttle.clear(user.email);
  }
}
