// The background-job queue over the `jobs` table (migration 0012). Its guarantees:
// - at least once: a job is claimed under a lease; one whose worker died is claimed again when
//   the lease ends, so handlers must be idempotent;
// - never twice at once: claims use FOR UPDATE SKIP LOCKED, so any number of workers share it;
// - bounded retries: a failed attempt is retried after baseMs × 2^(attempts − 1) (at most
//   maxDelayMs), and abandoned after the job's max_attempts, with its last error kept;
// - queued once per dedupe key: asking again while the job exists changes nothing.
// It is the one repository of the `jobs` table; its times come from the Clock it is given.
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../clock';
import { type RetryPolicy, retryDelaySql } from './retry-policy';

type Queryable = Pick<EntityManager, 'query'>;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** A job with this key is queued once (while its row exists). */
  dedupeKey?: string;
  /** Not before this time. */
  runAt?: Date;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

export type JobOutcome = 'failed' | 'abandoned';

export class JobQueue {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock = new Clock(),
  ) {}

  /** Queues jobs (in the caller's transaction when given one); answers how many were new. */
  async enqueue(jobs: NewJob[], db: Queryable = this.dataSource): Promise<number> {
    if (jobs.length === 0) return 0;
    const rows: { id: string }[] = await db.query(
      `INSERT INTO jobs (kind, payload, dedupe_key, available_at, max_attempts, created_at)
       SELECT kind, payload, dedupe_key, coalesce(run_at, $2::timestamptz), coalesce(max_attempts, 5), $2::timestamptz
         FROM jsonb_to_recordset($1::jsonb)
           AS j(kind text, payload jsonb, dedupe_key text, run_at timestamptz, max_attempts integer)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [
        JSON.stringify(
          jobs.map((job) => ({
            kind: job.kind,
            payload: job.payload ?? {},
            dedupe_key: job.dedupeKey ?? null,
            run_at: job.runAt?.toISOString() ?? null,
            max_attempts: job.maxAttempts ?? null,
          })),
        ),
        this.clock.now(),
      ],
    );
    return rows.length;
  }

  /** Claims up to `limit` due jobs of these kinds for `leaseMs`, counting the attempt. */
  async claim(kinds: string[], limit: number, leaseMs: number): Promise<ClaimedJob[]> {
    const [rows]: [
      { id: string; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }[],
      number,
    ] = await this.dataSource.query(
      `UPDATE jobs j
            SET status = 'running', attempts = j.attempts + 1, available_at = $4::timestamptz + $3 * interval '1 millisecond'
           FROM (SELECT id FROM jobs
                  WHERE status IN ('queued', 'running', 'failed') AND available_at <= $4 AND kind = ANY($1)
                  ORDER BY available_at, id
                  LIMIT $2
                  FOR UPDATE SKIP LOCKED) due
          WHERE j.id = due.id
          RETURNING j.id, j.kind, j.payload, j.attempts, j.max_attempts`,
      [kinds, limit, leaseMs, this.clock.now()],
    );
    return rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      payload: row.payload,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
    }));
  }

  async complete(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE jobs SET status = 'done', finished_at = $2, last_error = NULL WHERE id = $1`, [
      id,
      this.clock.now(),
    ]);
  }

  /** Records a failed attempt: due again after the back-off, or abandoned after the last one. */
  async fail(id: string, error: string, policy: RetryPolicy): Promise<JobOutcome> {
    const [rows]: [{ status: JobOutcome }[], number] = await this.dataSource.query(
      `UPDATE jobs
          SET status = CASE WHEN attempts >= max_attempts THEN 'abandoned' ELSE 'failed' END,
              finished_at = CASE WHEN attempts >= max_attempts THEN $5::timestamptz END,
              last_error = left($2, 2000),
              available_at = $5::timestamptz + ${retryDelaySql('attempts', '$3', '$4')}
        WHERE id = $1
        RETURNING status`,
      [id, error, policy.baseMs, policy.maxDelayMs, this.clock.now()],
    );
    return rows[0]?.status ?? 'failed';
  }

  /** Finished jobs are history; this drops those finished before `before`. */
  async pruneFinished(before: Date): Promise<number> {
    const [, count]: [unknown, number] = await this.dataSource.query('DELETE FROM jobs WHERE finished_at < $1', [
      before,
    ]);
    return count;
  }
}
