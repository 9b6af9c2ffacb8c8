// The api's background jobs over core's job queue, and `every()` for recurring work. Jobs run
// in lanes: each lane is its own JobRunner with its own batch size, lease, back-off and poll
// interval, so mail (sign-in links people are waiting for) never queues behind slow work. Every
// lane is drained on shutdown. A recurring job is queued with a dedupe key per period, so however
// many api processes run, each period's job runs once; the interval only enqueues
// (@nestjs/schedule never does the work itself). With RECURRING_JOBS=off (the HTTP specs'
// default) nothing is queued on the interval: the lanes still run what others queue, and
// `tick()` still queues the recurring jobs when a caller asks. Periods are read from the Clock.
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { type JobHandler, JobQueue, JobRunner, type JobRunnerOptions } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import { Clock } from '../clock';
import { ApiConfig } from '../../config/api-config';

/** Retention of the queue's own history: finished jobs are deleted after this many days. */
export const FINISHED_JOBS_KEPT_DAYS = 7;

export interface LaneOptions extends Omit<JobRunnerOptions, 'onFailure'> {
  /** How often the lane looks for due jobs (a retry's back-off ends between two looks). */
  pollMs: number;
}

/** Housekeeping and the like: a few at a time, retried after 10 s, 20 s, … at most hourly. */
export const DEFAULT_LANE = 'default';
const DEFAULT_LANE_OPTIONS: LaneOptions = {
  batchSize: 5,
  leaseMs: 5 * 60_000,
  retry: { baseMs: 10_000, maxDelayMs: 60 * 60_000 },
  pollMs: 5_000,
};

interface Lane {
  runner: JobRunner;
  pollMs: number;
}

interface Recurring {
  kind: string;
  everyMs: number;
}

@Injectable()
export class Jobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  readonly queue: JobQueue;
  private readonly lanes = new Map<string, Lane>();
  private readonly recurring: Recurring[] = [];

  constructor(
    dataSource: DataSource,
    private readonly scheduler: SchedulerRegistry,
    private readonly config: ApiConfig,
    private readonly clock: Clock,
  ) {
    this.queue = new JobQueue(dataSource, clock);
    this.lane(DEFAULT_LANE, DEFAULT_LANE_OPTIONS);
    // The queue keeps its own history for a week.
    this.every('jobs.prune', 60 * 60_000, async () => {
      await this.queue.pruneFinished(new Date(this.clock.now().getTime() - FINISHED_JOBS_KEPT_DAYS * 24 * 60 * 60_000));
    });
  }

  /** Declares a lane (before the application starts): its jobs run apart from every other lane's. */
  lane(name: string, { pollMs, ...options }: LaneOptions): void {
    if (this.lanes.has(name)) throw new Error(`Job lane ${name} is declared twice`);
    const runner = new JobRunner(this.queue, {
      ...options,
      onFailure: (job, error, outcome) =>
        this.logger.warn(`Job ${job.id} (${job.kind}), attempt ${job.attempt}: ${error.message}; ${outcome}`),
    });
    this.lanes.set(name, { runner, pollMs });
  }

  /** Runs jobs of this kind in this process, in the given lane. */
  handle(kind: string, handler: JobHandler, lane = DEFAULT_LANE): void {
    const target = this.lanes.get(lane);
    if (!target) throw new Error(`Job lane ${lane} is not declared`);
    target.runner.handle(kind, handler);
  }

  /** Runs `handler` once every `everyMs` across all api processes. */
  every(kind: string, everyMs: number, handler: JobHandler): void {
    this.handle(kind, handler);
    this.recurring.push({ kind, everyMs });
  }

  onApplicationBootstrap(): void {
    const poll = this.config.recurringJobs ? () => void this.tick() : () => this.wakeAll();
    for (const [name, { runner, pollMs }] of this.lanes) {
      const tick = name === DEFAULT_LANE ? poll : () => runner.wake();
      this.scheduler.addInterval(`jobs-poll:${name}`, setInterval(tick, pollMs));
    }
    poll();
  }

  /** Before the database closes: no new claims, the jobs in hand finish. */
  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Stops every lane (idempotent): resolves when the jobs in hand have finished. */
  async stop(): Promise<void> {
    for (const name of this.lanes.keys()) {
      const interval = `jobs-poll:${name}`;
      if (this.scheduler.doesExist('interval', interval)) this.scheduler.deleteInterval(interval);
    }
    await Promise.all([...this.lanes.values()].map(({ runner }) => runner.stop()));
  }

  /** Queues this period's recurring jobs (once each, whoever asks first), then runs what is due. */
  async tick(now = this.clock.now().getTime()): Promise<void> {
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
    this.wakeAll();
  }

  private wakeAll(): void {
    for (const { runner } of this.lanes.values()) runner.wake();
  }

  /** Looks for due jobs in one lane now (a caller that just queued work there). */
  wake(lane = DEFAULT_LANE): void {
    this.lanes.get(lane)?.runner.wake();
  }

  /** Runs every due job of every lane now (tests, and a caller who just queued work). */
  async drain(): Promise<void> {
    await Promise.all([...this.lanes.values()].map(({ runner }) => runner.drain()));
  }
}
