// The benchmarks' queries on venues' calendars (venue_unavailable_dates), and nothing else: the
// calendars `npm run bench:search` seeds for a share of the venues, and the days its freshness
// measure marks (search-calendars.ts decides what to measure; this file only reaches the table).
import { VenueUnavailableDates } from '@venue-finder/core';
import type { EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

/** The note the freshness measure's days carry, so a later measure on the same database finds them. */
const FRESHNESS_NOTE = 'Bench freshness';

/**
 * Calendars for about `share` of the published venues, each with 1-6 ranges of 1-5 days in the
 * coming year, deterministic (seeded random); answers how many venues keep one.
 */
export async function seedBenchCalendars(db: Queryable, share: number): Promise<number> {
  await db.query('SELECT setseed(0.2026)');
  const [row]: { n: number }[] = await db.query(
    `WITH kept AS (
       SELECT id FROM venues WHERE status = 'published' AND random() < $1 ORDER BY id
     ), ranges AS (
       SELECT k.id, current_date + (random() * 365)::int AS first_day, (random() * 4)::int AS extra
         FROM kept k, LATERAL generate_series(1, 1 + (random() * 5)::int + (k.id IS NULL)::int) AS g
     ), inserted AS (
       INSERT INTO venue_unavailable_dates (venue_id, first_day, last_day, note, created_at)
       SELECT id, first_day, first_day + extra, 'Bench booking', now() FROM ranges RETURNING venue_id
     )
     SELECT count(DISTINCT venue_id)::int AS n FROM inserted`,
    [share],
  );
  return row!.n;
}

export interface CalendarVenue {
  id: string;
  name: string;
  city: string;
}

/** Up to `limit` indexed published venues that keep a calendar, in an order fixed by their ids. */
export async function venuesKeepingCalendars(db: Queryable, limit: number): Promise<CalendarVenue[]> {
  return db.query(
    `SELECT v.id, d.name, v.city FROM venues v JOIN search_document_details d ON d.venue_id = v.id
      WHERE v.status = 'published' AND EXISTS (SELECT 1 FROM venue_unavailable_dates u WHERE u.venue_id = v.id)
      ORDER BY md5(v.id::text) LIMIT $1`,
    [limit],
  );
}

/** The last day an earlier freshness measure marked (YYYY-MM-DD), or null. */
export async function lastFreshnessDay(db: EntityManager): Promise<string | null> {
  const row = await db
    .createQueryBuilder(VenueUnavailableDates, 'u')
    .select('max(u.last_day)::text', 'last')
    .where('u.note = :note', { note: FRESHNESS_NOTE })
    .getRawOne<{ last: string | null }>();
  return row?.last ?? null;
}

/** Marks one day (YYYY-MM-DD) of the venue unavailable, as its owner would, recorded at `now`. */
export async function markFreshnessDay(tx: EntityManager, venueId: string, day: string, now: Date): Promise<void> {
  await tx.insert(VenueUnavailableDates, {
    venueId,
    firstDay: day,
    lastDay: day,
    note: FRESHNESS_NOTE,
    createdAt: now,
  });
}
