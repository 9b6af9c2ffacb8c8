// Runs the jobs of the kinds it has handlers for: polls the queue, runs a batch, records each
// outcome, and goes round again while jobs are due (one drain at a time, CoalescingRunner).
// On stop it claims nothing more and waits for the jobs in hand, so a deploy loses none.
import { CoalescingRunner } from './coalescing-runner';
import type { ClaimedJob, JobQueue } from './job-queue.repository';
import type { RetryPolicy } from './retry-policy';

export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface JobRunnerOptions {
  batchSize: number;
  /** How long a claimed job is this worker's before another may take it (longer than any job). */
  leaseMs: number;
  retry: RetryPolicy;
  /** Told of every failure, with what happens next. */
  onFailure?: (job: ClaimedJob, error: Error, outcome: 'failed' | 'abandoned') => void;
}

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly runner = new CoalescingRunner(() => this.runDueJobs());

  constructor(
    private readonly queue: JobQueue,
    private readonly options: JobRunnerOptions,
  ) {}

  /** Handles jobs of this kind from now on. */
  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  wake(): void {
    this.runner.wake();
  }

  /** Stops claiming and resolves once the jobs in hand are finished. */
  stop(): Promise<void> {
    return this.runner.stop();
  }

  /** Runs every due job and resolves when none is left (shares the one run in progress). */
  async drain(): Promise<void> {
    this.runner.wake();
    await this.runner.whenIdle();
  }

  /** Runs batches until no job of a handled kind is due; never rejects. */
  private async runDueJobs(): Promise<void> {
    const kinds = [...this.handlers.keys()];
    while (kinds.length > 0 && !this.runner.stopping) {
      const jobs = await this.queue.claim(kinds, this.options.batchSize, this.options.leaseMs).catch(() => []);
      if (jobs.length === 0) return;
      await Promise.all(jobs.map((job) => this.run(job)));
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    try {
      await this.handlers.get(job.kind)!(job);
      await this.queue.complete(job.id);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      const outcome = await this.queue.fail(job.id, failure.message, this.options.retry).catch(() => 'failed' as const);
      this.options.onFailure?.(job, failure, outcome);
    }
  }
}
