// A venue's availability calendar: its owner (or an administrator) reads a span of it, marks
// days unavailable by hand or from an .ics file, removes them, and keeps a private feed address
// (to another owner the venue does not exist). Every date keeps the rules in calendar-rules.ts.
// What an administrator changes in a venue's calendar is audited in the change's transaction.
// A change of which days are taken also asks for the venue's search document to be rebuilt, in
// the same transaction (VenueWriter.reindex): search by date sees it within seconds.
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MAX_CALENDAR_READ_DAYS, MAX_UNAVAILABLE_ENTRIES } from '@venue-finder/contract';
import { VenueWriter } from '@venue-finder/core';
import { AuditLog } from '../kernel/audit-log';
import { Clock } from '../kernel/clock';
import { hashSecretToken, newSecretToken } from '../kernel/secret-token';
import type { SessionUser } from '../kernel/session-user';
import { ApiConfig } from '../config/api-config';
import { addDays } from '../analytics';
import { renderCalendarFeed } from './calendar-feed';
import { calendarWindow, daysCovered, rangeProblem } from './calendar-rules';
import { readIcsImport } from './ics-import';
import {
  type CalendarFeedResponse,
  type CalendarImportResponse,
  type CalendarEntryResponse,
  type UnavailableDatesRequest,
  type VenueCalendarResponse,
  mapCalendarEntry,
} from './venue-calendar.dto';
import { type CalendarVenue, VenueCalendarRepository } from './venue-calendar.repository';
import { VenueCalendarException } from './venue-calendar.exception';

/** A feed's secret: 256 random bits, URL-safe (43 characters). */
const FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;
/** The feed shows a year of history and everything ahead. */
const FEED_HISTORY_DAYS = 365;

@Injectable()
export class VenueCalendarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly calendar: VenueCalendarRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
    private readonly writer: VenueWriter,
  ) {}

  async read(user: SessionUser, venueId: string, from: string, to: string): Promise<VenueCalendarResponse> {
    const venue = await this.venueFor(user, venueId);
    const window = calendarWindow(this.clock.now());
    if (to >= from && daysCovered(from, to) > MAX_CALENDAR_READ_DAYS) {
      throw VenueCalendarException.invalidRange(
        `Read at most ${MAX_CALENDAR_READ_DAYS} days at a time: from ${from} to ${to} is ${daysCovered(from, to)} days.`,
      );
    }
    const problem = rangeProblem(from, to, window, 'The days asked for');
    if (problem) throw VenueCalendarException.invalidRange(problem);
    const [entries, feedCreatedAt] = await Promise.all([
      this.calendar.calendarEntries(venue.id, from, to),
      this.calendar.feedCreatedAt(venue.id),
    ]);
    return {
      venue_id: venue.id,
      venue_name: venue.name,
      from,
      to,
      today: window.today,
      last_bookable_day: window.latest,
      entries: entries.map(mapCalendarEntry),
      feed: feedCreatedAt ? { created_at: feedCreatedAt.toISOString() } : null,
    };
  }

  async markUnavailable(
    user: SessionUser,
    venueId: string,
    request: UnavailableDatesRequest,
  ): Promise<CalendarEntryResponse> {
    const venue = await this.venueFor(user, venueId);
    const now = this.clock.now();
    const window = calendarWindow(now);
    const firstDay = request.first_day;
    const lastDay = request.last_day ?? firstDay;
    const problem = rangeProblem(firstDay, lastDay, window, 'These dates');
    if (problem) throw VenueCalendarException.invalidRange(problem);
    if (firstDay < window.today) {
      throw VenueCalendarException.invalidRange(
        `The first day, ${firstDay}, has passed: mark today (${window.today}) or a later date.`,
      );
    }
    if ((await this.calendar.countUnavailable(venue.id)) >= MAX_UNAVAILABLE_ENTRIES) {
      throw VenueCalendarException.tooManyEntries(MAX_UNAVAILABLE_ENTRIES);
    }
    const range = { firstDay, lastDay, note: (request.note ?? '').trim() };
    const entry = await this.change(user, venue.id, 'venue.calendar_marked', async (tx) => {
      const added = await this.calendar.addUnavailable(tx, venue.id, range, user.id, now);
      await this.writer.reindex(venue.id, user.id, tx);
      return { result: added, after: mapCalendarEntry(added) };
    });
    return mapCalendarEntry(entry);
  }

  async removeUnavailable(user: SessionUser, venueId: string, entryId: string): Promise<void> {
    const venue = await this.venueFor(user, venueId);
    await this.change(user, venue.id, 'venue.calendar_unmarked', async (tx) => {
      const removed = await this.calendar.removeUnavailable(tx, venue.id, entryId);
      if (!removed) throw VenueCalendarException.entryNotFound(entryId);
      await this.writer.reindex(venue.id, user.id, tx);
      return { result: undefined, before: mapCalendarEntry(removed) };
    });
  }

  async importIcs(user: SessionUser, venueId: string, ics: string): Promise<CalendarImportResponse> {
    const venue = await this.venueFor(user, venueId);
    const now = this.clock.now();
    const { ranges, pastLeftOut } = readIcsImport(ics, calendarWindow(now));
    // Re-imported events replace their rows; only new ones count against the venue's limit.
    const [existing, reimported] = await Promise.all([
      this.calendar.countUnavailable(venue.id),
      this.calendar.countImported(
        venue.id,
        ranges.map((range) => range.uid),
      ),
    ]);
    if (existing + ranges.length - reimported > MAX_UNAVAILABLE_ENTRIES) {
      throw VenueCalendarException.tooManyEntries(MAX_UNAVAILABLE_ENTRIES);
    }
    return this.change(user, venue.id, 'venue.calendar_imported', async (tx) => {
      const { added, updated } = await this.calendar.importUnavailable(tx, venue.id, ranges, user.id, now);
      if (added + updated > 0) await this.writer.reindex(venue.id, user.id, tx);
      const result = { added, updated, past_left_out: pastLeftOut };
      return { result, after: result };
    });
  }

  /** Makes a new private feed address; the venue's earlier one, if any, stops working. */
  async newFeed(user: SessionUser, venueId: string): Promise<CalendarFeedResponse> {
    const venue = await this.venueFor(user, venueId);
    const now = this.clock.now();
    const secret = newSecretToken();
    await this.change(user, venue.id, 'venue.calendar_feed_renewed', async (tx) => {
      await this.calendar.replaceFeed(tx, venue.id, hashSecretToken(secret), now);
      return { result: undefined };
    });
    return { url: this.config.absoluteUrl(`/api/v2/venue-calendars/${secret}.ics`), created_at: now.toISOString() };
  }

  async removeFeed(user: SessionUser, venueId: string): Promise<void> {
    const venue = await this.venueFor(user, venueId);
    await this.change(user, venue.id, 'venue.calendar_feed_removed', async (tx) => {
      await this.calendar.removeFeed(tx, venue.id);
      return { result: undefined };
    });
  }

  /** The feed behind a secret address, as iCalendar text. */
  async feed(secret: string): Promise<string> {
    if (!FEED_SECRET.test(secret)) throw VenueCalendarException.feedNotFound();
    const venue = await this.calendar.venueOfFeed(hashSecretToken(secret));
    if (!venue) throw VenueCalendarException.feedNotFound();
    const now = this.clock.now();
    const window = calendarWindow(now);
    const from = addDays(window.today, -FEED_HISTORY_DAYS);
    const entries = await this.calendar.calendarEntries(venue.id, from, window.latest);
    return renderCalendarFeed(venue, entries, now, new URL(this.config.publicUrl).hostname);
  }

  /**
   * Applies a change to the venue's calendar in one transaction; an administrator's is recorded
   * in the audit log in it (an owner's own calendar is theirs to keep, like their notes).
   */
  private change<T>(
    user: SessionUser,
    venueId: string,
    action: string,
    apply: (tx: EntityManager) => Promise<{ result: T; before?: unknown; after?: unknown }>,
  ): Promise<T> {
    return this.dataSource.transaction(async (tx) => {
      const { result, before, after } = await apply(tx);
      if (user.userType === 'admin') {
        await this.audit.record(tx, {
          actorId: user.id,
          action,
          entityType: 'venue',
          entityId: venueId,
          before,
          after,
        });
      }
      return result;
    });
  }

  /** The venue, when the user owns it or is an administrator; otherwise it does not exist for them. */
  private async venueFor(user: SessionUser, venueId: string): Promise<CalendarVenue> {
    const venue = await this.calendar.venue(venueId);
    if (!venue || (user.userType !== 'admin' && venue.ownerId !== user.id)) {
      throw VenueCalendarException.notFound(venueId);
    }
    return venue;
  }
}
