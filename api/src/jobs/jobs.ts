// The api's background jobs: one JobRunner over core's job queue, polled every few seconds and
// drained on shutdown, and `every()` for recurring work. A recurring job is queued with a
// dedupe key per period, so however many api processes run, each period's job runs once; the
// interval only enqueues (@nestjs/schedule never does the work itself).
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { type JobHandler, JobQueue, JobRunner } from '@venue-finder/core';
import { DataSource } from 'typeorm';

const POLL_INTERVAL = 'jobs-poll';
const POLL_EVERY_MS = 5_000;
const FINISHED_KEPT_MS = 7 * 24 * 60 * 60_000;

interface Recurring {
  kind: string;
  everyMs: number;
}

@Injectable()
export class Jobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  readonly queue: JobQueue;
  private readonly runner: JobRunner;
  private readonly recurring: Recurring[] = [];

  constructor(
    dataSource: DataSource,
    private readonly scheduler: SchedulerRegistry,
  ) {
    this.queue = new JobQueue(dataSource);
    this.runner = new JobRunner(this.queue, {
      batchSize: 5,
      leaseMs: 5 * 60_000,
      retry: { baseMs: 10_000, maxDelayMs: 60 * 60_000 },
      onFailure: (job, error, outcome) =>
        this.logger.warn(`Job ${job.id} (${job.kind}), attempt ${job.attempt}: ${error.message}; ${outcome}`),
    });
    // The queue keeps its own history for a week.
    this.every('jobs.prune', 60 * 60_000, async () => {
      await this.queue.pruneFinished(new Date(Date.now() - FINISHED_KEPT_MS));
    });
  }

  /** Runs jobs of this kind in this process. */
  handle(kind: string, handler: JobHandler): void {
    this.runner.handle(kind, handler);
  }

  /** Runs `handler` once every `everyMs` across all api processes. */
  every(kind: string, everyMs: number, handler: JobHandler): void {
    this.handle(kind, handler);
    this.recurring.push({ kind, everyMs });
  }

  onApplicationBootstrap(): void {
    this.scheduler.addInterval(
      POLL_INTERVAL,
      setInterval(() => void this.tick(), POLL_EVERY_MS),
    );
    void this.tick();
  }

  /** Before the database closes: no new claims, the jobs in hand finish. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.scheduler.doesExist('interval', POLL_INTERVAL)) this.scheduler.deleteInterval(POLL_INTERVAL);
    await this.runner.stop();
  }

  /** Queues this period's recurring jobs (once each, whoever asks first), then runs what is due. */
  async tick(now = Date.now()): Promise<void> {
    try {
      await this.queue.enqueue(
        this.recurring.map(({ kind, everyMs }) => ({
          kind,
          dedupeKey: `${kind}:${Math.floor(now / everyMs)}`,
          maxAttempts: 3,
        })),
      );
    } catch (error) {
      this.logger.warn(`Queueing recurring jobs failed: ${(error as Error).message}`);
    }
    this.runner.wake();
  }

  /** Runs every due job now (tests, and a caller who just queued work). */
  drain(): Promise<void> {
    return this.runner.drain();
  }
}
