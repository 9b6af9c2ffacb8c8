// Counts visitors' activity with venues in memory, per venue per London day, until the flusher
// takes the counts and adds them to the database in one batched upsert. Nothing here touches the
// database, so counting costs a request a hash and a few map operations.
//
// Not counted: bots (by user-agent), and the same visitor doing the same with the same venue
// again within the dedupe window (30 minutes by default): a reload, back and forth between
// results pages, adding a venue to the brief again after removing it. A visitor is the client's
// address (its /64 for IPv6, as the rate limits key it), whatever user-agent it sends: the agent is
// the client's to choose, so a rival changing it with every request would count each time (the
// price is that two people behind one address within the window count once). The set keeps only a
// salted SHA-256 of visitor + kind + venue (the salt is random per process, so nothing kept can be
// reversed or joined across processes) with when it was seen, no cookie. The set is bounded:
// past `maxRemembered` the oldest are forgotten first, so a flood can at worst count a repeat
// twice, never grow the process. Each process dedupes on its own: behind a load balancer, a
// reload that reaches another process within the window counts again.
import { createHash, randomBytes } from 'node:crypto';
import type { VenueActivityKind } from '@venue-finder/contract';
import { isBotUserAgent } from './bot-user-agents';
import { londonDay } from './london-day';

export interface ActivityVisitor {
  /** The client's address as rate limits key it (clientAddress()): who a visitor is. */
  client: string;
  /** Only to leave bots out: never part of who the visitor is. */
  userAgent: string | undefined;
}

export interface ActivityEvent {
  kind: VenueActivityKind;
  venueId: string;
}

export type ActivityCounts = Record<VenueActivityKind, number>;

/** What one venue gathered on one day, to be added to its row. */
export interface ActivityBucket {
  venueId: string;
  /** YYYY-MM-DD, London. */
  day: string;
  counts: ActivityCounts;
}

export interface ActivityCounterOptions {
  dedupeWindowMs: number;
  /** Repeats remembered at most (each about 100 bytes). */
  maxRemembered?: number;
  /** Venue-days held between flushes at most; beyond it new ones are dropped (and reported). */
  maxBuckets?: number;
  /** The time in milliseconds: the api's Clock (analytics.module.ts), or a test's. */
  now: () => number;
}

const emptyCounts = (): ActivityCounts => ({ view: 0, appearance: 0, brief_addition: 0, comparison: 0 });

export class VenueActivityCounter {
  private readonly salt = randomBytes(16);
  /** Seen key → when it may count again; in insertion order, which is expiry order. */
  private readonly seen = new Map<string, number>();
  private buckets = new Map<string, ActivityBucket>();
  private droppedCount = 0;
  private readonly dedupeWindowMs: number;
  private readonly maxRemembered: number;
  private readonly maxBuckets: number;
  private readonly now: () => number;

  constructor(options: ActivityCounterOptions) {
    this.dedupeWindowMs = options.dedupeWindowMs;
    this.maxRemembered = options.maxRemembered ?? 200_000;
    this.maxBuckets = options.maxBuckets ?? 100_000;
    this.now = options.now;
  }

  /** Counts what a visitor did; answers how many of the events counted. */
  record(visitor: ActivityVisitor, events: readonly ActivityEvent[]): number {
    if (isBotUserAgent(visitor.userAgent)) return 0;
    const now = this.now();
    this.forgetExpired(now);
    const day = londonDay(now);
    let counted = 0;
    for (const event of events) {
      const key = this.seenKey(visitor, event);
      if ((this.seen.get(key) ?? 0) > now) continue;
      this.seen.delete(key); // re-inserted at the end, keeping expiry order
      this.seen.set(key, now + this.dedupeWindowMs);
      if (this.seen.size > this.maxRemembered) this.seen.delete(this.seen.keys().next().value!);
      if (this.add({ venueId: event.venueId, day, counts: { ...emptyCounts(), [event.kind]: 1 } })) counted += 1;
    }
    return counted;
  }

  /** Takes every count gathered so far (the counter starts again from nothing). */
  take(): ActivityBucket[] {
    const taken = [...this.buckets.values()];
    this.buckets = new Map();
    return taken;
  }

  /** Puts counts back (a flush that failed), added to whatever was counted meanwhile. */
  restore(buckets: readonly ActivityBucket[]): void {
    for (const bucket of buckets) this.add(bucket);
  }

  /** Venue-days waiting for the next flush. */
  get pending(): number {
    return this.buckets.size;
  }

  /** Events dropped because too many venue-days were waiting (since the last call). */
  takeDropped(): number {
    const dropped = this.droppedCount;
    this.droppedCount = 0;
    return dropped;
  }

  private add(bucket: ActivityBucket): boolean {
    const key = `${bucket.venueId}|${bucket.day}`;
    let held = this.buckets.get(key);
    if (!held) {
      if (this.buckets.size >= this.maxBuckets) {
        this.droppedCount += 1;
        return false;
      }
      held = { venueId: bucket.venueId, day: bucket.day, counts: emptyCounts() };
      this.buckets.set(key, held);
    }
    for (const kind of Object.keys(bucket.counts) as VenueActivityKind[]) held.counts[kind] += bucket.counts[kind];
    return true;
  }

  private seenKey(visitor: ActivityVisitor, event: ActivityEvent): string {
    return createHash('sha256')
      .update(this.salt)
      .update(`${visitor.client}\0${event.kind}\0${event.venueId}`)
      .digest('base64url')
      .slice(0, 22);
  }

  private forgetExpired(now: number): void {
    for (const [key, until] of this.seen) {
      if (until > now) break;
      this.seen.delete(key);
    }
  }
}
