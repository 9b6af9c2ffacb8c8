// Drops what sign-in leaves behind once it can no longer be used: ended sessions, expired or
// used links, and failure counters long forgotten. Every ten minutes; any api process may run it.
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Clock } from './clock';
import { LoginThrottleRepository } from './login-throttle.repository';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { SessionRepository } from './session.repository';

const INTERVAL = 'auth-housekeeping';
const EVERY_MS = 10 * 60_000;
const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60_000;

@Injectable()
export class AuthHousekeeping implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AuthHousekeeping.name);

  constructor(
    private readonly sessions: SessionRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly throttles: LoginThrottleRepository,
    private readonly scheduler: SchedulerRegistry,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduler.addInterval(
      INTERVAL,
      setInterval(() => void this.prune(), EVERY_MS),
    );
  }

  beforeApplicationShutdown(): void {
    if (this.scheduler.doesExist('interval', INTERVAL)) this.scheduler.deleteInterval(INTERVAL);
  }

  async prune(): Promise<void> {
    const now = this.clock.now();
    try {
      await this.sessions.pruneExpired(now);
      await this.tokens.pruneEnded(now);
      await this.throttles.pruneForgotten(new Date(now.getTime() - FORGET_FAILURES_AFTER_MS));
    } catch (error) {
      this.logger.warn(`Pruning sign-in records failed: ${(error as Error).message}`);
    }
  }
}
