// How many activity beacons one client may send: ANALYTICS_BEACON_LIMIT a minute, counted in this
// process's memory. Unlike the public forms' limits (rows in PostgreSQL, shared by every process)
// a beacon must not cost a database write; what the limit guards is only this process's counter,
// so a per-process count is the right scope. Fixed one-minute windows; clients are forgotten when
// their window ends, and at most `maxClients` are tracked (past that the oldest window is dropped).
import { Injectable } from '@nestjs/common';
import { ApiConfig } from '../config/api-config';
import { RateLimitException } from '../rate-limit';

const WINDOW_MS = 60_000;

@Injectable()
export class ActivityBeaconLimiter {
  private readonly windows = new Map<string, { startedAt: number; hits: number }>();
  private readonly maxClients = 100_000;

  constructor(private readonly config: ApiConfig) {}

  /** @throws RateLimitException (429) past the client's beacons for this minute. */
  /** `now`: the api Clock's time, in milliseconds. */
  consume(client: string, now: number): void {
    for (const [key, window] of this.windows) {
      if (window.startedAt + WINDOW_MS > now) break;
      this.windows.delete(key);
    }
    let window = this.windows.get(client);
    if (!window) {
      if (this.windows.size >= this.maxClients) this.windows.delete(this.windows.keys().next().value!);
      window = { startedAt: now, hits: 0 };
      this.windows.set(client, window);
    }
    window.hits += 1;
    if (window.hits > this.config.analytics.beaconsPerMinute) {
      throw RateLimitException.tooMany(
        'activity reports',
        Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000)),
      );
    }
  }
}
