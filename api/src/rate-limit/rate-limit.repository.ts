// Queries on the shared request counters (rate_limits), and nothing else. A hit is one atomic
// upsert, so concurrent requests on any number of API replicas are all counted.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (at least 1). */
  resetsInSeconds: number;
}

@Injectable()
export class RateLimitRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts a hit in the bucket's current window, starting a new window when the last one ended. */
  async hit(bucket: string, windowMs: number): Promise<WindowCount> {
    const [row]: { hits: number; resets_in: number }[] = await this.dataSource.query(
      `INSERT INTO rate_limits AS r (bucket, hits, reset_at)
       VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (bucket) DO UPDATE
          SET hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
              reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
       RETURNING hits, greatest(1, ceil(extract(epoch FROM reset_at - now())))::int AS resets_in`,
      [bucket, windowMs],
    );
    return { hits: row!.hits, resetsInSeconds: row!.resets_in };
  }

  /** Drops counters whose window ended; they would restart at 1 anyway. */
  async pruneEnded(): Promise<number> {
    const [, count]: [unknown[], number] = await this.dataSource.query(
      'DELETE FROM rate_limits WHERE reset_at < now()',
    );
    return count;
  }
}
