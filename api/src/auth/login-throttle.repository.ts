// Queries on failed-sign-in counters (login_throttles), and nothing else. A key is an account
// ('account:<email>') or a client ('client:<ip>'); each failure past the key's allowance locks
// it for twice as long as the last time, up to an hour.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ThrottlePolicy {
  /** Failures allowed before the first lock. */
  allowance: number;
  /** The first lock's length; each further failure doubles it. */
  firstLockMs: number;
  maxLockMs: number;
  /** Failures older than this are forgotten. */
  memoryMs: number;
}

@Injectable()
export class LoginThrottleRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The latest end of any lock on these keys, if one is still in force. */
  async lockedUntil(keys: string[], now: Date): Promise<Date | null> {
    const [row]: { until: Date | null }[] = await this.dataSource.query(
      'SELECT max(locked_until) AS until FROM login_throttles WHERE key = ANY($1) AND locked_until > $2',
      [keys, now],
    );
    return row?.until ?? null;
  }

  /** Counts a failure on each key, locking those past their allowance. */
  async recordFailure(keys: { key: string; policy: ThrottlePolicy }[], now: Date): Promise<void> {
    for (const { key, policy } of keys) {
      await this.dataSource.query(
        `INSERT INTO login_throttles AS t (key, failures, updated_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE
            SET failures = CASE WHEN t.updated_at < $2::timestamptz - $3 * interval '1 millisecond'
                                THEN 1 ELSE t.failures + 1 END,
                updated_at = $2`,
        [key, now, policy.memoryMs],
      );
      await this.dataSource.query(
        `UPDATE login_throttles
            SET locked_until = $2::timestamptz
                  + least($5::float8, $4::float8 * power(2, failures - $3 - 1)) * interval '1 millisecond'
          WHERE key = $1 AND failures > $3`,
        [key, now, policy.allowance, policy.firstLockMs, policy.maxLockMs],
      );
    }
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM login_throttles WHERE key = $1', [key]);
  }

  async pruneForgotten(before: Date): Promise<number> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      'DELETE FROM login_throttles WHERE updated_at < $1 AND (locked_until IS NULL OR locked_until < $1)',
      [before],
    );
    return count;
  }
}
