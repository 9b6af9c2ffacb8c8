// The rules every date in a venue's calendar keeps, whether an owner marks it, an .ics file
// brings it or a month is read: London calendar days, no range over 366 days, nothing more than
// three years from today either way (a year 2226 or 1826 is a typing slip, not a booking).
import { CALENDAR_HORIZON_DAYS, MAX_CALENDAR_RANGE_DAYS } from '@venue-finder/contract';
import { addDays, londonDay } from '../analytics';
import { formatCalendarDay } from './calendar-days';

export interface CalendarWindow {
  /** Today in London. */
  today: string;
  /** The earliest day the calendar speaks of. */
  earliest: string;
  /** The last day the calendar takes. */
  latest: string;
}

export function calendarWindow(now: Date): CalendarWindow {
  const today = londonDay(now);
  return { today, earliest: addDays(today, -CALENDAR_HORIZON_DAYS), latest: addDays(today, CALENDAR_HORIZON_DAYS) };
}

/** Days from `first` to `last`, both included (1 for a single day). */
export function daysCovered(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * What is wrong with the range from `first` to `last` (valid YYYY-MM-DD days), in words that
 * start with `subject` ("These dates", "The event “Wedding”"), or null when the calendar takes it.
 */
export function rangeProblem(first: string, last: string, window: CalendarWindow, subject: string): string | null {
  if (last < first) {
    return `${subject} end on ${formatCalendarDay(last)}, before they start on ${formatCalendarDay(first)}: the last day must be the first day or later.`;
  }
  if (first < window.earliest || last > window.latest) {
    return `${subject} fall outside the calendar, which takes dates up to three years from today (${formatCalendarDay(window.latest)} at the latest): check the year.`;
  }
  const days = daysCovered(first, last);
  if (days > MAX_CALENDAR_RANGE_DAYS) {
    return `${subject} cover ${days.toLocaleString('en-GB')} days; one range may cover at most ${MAX_CALENDAR_RANGE_DAYS} days. Split it into shorter ranges.`;
  }
  return null;
}
