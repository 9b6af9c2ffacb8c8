// Reading an uploaded iCalendar (.ics) file into ranges of unavailable days, with ical.js (a
// maintained parser; nothing here fetches anything a file names). Each event blocks the London
// days it touches; a repeating event blocks each occurrence. Events that ended before today are
// left out (a calendar export carries its history); a file the calendar cannot take is refused
// whole, with what is wrong and which event, so the owner can fix it and upload it again.
import { MAX_CALENDAR_NOTE_LENGTH, MAX_ICS_IMPORT_EVENTS } from '@venue-finder/contract';
import ICAL from 'ical.js';
import { addDays, londonDay } from '../analytics';
import { calendarDayOf } from './calendar-days';
import { type CalendarWindow, rangeProblem } from './calendar-rules';
import type { ImportedUnavailableRange } from './venue-calendar.repository';
import { VenueCalendarException } from './venue-calendar.exception';

export interface IcsImport {
  ranges: ImportedUnavailableRange[];
  pastLeftOut: number;
}

/** Occurrences of repeating events looked at in one file, past ones included: bounds the work. */
const MAX_OCCURRENCES_READ = 5000;
const MAX_UID_LENGTH = 500;

type IcalTime = InstanceType<typeof ICAL.Time>;

export function readIcsImport(text: string, window: CalendarWindow): IcsImport {
  const events = parseEvents(text);
  try {
    return rangesOf(events, window);
  } catch (error) {
    // ical.js reads an event's values only when asked: a malformed one throws here.
    if (error instanceof VenueCalendarException) throw error;
    throw VenueCalendarException.invalidIcs(
      `This .ics file has an event we cannot read (${reason(error)}). Export the calendar again as .ics and upload that file.`,
    );
  }
}

function rangesOf(events: InstanceType<typeof ICAL.Event>[], window: CalendarWindow): IcsImport {
  const ranges = new Map<string, ImportedUnavailableRange>();
  let pastLeftOut = 0;
  let occurrencesRead = 0;
  const take = (event: InstanceType<typeof ICAL.Event>, start: IcalTime, end: IcalTime | null, uid: string) => {
    const name = describe(event);
    const [first, last] = daysOf(start, end, name);
    const problem = rangeProblem(first, last, window, name);
    if (problem) throw VenueCalendarException.invalidIcs(`The file was not imported. ${problem}`);
    if (last < window.today) {
      pastLeftOut += 1;
      return;
    }
    // Days already gone are not marked: the range starts today at the earliest.
    ranges.set(uid, {
      uid,
      firstDay: first < window.today ? window.today : first,
      lastDay: last,
      note: (event.summary ?? '').trim().slice(0, MAX_CALENDAR_NOTE_LENGTH),
    });
    if (ranges.size > MAX_ICS_IMPORT_EVENTS) {
      throw VenueCalendarException.invalidIcs(
        `The file was not imported: it holds more than ${MAX_ICS_IMPORT_EVENTS} events from today on. ` +
          'Export a shorter period and import it in parts.',
      );
    }
  };
  for (const event of events) {
    const uid = (event.uid ?? '').trim().slice(0, MAX_UID_LENGTH) || `no-uid:${event.startDate?.toString()}`;
    if (!event.startDate)
      throw VenueCalendarException.invalidIcs(
        `The file was not imported: ${describe(event)} has no start date (DTSTART).`,
      );
    if (!event.isRecurring()) {
      take(event, event.startDate, event.endDate, uid);
      continue;
    }
    const occurrences = event.iterator();
    for (let next = occurrences.next(); next; next = occurrences.next()) {
      occurrencesRead += 1;
      if (occurrencesRead > MAX_OCCURRENCES_READ) {
        throw VenueCalendarException.invalidIcs(
          `The file was not imported: its repeating events have more than ${MAX_OCCURRENCES_READ} occurrences. ` +
            'Export a shorter period and import it in parts.',
        );
      }
      const details = event.getOccurrenceDetails(next);
      // A rule with no end stops at the calendar's last day.
      if (dayOf(details.startDate, describe(event)) > window.latest) break;
      take(event, details.startDate, details.endDate, `${uid}/${dayOf(details.startDate, describe(event))}`);
    }
  }
  return { ranges: [...ranges.values()], pastLeftOut };
}

function parseEvents(text: string): InstanceType<typeof ICAL.Event>[] {
  let calendar: InstanceType<typeof ICAL.Component>;
  try {
    const parsed: unknown = ICAL.parse(text);
    const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
    calendar = new ICAL.Component(first as ConstructorParameters<typeof ICAL.Component>[0]);
  } catch (error) {
    throw VenueCalendarException.invalidIcs(
      `This is not an iCalendar (.ics) file we can read (${reason(error)}). Export the calendar again as .ics and upload that file.`,
    );
  }
  if (calendar.name !== 'vcalendar') {
    throw VenueCalendarException.invalidIcs(
      'This is not an iCalendar (.ics) file: it must start with BEGIN:VCALENDAR. Export the calendar again as .ics and upload that file.',
    );
  }
  const components = calendar.getAllSubcomponents('vevent');
  if (components.length === 0) {
    throw VenueCalendarException.invalidIcs('This .ics file holds no events (VEVENT), so there are no dates to block.');
  }
  for (const component of components) checkWrittenDates(component);
  try {
    return components.map((component) => new ICAL.Event(component));
  } catch (error) {
    throw VenueCalendarException.invalidIcs(
      `This .ics file has an event we cannot read (${reason(error)}). Export the calendar again as .ics and upload that file.`,
    );
  }
}

/**
 * ical.js rolls a date that does not exist over (30 February becomes 2 March): the dates are
 * checked as written, so a slip in the file is refused rather than moved.
 */
function checkWrittenDates(component: InstanceType<typeof ICAL.Component>): void {
  for (const name of ['dtstart', 'dtend']) {
    const written: unknown = component.getFirstProperty(name)?.jCal[3];
    if (written === undefined) continue;
    const match =
      typeof written === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?/.exec(written) : null;
    const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match ?? [];
    if (
      !match ||
      !calendarDayOf(Number(year), Number(month), Number(day)) ||
      Number(hours) > 23 ||
      Number(minutes) > 59 ||
      Number(seconds) > 60
    ) {
      const summary = String(component.getFirstPropertyValue('summary') ?? '')
        .trim()
        .slice(0, 80);
      const event = summary ? `The event “${summary}”` : 'An event';
      throw VenueCalendarException.invalidIcs(
        `The file was not imported: ${event} has a ${name.toUpperCase()} that is not a real date or time (${String(written).slice(0, 40)}).`,
      );
    }
  }
}

/** The London days an event touches, first and last; an all-day event's end is exclusive. */
function daysOf(start: IcalTime, end: IcalTime | null, name: string): [string, string] {
  const first = dayOf(start, name);
  if (!end || end.compare(start) <= 0) return [first, first];
  if (start.isDate) return [first, addDays(dayOf(end, name), -1) < first ? first : addDays(dayOf(end, name), -1)];
  // A timed event that ends at midnight does not take the next day.
  const endsAt = safeDate(end, name).getTime() - 1;
  return [first, londonDay(endsAt)];
}

function dayOf(time: IcalTime, name: string): string {
  if (time.isDate) {
    const day = calendarDayOf(time.year, time.month, time.day);
    if (!day)
      throw VenueCalendarException.invalidIcs(`The file was not imported: ${name} has a date that does not exist.`);
    return day;
  }
  return londonDay(safeDate(time, name));
}

function safeDate(time: IcalTime, name: string): Date {
  let date: Date;
  try {
    date = time.toJSDate();
  } catch {
    date = new Date(Number.NaN);
  }
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999) {
    throw VenueCalendarException.invalidIcs(`The file was not imported: ${name} has a date that does not exist.`);
  }
  return date;
}

/** How a message names the event: its summary, else its UID. */
function describe(event: InstanceType<typeof ICAL.Event>): string {
  const summary = (event.summary ?? '').trim().slice(0, 80);
  if (summary) return `The days of the event “${summary}”`;
  const uid = (event.uid ?? '').trim().slice(0, 80);
  return uid ? `The days of the event with UID ${uid}` : 'The days of an event without a name';
}

function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
