// Per-client request limits shared by all API replicas (the counters live in PostgreSQL):
// a fixed window of so many requests per bucket, e.g. 20 AI questions per client per 5 minutes.
import { Injectable } from '@nestjs/common';
import { Clock } from '../kernel/clock';
import { Jobs } from '../kernel/jobs/jobs';
import { mailboxKey } from './mailbox-key';
import { RateLimitException } from './rate-limit.exception';
import { RateLimitRepository } from './rate-limit.repository';

export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;

@Injectable()
export class RateLimiter {
  constructor(
    private readonly counters: RateLimitRepository,
    private readonly clock: Clock,
    jobs: Jobs,
  ) {
    // Counters whose window ended would restart at 1 anyway: a recurring job drops them.
    jobs.every('rate-limit.prune', PRUNE_EVERY_MS, async () => {
      await this.counters.pruneEnded(this.clock.now());
    });
  }

  /**
   * Counts one request of `client` against the policy named `name`.
   * @throws RateLimitException (429, with the seconds to wait) beyond the limit.
   */
  async consume(name: string, client: string, policy: RateLimitPolicy, what: string): Promise<void> {
    const { hits, resetsInSeconds } = await this.counters.hit(`${name}:${client}`, policy.windowMs, this.clock.now());
    if (hits > policy.limit) throw RateLimitException.tooMany(what, resetsInSeconds);
  }

  /**
   * Counts one request for the mailbox `email` reaches (mailboxKey: plus tags and, where the
   * provider ignores them, dots do not make a new allowance). Every limit keyed by an address uses it.
   * @throws RateLimitException (429, with the seconds to wait) beyond the limit.
   */
  consumePerAddress(name: string, email: string, policy: RateLimitPolicy, what: string): Promise<void> {
    return this.consume(name, mailboxKey(email), policy, what);
  }

  /** Counts one request of `client` against the policy named `name`: whether it is within the limit. */
  async allows(name: string, client: string, policy: RateLimitPolicy): Promise<boolean> {
    const { hits } = await this.counters.hit(`${name}:${client}`, policy.windowMs, this.clock.now());
    return hits <= policy.limit;
  }
}
