// Administrators sign in with a password. Failed attempts are counted per account and per
// client; past a few, the key is locked for growing periods and even a correct password is
// refused until the lock ends. Resetting a password goes through a mailed, single-use link, and
// ends every session the administrator had.
import { Injectable } from '@nestjs/common';
import { passwordProblem } from '@venue-finder/contract';
import { DataSource } from 'typeorm';
import { ApiConfig } from '../config/api-config';
import { MailQueue } from '../mail/mail-queue';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { passwordChangedMail, passwordResetMail } from './auth-mails';
import { AuthException } from './auth.exception';
import { Clock } from './clock';
import { LoginThrottleRepository, type ThrottlePolicy } from './login-throttle.repository';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { PasswordHashing } from './password-hashing';
import { hashSecretToken, newSecretToken } from './secret-token';
import type { SessionUser } from './session.repository';
import { SessionService } from './session.service';
import { UserRepository } from './user.repository';

const ACCOUNT_THROTTLE: ThrottlePolicy = {
  allowance: 5,
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  memoryMs: 60 * 60_000,
};
const CLIENT_THROTTLE: ThrottlePolicy = { ...ACCOUNT_THROTTLE, allowance: 20 };
const RESET_PER_EMAIL = { limit: 3, windowMs: 15 * 60_000 };
const RESET_PER_CLIENT = { limit: 20, windowMs: 15 * 60_000 };
/** Completing a reset costs a memory-hard hash: few tries per client. */
const RESET_COMPLETE_PER_CLIENT = { limit: 10, windowMs: 15 * 60_000 };

@Injectable()
export class AdminAuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserRepository,
    private readonly throttles: LoginThrottleRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly sessions: SessionService,
    private readonly mail: MailQueue,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
    private readonly passwords: PasswordHashing,
  ) {}

  async logIn(email: string, password: string, client: string): Promise<SessionUser> {
    const account = { key: `account:${email.toLowerCase()}`, policy: ACCOUNT_THROTTLE };
    const fromClient = { key: `client:${client}`, policy: CLIENT_THROTTLE };
    const now = this.clock.now();
    // Counted before the password is checked, so parallel guesses cannot outrun the lock.
    const lockedUntil = await this.throttles.countAttempt([account, fromClient], now);
    if (lockedUntil)
      throw AuthException.lockedOut(Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)));
    const user = await this.users.findByEmail(email);
    const stored = user?.userType === 'admin' ? user.passwordHash : null;
    if (!user || !(await this.passwords.verify(password, stored))) throw AuthException.invalidCredentials();
    await this.throttles.succeeded(account.key, fromClient);
    // Only the right password learns of a suspension, so the answer gives no account away.
    if (user.suspendedAt) throw AuthException.accountSuspended(this.config.mail.supportAddress);
    if (this.passwords.needsRehash(stored!))
      await this.users.setPasswordHash(user.id, await this.passwords.hash(password));
    const { passwordHash: _passwordHash, suspendedAt: _suspendedAt, ...sessionUser } = user;
    return sessionUser;
  }

  /** Mails a reset link to an administrator; the answer is the same for any address. */
  async startReset(email: string, client: string): Promise<void> {
    await this.limiter.consume('password-reset:client', client, RESET_PER_CLIENT, 'password reset requests');
    await this.limiter.consume(
      'password-reset:email',
      email,
      RESET_PER_EMAIL,
      'password reset requests for this address',
    );
    const token = newSecretToken();
    const expiresAt = new Date(this.clock.now().getTime() + this.config.auth.linkTtlMs);
    await this.dataSource.transaction(async (tx) => {
      const user = await this.users.findByEmail(email, tx);
      const isAdmin = user?.userType === 'admin';
      await this.tokens.issue(
        { tokenHash: hashSecretToken(token), purpose: 'password_reset', email, userType: 'admin', expiresAt },
        tx,
      );
      if (!isAdmin) return;
      const link = `${this.config.publicUrl}/admin/reset?token=${encodeURIComponent(token)}`;
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
      await this.users.setPasswordHash(found.id, passwordHash, tx);
      // Every other link still out for this address (a reset mailed twice, a sign-in link) ends
      // with the old password, and the administrator hears that the password changed.
      await this.tokens.revokeAllFor(taken!.email, this.clock.now(), tx);
      await this.mail.enqueue(tx, [passwordChangedMail(found.email, `${this.config.publicUrl}/admin/reset`)]);
      return found;
    });
    this.mail.dispatchSoon();
    await this.sessions.revokeAll(user.id);
    await this.throttles.clear(`account:${user.email.toLowerCase()}`);
  }
}
