// The lock-out of administrator sign-in, in one place for every step that checks a secret: the
// password, a code from the authenticator app, a recovery code, and the password asked for again
// before a change to the second factor. Each attempt is counted on the account and on the client
// before its secret is checked (login-throttle.repository.ts); a completed sign-in starts the
// account afresh.
import { Injectable } from '@nestjs/common';
import { AuthException } from './auth.exception';
import { Clock } from '../kernel/clock';
import { LoginThrottleRepository, type ThrottlePolicy, type ThrottledKey } from './login-throttle.repository';

const ACCOUNT_THROTTLE: ThrottlePolicy = {
  allowance: 5,
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  memoryMs: 60 * 60_000,
};
const CLIENT_THROTTLE: ThrottlePolicy = { ...ACCOUNT_THROTTLE, allowance: 20 };

const accountKey = (email: string) => `account:${email.toLowerCase()}`;

@Injectable()
export class SignInThrottle {
  constructor(
    private readonly throttles: LoginThrottleRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts an attempt; throws the lock-out (429 with Retry-After) when the account or client is
   * locked. `onFirstRefusal` runs (before the throw) for the first attempt refused under each lock
   * of this account, however many follow: the audit log gets one row per lock, not per attempt.
   */
  async attempt(email: string, client: string, onFirstRefusal?: () => Promise<void>): Promise<void> {
    const now = this.clock.now();
    const lockedUntil = await this.throttles.countAttempt(this.keys(email, client), now);
    if (!lockedUntil) return;
    if (onFirstRefusal && (await this.throttles.firstRefusalUnder(accountKey(email), lockedUntil)))
      await onFirstRefusal();
    throw AuthException.lockedOut(Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)));
  }

  /** The sign-in is complete: the account starts afresh, and the client's attempt is not held against it. */
  async succeeded(email: string, client: string): Promise<void> {
    await this.throttles.succeeded(accountKey(email), this.keys(email, client)[1]!);
  }

  /** After a password reset the account's lock is lifted. */
  async clear(email: string): Promise<void> {
    await this.throttles.clear(accountKey(email));
  }

  private keys(email: string, client: string): ThrottledKey[] {
    return [
      { key: accountKey(email), policy: ACCOUNT_THROTTLE },
      { key: `client:${client}`, policy: CLIENT_THROTTLE },
    ];
  }
}
