// A venue's availability calendar (issue #48): what its entries are and the limits every date
// in it keeps. The api validates with these numbers and the portal says them, so the two agree.

/**
 * unavailable: dates the owner marked (by hand or from an imported .ics file); held and booked:
 * provisional holds and confirmed bookings from enquiries, added by the enquiry loop.
 */
export const CALENDAR_ENTRY_KINDS = ['unavailable', 'held', 'booked'] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

/** How unavailable dates came to be marked. */
export const UNAVAILABLE_SOURCES = ['owner', 'import'] as const;
export type UnavailableSource = (typeof UNAVAILABLE_SOURCES)[number];

/** The longest range one entry may cover, in days (first and last day included). */
export const MAX_CALENDAR_RANGE_DAYS = 366;
/** How far from today (either way) a calendar date may lie, in days: three years. */
export const CALENDAR_HORIZON_DAYS = 3 * 365 + 1;
/** The longest span one read of the calendar may cover, in days. */
export const MAX_CALENDAR_READ_DAYS = 366;
/** Unavailable entries one venue may keep (bounds every read and every import). */
export const MAX_UNAVAILABLE_ENTRIES = 1000;
/** The owner's private note on unavailable dates, in characters. */
export const MAX_CALENDAR_NOTE_LENGTH = 500;
/** The largest .ics file an import takes, in bytes of text. */
export const MAX_ICS_IMPORT_BYTES = 256 * 1024;
/** The most events one imported .ics file may hold. */
export const MAX_ICS_IMPORT_EVENTS = 500;

/**
 * Search by date (GET /api/v2/venues?date=… or date_from/date_to): the most days one search may
 * ask about (a multi-day event), and what each card then says of its venue on them. `free`: the
 * venue keeps its calendar (its owner has marked dates in it) and nothing marks it unavailable,
 * held or booked on any of the days; `not_confirmed`: it keeps no calendar, so nobody has said.
 * Venues taken on any of the days are left out.
 */
export const MAX_SEARCH_DATE_DAYS = 14;
export const VENUE_AVAILABILITY = ['free', 'not_confirmed'] as const;
export type VenueAvailability = (typeof VENUE_AVAILABILITY)[number];

/** Free days GET /api/v2/venues/{idOrSlug}/availability names around the planner's date, at most. */
export const NEARBY_FREE_DAYS = 6;

/**
 * GET /api/v2/venues/{idOrSlug}/availability: what the venue page's "Check availability" says.
 * Only days, never why a day is taken (the owner's notes and the events held stay private).
 */
export interface VenueAvailabilityResponse {
  /** The day asked about (today when none was). */
  date: string;
  /** The owner keeps the calendar: only then are free days known. */
  keeps_calendar: boolean;
  /** Free that day (true), taken (false), or not known (null: the venue keeps no calendar). */
  free_on_date: boolean | null;
  /** The free days nearest the date (from today, up to three weeks after it), in order; [] without a calendar. */
  nearby_free_days: string[];
}

/** A London calendar day (YYYY-MM-DD) as a whole number of days since 1970-01-01: how search stores taken days. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

/** The day a dayNumber() names, YYYY-MM-DD. */
export function dayOfNumber(n: number): string {
  return new Date(n * 86_400_000).toISOString().slice(0, 10);
}
