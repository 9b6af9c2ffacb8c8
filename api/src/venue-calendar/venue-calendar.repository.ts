// A venue's availability calendar: the one place with its SQL. `calendarEntries` is the one
// question every reader asks (the portal's month view, the iCalendar feed); the enquiry loop's
// holds and bookings join it there, as entries of their own kind.
import { Injectable } from '@nestjs/common';
import {
  type CalendarEntryKind,
  EVENT_TYPE_LABELS,
  type EventType,
  MAX_CALENDAR_RANGE_DAYS,
  type UnavailableSource,
  optionText,
} from '@venue-finder/contract';
import { DataSource, type EntityManager } from 'typeorm';

/** The data source, or the transaction a write is part of (an administrator's is audited in it). */
export type Queryable = Pick<EntityManager, 'query'>;

/** One entry of a venue's calendar: a range of London days, both ends included. */
export interface CalendarEntry {
  kind: CalendarEntryKind;
  id: string;
  firstDay: string;
  lastDay: string;
  /** The owner's private note (unavailable dates); for a hold or booking, the event's name. */
  note: string;
  /** How unavailable dates were marked; null for holds and bookings. */
  source: UnavailableSource | null;
}

interface HoldRow {
  id: string;
  day: string;
  state: 'held' | 'confirmed';
  reference: string;
  option_rank: number;
  room: string;
  event_type: EventType | null;
  planner_organisation: string | null;
}

/** "Conference for Acme Ltd, The Lancaster Room · VF-7K3Q9D (first option)". */
function holdNote(hold: HoldRow): string {
  const what = hold.event_type ? EVENT_TYPE_LABELS[hold.event_type] : 'Event';
  const forWhom = hold.planner_organisation ? ` for ${hold.planner_organisation}` : '';
  const option = hold.state === 'held' ? ` (${optionText(hold.option_rank)})` : '';
  return `${what}${forWhom}, ${hold.room} · ${hold.reference}${option}`;
}

export interface NewUnavailableRange {
  firstDay: string;
  lastDay: string;
  note: string;
}

export interface ImportedUnavailableRange extends NewUnavailableRange {
  /** The event's UID in the file (with the occurrence's day, for a repeating event). */
  uid: string;
}

export interface CalendarVenue {
  id: string;
  name: string;
  ownerId: string | null;
}

@Injectable()
export class VenueCalendarRepository {
  constructor(private readonly dataSource: DataSource) {}

  async venue(venueId: string): Promise<CalendarVenue | undefined> {
    const [row]: { id: string; name: string; owner_id: string | null }[] = await this.dataSource.query(
      'SELECT id, display_name AS name, owner_id FROM venues WHERE id = $1',
      [venueId],
    );
    return row && { id: row.id, name: row.name, ownerId: row.owner_id };
  }

  /**
   * Every entry of the venue's calendar that touches a day from `from` to `to` (inclusive), by
   * first day. No range is longer than 366 days, so only ranges starting at most that long
   * before `from` are read (the index on venue and first day answers it).
   */
  async calendarEntries(venueId: string, from: string, to: string): Promise<CalendarEntry[]> {
    const [rows, holds] = await Promise.all([
      this.dataSource.query(
        `SELECT id, first_day::text, last_day::text, note, source
           FROM venue_unavailable_dates
          WHERE venue_id = $1
            AND first_day <= $3::date
            AND first_day >= $2::date - $4::int
            AND last_day >= $2::date
          ORDER BY first_day, last_day, created_at, id`,
        [venueId, from, to, MAX_CALENDAR_RANGE_DAYS],
      ) as Promise<{ id: string; first_day: string; last_day: string; note: string; source: UnavailableSource }[]>,
      // Live holds and confirmed bookings from the enquiry loop, named by the event and the
      // reference both sides quote (the owner's own calendar: the planner's details are theirs).
      this.dataSource.query(
        `SELECT h.id, h.event_date::text AS day, h.state, h.reference, h.option_rank, h.room,
                e.event_type, e.planner_organisation
           FROM venue_holds h
           JOIN venue_enquiries ve ON ve.id = h.venue_enquiry_id
           JOIN enquiries e ON e.id = ve.enquiry_id
          WHERE h.venue_id = $1 AND h.state IN ('held', 'confirmed') AND h.event_date BETWEEN $2::date AND $3::date
          ORDER BY h.event_date, h.option_rank, h.id`,
        [venueId, from, to],
      ) as Promise<HoldRow[]>,
    ]);
    const entries: CalendarEntry[] = rows.map((row) => ({
      kind: 'unavailable',
      id: row.id,
      firstDay: row.first_day,
      lastDay: row.last_day,
      note: row.note,
      source: row.source,
    }));
    for (const hold of holds) {
      entries.push({
        kind: hold.state === 'confirmed' ? 'booked' : 'held',
        id: hold.id,
        firstDay: hold.day,
        lastDay: hold.day,
        note: holdNote(hold),
        source: null,
      });
    }
    return entries.sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.lastDay.localeCompare(b.lastDay));
  }

  async countUnavailable(venueId: string): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      'SELECT count(*)::int AS count FROM venue_unavailable_dates WHERE venue_id = $1',
      [venueId],
    );
    return row?.count ?? 0;
  }

  async addUnavailable(
    db: Queryable,
    venueId: string,
    range: NewUnavailableRange,
    by: string,
    at: Date,
  ): Promise<CalendarEntry> {
    const [row]: { id: string }[] = await db.query(
      `INSERT INTO venue_unavailable_dates (venue_id, first_day, last_day, note, source, created_by, created_at)
       VALUES ($1, $2, $3, $4, 'owner', $5, $6) RETURNING id`,
      [venueId, range.firstDay, range.lastDay, range.note, by, at],
    );
    return { kind: 'unavailable', id: row!.id, ...range, source: 'owner' };
  }

  /**
   * Adds the imported ranges in one statement; a UID imported before has its dates and note
   * replaced (importing the same file twice changes nothing). Answers how many were new.
   */
  async importUnavailable(
    db: Queryable,
    venueId: string,
    ranges: readonly ImportedUnavailableRange[],
    by: string,
    at: Date,
  ): Promise<{ added: number; updated: number }> {
    if (ranges.length === 0) return { added: 0, updated: 0 };
    const rows: { added: boolean }[] = await db.query(
      `INSERT INTO venue_unavailable_dates AS d
              (venue_id, first_day, last_day, note, source, import_uid, created_by, created_at)
       SELECT $1, r.first_day, r.last_day, r.note, 'import', r.uid, $6, $7
         FROM unnest($2::date[], $3::date[], $4::text[], $5::text[]) AS r (first_day, last_day, note, uid)
       ON CONFLICT (venue_id, import_uid) WHERE import_uid IS NOT NULL DO UPDATE
          SET first_day = EXCLUDED.first_day, last_day = EXCLUDED.last_day, note = EXCLUDED.note
       RETURNING (xmax = 0) AS added`,
      [
        venueId,
        ranges.map((r) => r.firstDay),
        ranges.map((r) => r.lastDay),
        ranges.map((r) => r.note),
        ranges.map((r) => r.uid),
        by,
        at,
      ],
    );
    const added = rows.filter((row) => row.added).length;
    return { added, updated: rows.length - added };
  }

  /** How many of these UIDs the venue has imported before. */
  async countImported(venueId: string, uids: readonly string[]): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      'SELECT count(*)::int AS count FROM venue_unavailable_dates WHERE venue_id = $1 AND import_uid = ANY($2::text[])',
      [venueId, uids],
    );
    return row?.count ?? 0;
  }

  /** Answers the entry removed, or undefined when the venue had none with that id. */
  async removeUnavailable(db: Queryable, venueId: string, entryId: string): Promise<CalendarEntry | undefined> {
    const [rows]: [{ first_day: string; last_day: string; note: string; source: UnavailableSource }[], number] =
      await db.query(
        `DELETE FROM venue_unavailable_dates WHERE venue_id = $1 AND id = $2
         RETURNING first_day::text, last_day::text, note, source`,
        [venueId, entryId],
      );
    const row = rows[0];
    return (
      row && {
        kind: 'unavailable',
        id: entryId,
        firstDay: row.first_day,
        lastDay: row.last_day,
        note: row.note,
        source: row.source,
      }
    );
  }

  /** When the venue's current feed address was made, or null when it has none. */
  async feedCreatedAt(venueId: string): Promise<Date | null> {
    const [row]: { created_at: Date }[] = await this.dataSource.query(
      'SELECT created_at FROM venue_calendar_feeds WHERE venue_id = $1',
      [venueId],
    );
    return row?.created_at ?? null;
  }

  /** Keeps this secret's hash as the venue's only feed address: an earlier one stops working. */
  async replaceFeed(db: Queryable, venueId: string, secretHash: Buffer, at: Date): Promise<void> {
    await db.query(
      `INSERT INTO venue_calendar_feeds (venue_id, secret_hash, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (venue_id) DO UPDATE SET secret_hash = EXCLUDED.secret_hash, created_at = EXCLUDED.created_at`,
      [venueId, secretHash, at],
    );
  }

  async removeFeed(db: Queryable, venueId: string): Promise<void> {
    await db.query('DELETE FROM venue_calendar_feeds WHERE venue_id = $1', [venueId]);
  }

  /** The venue whose feed has this secret's hash. */
  async venueOfFeed(secretHash: Buffer): Promise<CalendarVenue | undefined> {
    const [row]: { id: string; name: string; owner_id: string | null }[] = await this.dataSource.query(
      `SELECT v.id, v.display_name AS name, v.owner_id
         FROM venue_calendar_feeds f JOIN venues v ON v.id = f.venue_id
        WHERE f.secret_hash = $1`,
      [secretHash],
    );
    return row && { id: row.id, name: row.name, ownerId: row.owner_id };
  }
}
