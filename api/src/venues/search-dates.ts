// The days a search asks about (GET /api/v2/venues?date=… or ?date_from=…&date_to=…): real
// London calendar days, from today to the calendar's last day (three years ahead, where owners
// can mark dates), at most MAX_SEARCH_DATE_DAYS of them. Anything else is a 400 that says what
// to change.
import { MAX_SEARCH_DATE_DAYS } from '@venue-finder/contract';
import { calendarDayOf, calendarWindow, daysCovered, formatCalendarDay } from '../venue-calendar';
import { VenueException } from './venue.exception';

export interface SearchDateParams {
  date?: string;
  date_from?: string;
  date_to?: string;
}

/** A YYYY-MM-DD text naming a real day, or null. */
function realDay(text: string): string | null {
  const [year, month, day] = text.split('-').map(Number);
  return calendarDayOf(year!, month!, day!);
}

/** The days asked about, from the first to the last, or undefined when none is; throws a 400 when they cannot be searched. */
export function searchDates(params: SearchDateParams, now: Date): { from: string; to: string } | undefined {
  const { date, date_from: dateFrom, date_to: dateTo } = params;
  if (date === undefined && dateFrom === undefined && dateTo === undefined) return undefined;
  if (date !== undefined && (dateFrom !== undefined || dateTo !== undefined)) {
    throw VenueException.searchDates(
      'date',
      'Give either date (one day) or date_from and date_to (several days), not both.',
    );
  }
  if (date === undefined && (dateFrom === undefined || dateTo === undefined)) {
    const missing = dateFrom === undefined ? 'date_from' : 'date_to';
    throw VenueException.searchDates(
      missing,
      `${missing} is missing: a range of days needs both date_from and date_to.`,
    );
  }
  const fields = date !== undefined ? { from: 'date', to: 'date' } : { from: 'date_from', to: 'date_to' };
  const from = realDay(date ?? dateFrom!);
  if (!from)
    throw VenueException.searchDates(
      fields.from,
      `${fields.from} is not a day of the calendar: check the day and month.`,
    );
  const to = realDay(date ?? dateTo!);
  if (!to)
    throw VenueException.searchDates(fields.to, `${fields.to} is not a day of the calendar: check the day and month.`);
  if (to < from) {
    throw VenueException.searchDates(
      'date_to',
      `date_to (${formatCalendarDay(to)}) is before date_from (${formatCalendarDay(from)}): the last day must be the first day or later.`,
    );
  }
  const window = calendarWindow(now);
  if (from < window.today) {
    throw VenueException.searchDates(
      fields.from,
      `${formatCalendarDay(from)} has passed: search from today (${formatCalendarDay(window.today)}) onwards.`,
    );
  }
  if (to > window.latest) {
    throw VenueException.searchDates(
      fields.to,
      `${formatCalendarDay(to)} is too far ahead: venues' calendars reach ${formatCalendarDay(window.latest)} at the latest. Check the year.`,
    );
  }
  const days = daysCovered(from, to);
  if (days > MAX_SEARCH_DATE_DAYS) {
    throw VenueException.searchDates(
      'date_to',
      `From ${formatCalendarDay(from)} to ${formatCalendarDay(to)} is ${days} days; search at most ${MAX_SEARCH_DATE_DAYS} days at a time.`,
    );
  }
  return { from, to };
}
