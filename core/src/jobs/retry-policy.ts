// How every queue of the product (the outbox, the mail queue, the job queue) spaces its retries:
// attempt n is followed by a wait of baseMs × 2^(n − 1), never more than maxDelayMs.

export interface RetryPolicy {
  baseMs: number;
  maxDelayMs: number;
}

/** The wait after attempt `attempt` (from 1), in milliseconds. */
export function retryDelayMs(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.baseMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);
}

/**
 * The same wait as a SQL interval, for an UPDATE that reschedules a row: `attempt` is the SQL
 * expression of the attempt just made, `base` and `max` the placeholders holding the policy.
 */
export function retryDelaySql(attempt: string, base: string, max: string): string {
  return `least(${base}::float8 * power(2, greatest(${attempt} - 1, 0)), ${max}::float8) * interval '1 millisecond'`;
}
