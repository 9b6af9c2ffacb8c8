// A venue's calendar as an iCalendar feed, written with ical-generator: one all-day event per
// entry (unavailable, held or booked), for the owner's own calendar app. The feed is private
// (behind a secret address), so the owner's notes are in it.
import type { CalendarEntryKind } from '@venue-finder/contract';
import ical, { ICalCalendarMethod, ICalEventBusyStatus, ICalEventTransparency } from 'ical-generator';
import { addDays } from '../analytics';
import type { CalendarEntry, CalendarVenue } from './venue-calendar.repository';

const SUMMARY: Record<CalendarEntryKind, string> = {
  unavailable: 'Unavailable',
  held: 'Held',
  booked: 'Booked',
};

const midnightUtc = (day: string) => new Date(`${day}T00:00:00Z`);

export function renderCalendarFeed(
  venue: CalendarVenue,
  entries: readonly CalendarEntry[],
  stamp: Date,
  domain: string,
): string {
  const calendar = ical({
    name: `${venue.name}: availability`,
    prodId: { company: 'Venue Finder', product: 'Venue availability', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: 'Europe/London',
    ttl: 60 * 60,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: `${entry.kind}-${entry.id}@${domain}`,
      allDay: true,
      start: midnightUtc(entry.firstDay),
      // All-day events end on the day after their last (RFC 5545: DTEND is not included).
      end: midnightUtc(addDays(entry.lastDay, 1)),
      stamp,
      summary: entry.note ? `${SUMMARY[entry.kind]}: ${entry.note}` : SUMMARY[entry.kind],
      busystatus: ICalEventBusyStatus.BUSY,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
}
