// Per-client request limits shared by all API replicas (the counters live in PostgreSQL):
// a fixed window of so many requests per bucket, e.g. 20 AI questions per client per 5 minutes.
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { RateLimitException } from './rate-limit.exception';
import { RateLimitRepository } from './rate-limit.repository';

export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

const PRUNE_INTERVAL = 'rate-limit-prune';
const PRUNE_EVERY_MS = 10 * 60 * 1000;

@Injectable()
export class RateLimiter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RateLimiter.name);

  constructor(
    private readonly counters: RateLimitRepository,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  /**
   * Counts one request of `client` against the policy named `name`.
   * @throws RateLimitException (429, with the seconds to wait) beyond the limit.
   */
  async consume(name: string, client: string, policy: RateLimitPolicy, what: string): Promise<void> {
    const { hits, resetsInSeconds } = await this.counters.hit(`${name}:${client}`, policy.windowMs);
    if (hits > policy.limit) throw RateLimitException.tooMany(what, resetsInSeconds);
  }

  onApplicationBootstrap(): void {
    this.scheduler.addInterval(
      PRUNE_INTERVAL,
      setInterval(() => void this.prune(), PRUNE_EVERY_MS),
    );
  }

  beforeApplicationShutdown(): void {
    if (this.scheduler.doesExist('interval', PRUNE_INTERVAL)) this.scheduler.deleteInterval(PRUNE_INTERVAL);
  }

  private async prune(): Promise<void> {
    try {
      await this.counters.pruneEnded();
    } catch (error) {
      this.logger.warn(`Pruning rate-limit counters failed: ${(error as Error).message}`);
    }
  }
}
