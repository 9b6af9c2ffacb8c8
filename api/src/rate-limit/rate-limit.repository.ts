// Queries on the shared request counters (rate_limits), and nothing else. A hit is one atomic
// upsert, so concurrent requests on any number of API replicas are all counted. The time is the
// caller's (the api's Clock), never the database's now().
import { Injectable } from '@nestjs/common';
import { RateLimitBucket } from '@venue-finder/core';
import { DataSource, LessThan } from 'typeorm';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (at least 1). */
  resetsInSeconds: number;
}

@Injectable()
export class RateLimitRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts a hit at `now` in the bucket's current window, starting a new window when the last one ended. */
  async hit(bucket: string, windowMs: number, now: Date): Promise<WindowCount> {
    const [row]: { hits: number; resets_in: number }[] = await this.dataSource.query(
      `INSERT INTO rate_limits AS r (bucket, hits, reset_at)
       VALUES ($1, 1, $3::timestamptz + $2 * interval '1 millisecond')
       ON CONFLICT (bucket) DO UPDATE
          SET hits = CASE WHEN r.reset_at <= $3::timestamptz THEN 1 ELSE r.hits + 1 END,
              reset_at = CASE WHEN r.reset_at <= $3::timestamptz THEN excluded.reset_at ELSE r.reset_at END
       RETURNING hits, greatest(1, ceil(extract(epoch FROM reset_at - $3::timestamptz)))::int AS resets_in`,
      [bucket, windowMs, now],
    );
    return { hits: row!.hits, resetsInSeconds: row!.resets_in };
  }

  /** Drops counters whose window ended by `now`; they would restart at 1 anyway. */
  async pruneEnded(now: Date): Promise<number> {
    const { affected } = await this.dataSource.getRepository(RateLimitBucket).delete({ resetAt: LessThan(now) });
    return affected ?? 0;
  }
}
