// What search knows of a venue's availability calendar (issue #48): whether its owner keeps the
// calendar, and every day something takes it — dates the owner marked unavailable (by hand or
// from an .ics import) and live holds and confirmed bookings from enquiries. Read for the search
// document, so a calendar change reaches search the way every venue change does: the write
// records an outbox message in its transaction (VenueWriter.reindex) and the indexer rebuilds
// the document from what this reads. Hand-written SQL: one grouped read for a batch of venues.
import { dayNumber } from '@venue-finder/contract';
import type { DataSource, EntityManager } from 'typeorm';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

export interface VenueAvailabilityFacts {
  /** The owner has marked dates in the calendar (any, past or future): its free days can be trusted. */
  keepsCalendar: boolean;
  /** Days (dayNumber) marked unavailable, held or booked, ascending, each once. */
  takenDays: number[];
}

export const NO_CALENDAR: VenueAvailabilityFacts = { keepsCalendar: false, takenDays: [] };

/**
 * Each venue's facts; venues without any entry are left out (NO_CALENDAR). Ranges are at most
 * 366 days and every date lies within three years of when it was marked (calendar-rules.ts),
 * so a venue's list grows only with the years its calendar is kept.
 */
export async function venueAvailability(
  db: Queryable,
  venueIds: string[],
): Promise<Map<string, VenueAvailabilityFacts>> {
  if (venueIds.length === 0) return new Map();
  const rows = (await db.query(
    `SELECT venue_id, bool_or(marked) AS keeps_calendar,
            array_agg(DISTINCT day::text ORDER BY day::text) AS days
       FROM (SELECT venue_id, true AS marked, generate_series(first_day, last_day, interval '1 day')::date AS day
               FROM venue_unavailable_dates WHERE venue_id = ANY($1::uuid[])
             UNION ALL
             SELECT venue_id, false, event_date FROM venue_holds
              WHERE venue_id = ANY($1::uuid[]) AND state IN ('held', 'confirmed')) taken
      GROUP BY venue_id`,
    [venueIds],
  )) as { venue_id: string; keeps_calendar: boolean; days: string[] }[];
  return new Map(
    rows.map((row) => [row.venue_id, { keepsCalendar: row.keeps_calendar, takenDays: row.days.map(dayNumber) }]),
  );
}
