// Moves this process's activity counts to the database: every ANALYTICS_FLUSH_MS (5 s by default)
// and once more when the api stops (after the last request has been answered, before the database
// closes), each time in one batched upsert. A flush that fails puts its counts back to be tried
// again with the next one, so a database blip delays figures instead of losing them; counts still
// held when a process is killed outright are lost (at most one interval's worth).
//
// A timer of its own, not the job queue: the counts live in this process's memory, so every
// process must flush its own, not once across all of them.
import { type BeforeApplicationShutdown, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ApiConfig } from '../config/api-config';
import { VenueActivityCounter } from './venue-activity-counter';
import { VenueActivityRepository } from './venue-activity.repository';

@Injectable()
export class VenueActivityFlusher implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Analytics');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly counter: VenueActivityCounter,
    private readonly repository: VenueActivityRepository,
    private readonly config: ApiConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.config.analytics.flushMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Adds what was counted since the last flush to the database (one at a time). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    this.running = this.flushOnce().finally(() => (this.running = undefined));
    await this.running;
  }

  private async flushOnce(): Promise<void> {
    const dropped = this.counter.takeDropped();
    if (dropped > 0) this.logger.warn(`${dropped} activity events were not counted: too many venue-days waiting.`);
    const buckets = this.counter.take();
    if (buckets.length === 0) return;
    try {
      await this.repository.add(buckets);
    } catch (error) {
      this.counter.restore(buckets);
      this.logger.warn(
        `Could not add ${buckets.length} venue-days of activity; trying again with the next flush: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
  }
}
