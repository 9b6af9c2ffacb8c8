// Drops what sign-in leaves behind once it can no longer be used: ended sessions, expired or
// used links, timed-out second-factor challenges and enrolments, and failure counters long
// forgotten. A recurring job, every ten minutes, run once across all api processes.
import { Injectable } from '@nestjs/common';
import { Jobs } from '../kernel/jobs/jobs';
import { Clock } from '../kernel/clock';
import { LoginThrottleRepository } from './login-throttle.repository';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { SecondFactorRepository } from './second-factor.repository';
import { SessionRepository } from './session.repository';

const EVERY_MS = 10 * 60_000;
const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60_000;

@Injectable()
export class AuthHousekeeping {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly throttles: LoginThrottleRepository,
    private readonly secondFactors: SecondFactorRepository,
    private readonly clock: Clock,
    jobs: Jobs,
  ) {
    jobs.every('auth.prune', EVERY_MS, () => this.prune());
  }

  async prune(): Promise<void> {
    const now = this.clock.now();
    await this.sessions.pruneExpired(now);
    await this.tokens.pruneEnded(now);
    await this.secondFactors.pruneEnded(now);
    await this.throttles.pruneForgotten(new Date(now.getTime() - FORGET_FAILURES_AFTER_MS));
  }
}
