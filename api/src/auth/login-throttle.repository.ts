// Queries on sign-in attempt counters (login_throttles), and nothing else. A key is an account
// ('account:<email>') or a client ('client:<ip>'). An attempt is counted before its password is
// checked, in one statement that also decides whether it may be checked at all: so parallel
// guesses cannot slip past the count. The attempt that reaches the key's allowance locks the key
// (pessimistically; a correct password lifts the lock again), and every attempt after it is
// refused unchecked until the lock ends; each further counted attempt doubles the lock, up to a
// maximum. Attempts refused while locked are not counted.
import { Injectable } from '@nestjs/common';
import { LoginThrottle } from '@venue-finder/core';
import { DataSource } from 'typeorm';

export interface ThrottlePolicy {
  /** Attempts that may be checked before the first lock (the last of them sets it). */
  allowance: number;
  /** The first lock's length; each further counted attempt doubles it. */
  firstLockMs: number;
  maxLockMs: number;
  /** Attempts older than this are forgotten. */
  memoryMs: number;
}

export interface ThrottledKey {
  key: string;
  policy: ThrottlePolicy;
}

@Injectable()
export class LoginThrottleRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts an attempt on every key, unless one is locked. Answers null when the attempt may be
   * checked, or the end of the lock that refuses it.
   */
  async countAttempt(keys: ThrottledKey[], now: Date): Promise<Date | null> {
    return this.dataSource.transaction(async (tx) => {
      // Rows locked in a fixed order, so two attempts on the same keys never deadlock.
      const ordered = [...keys].sort((a, b) => a.key.localeCompare(b.key));
      let lockedUntil: Date | null = null;
      const rows: { key: string; policy: ThrottlePolicy; until: Date | null }[] = [];
      for (const { key, policy } of ordered) {
        const [row]: { locked_until: Date | null }[] = await tx.query(
          `INSERT INTO login_throttles AS t (key, failures, updated_at) VALUES ($1, 0, $2)
           ON CONFLICT (key) DO UPDATE SET key = t.key
           RETURNING CASE WHEN t.locked_until > $2 THEN t.locked_until END AS locked_until`,
          [key, now],
        );
        const until = row?.locked_until ?? null;
        rows.push({ key, policy, until });
        if (until && (!lockedUntil || until > lockedUntil)) lockedUntil = until;
      }
      if (lockedUntil) return lockedUntil;
      for (const { key, policy } of rows) {
        await tx.query(
          `UPDATE login_throttles AS t
              SET failures = CASE WHEN t.updated_at < $2::timestamptz - $3 * interval '1 millisecond'
                                  THEN 1 ELSE t.failures + 1 END,
                  updated_at = $2
            WHERE key = $1`,
          [key, now, policy.memoryMs],
        );
        await tx.query(
          `UPDATE login_throttles
              SET locked_until = $2::timestamptz
                    + least($5::float8, $4::float8 * power(2, failures - $3)) * interval '1 millisecond'
            WHERE key = $1 AND failures >= $3`,
          [key, now, policy.allowance, policy.firstLockMs, policy.maxLockMs],
        );
      }
      return null;
    });
  }

  /**
   * Whether this refusal is the first under the lock that ends at `lockedUntil` (so the lock-out
   * is written down once per lock): true once, for one caller, however many are refused at once.
   */
  async firstRefusalUnder(key: string, lockedUntil: Date): Promise<boolean> {
    const [, updated]: [unknown, number] = await this.dataSource.query(
      `UPDATE login_throttles SET lock_audited_until = $2
        WHERE key = $1 AND (lock_audited_until IS NULL OR lock_audited_until < $2)`,
      [key, lockedUntil],
    );
    return updated > 0;
  }

  /** A correct password: the account starts afresh, and the client's attempt is not held against it. */
  async succeeded(accountKey: string, client: ThrottledKey): Promise<void> {
    await this.dataSource.query('DELETE FROM login_throttles WHERE key = $1', [accountKey]);
    await this.dataSource.query(
      `UPDATE login_throttles
          SET failures = greatest(failures - 1, 0),
              locked_until = CASE WHEN failures - 1 < $2 THEN NULL ELSE locked_until END
        WHERE key = $1`,
      [client.key, client.policy.allowance],
    );
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM login_throttles WHERE key = $1', [key]);
  }

  async pruneForgotten(before: Date): Promise<number> {
    const { affected } = await this.dataSource
      .getRepository(LoginThrottle)
      .createQueryBuilder()
      .delete()
      .where('updated_at < :before AND (locked_until IS NULL OR locked_until < :before)', { before })
      .execute();
    return affected ?? 0;
  }
}
