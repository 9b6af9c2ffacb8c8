// The visitor's brief (venues they want proposals from), kept in browser storage under 'brief'.
// Shared because the header badge, the venue cards and the brief page all read or change it.
import type { VenueCard } from '@venue-finder/contract';
import { parseJsonOrUndefined, readStoredJson, removeStored, useStoredValue, writeStoredJson } from './browser-storage';

export const BRIEF_STORAGE_KEY = 'brief';

export interface BriefItem {
  venue_id: string;
  venue: VenueCard;
  notes: string;
}

/** The event's details as typed (each optional; checked when the brief is sent). */
export interface BriefEvent {
  /** An event type, or '' for none given. */
  type: string;
  /** YYYY-MM-DD, as a date input gives it, or ''. */
  date: string;
  /** HH:MM, as a time input gives it, or ''. */
  startTime: string;
  endTime: string;
  days: string;
  dateFlexible: boolean;
  guests: string;
  /** A room layout, or '' for any. */
  layout: string;
  budget: string;
}

/** Who the planner is, as typed. */
export interface BriefPlanner {
  name: string;
  phone: string;
  organisation: string;
}

export interface Brief {
  items: BriefItem[];
  email: string;
  planner: BriefPlanner;
  /** The planner's additional notes for the whole brief. */
  notes: string;
  event: BriefEvent;
}

export const EMPTY_BRIEF_EVENT: BriefEvent = {
  type: '',
  date: '',
  startTime: '',
  endTime: '',
  days: '',
  dateFlexible: false,
  guests: '',
  layout: '',
  budget: '',
};
export const EMPTY_BRIEF_PLANNER: BriefPlanner = { name: '', phone: '', organisation: '' };
const EMPTY_BRIEF: Brief = { items: [], email: '', planner: EMPTY_BRIEF_PLANNER, notes: '', event: EMPTY_BRIEF_EVENT };

function isBriefItem(value: unknown): value is BriefItem {
  return typeof value === 'object' && value !== null && typeof (value as BriefItem).venue_id === 'string';
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Briefs saved before the event's details were asked for have none. */
function toBriefEvent(stored: unknown): BriefEvent {
  if (typeof stored !== 'object' || stored === null) return EMPTY_BRIEF_EVENT;
  const event = stored as Partial<Record<keyof BriefEvent, unknown>>;
  return {
    type: text(event.type),
    date: text(event.date),
    startTime: text(event.startTime),
    endTime: text(event.endTime),
    days: text(event.days),
    dateFlexible: event.dateFlexible === true,
    guests: text(event.guests),
    layout: text(event.layout),
    budget: text(event.budget),
  };
}

/** Briefs saved before the planner's name was asked for have none. */
function toBriefPlanner(stored: unknown): BriefPlanner {
  if (typeof stored !== 'object' || stored === null) return EMPTY_BRIEF_PLANNER;
  const planner = stored as Partial<Record<keyof BriefPlanner, unknown>>;
  return { name: text(planner.name), phone: text(planner.phone), organisation: text(planner.organisation) };
}

/** Whatever is stored, a usable brief: unreadable data counts as an empty brief. */
function toBrief(stored: unknown): Brief {
  if (typeof stored !== 'object' || stored === null) return EMPTY_BRIEF;
  const { items, email, planner, notes, event } = stored as Partial<Record<keyof Brief, unknown>>;
  return {
    items: Array.isArray(items)
      ? items.filter(isBriefItem).map((item) => ({ ...item, notes: typeof item.notes === 'string' ? item.notes : '' }))
      : [],
    email: typeof email === 'string' ? email : '',
    planner: toBriefPlanner(planner),
    notes: typeof notes === 'string' ? notes : '',
    event: toBriefEvent(event),
  };
}

const parseBrief = (raw: string | null): Brief => toBrief(parseJsonOrUndefined(raw));

export function useBrief(): Brief {
  return useStoredValue(BRIEF_STORAGE_KEY, parseBrief);
}

export function isInBrief(brief: Brief, venueId: string): boolean {
  return brief.items.some((item) => item.venue_id === venueId);
}

/** The list-view fields of a venue: a brief item keeps these, not a whole detail view. */
function cardFields(venue: VenueCard): VenueCard {
  return {
    id: venue.id,
    slug: venue.slug,
    display_name: venue.display_name,
    name: venue.name,
    city: venue.city,
    rating: venue.rating,
    capacity: venue.capacity,
    photo_main: venue.photo_main,
    images: venue.images.slice(0, 1),
    primary_category: venue.primary_category,
    claimed: venue.claimed,
    claimable: venue.claimable,
    canonical_url: venue.canonical_url,
    geo: venue.geo ?? null,
    // Briefs saved before cards carried the programme have none.
    programme: venue.programme ?? null,
  };
}

export function readBrief(): Brief {
  return toBrief(readStoredJson(BRIEF_STORAGE_KEY));
}

function updateBrief(change: (brief: Brief) => Brief): void {
  writeStoredJson(BRIEF_STORAGE_KEY, change(readBrief()));
}

/** Adds venues to the brief; venues already present are ignored. Answers the ids added. */
export function addVenuesToBrief(venues: readonly VenueCard[]): string[] {
  const added: string[] = [];
  updateBrief((brief) => {
    const items = [...brief.items];
    for (const venue of venues) {
      if (items.some((item) => item.venue_id === venue.id)) continue;
      items.push({ venue_id: venue.id, venue: cardFields(venue), notes: '' });
      added.push(venue.id);
    }
    return { ...brief, items };
  });
  return added;
}

/** Adds a venue to the brief; a venue already present is ignored. Answers the ids added. */
export function addToBrief(venue: VenueCard): string[] {
  return addVenuesToBrief([venue]);
}

export function removeFromBrief(venueId: string): void {
  updateBrief((brief) => ({ ...brief, items: brief.items.filter((item) => item.venue_id !== venueId) }));
}

export function setBriefItemNotes(venueId: string, notes: string): void {
  updateBrief((brief) => ({
    ...brief,
    items: brief.items.map((item) => (item.venue_id === venueId ? { ...item, notes } : item)),
  }));
}

export function setBriefEmail(email: string): void {
  updateBrief((brief) => ({ ...brief, email }));
}

export function setBriefPlanner(change: Partial<BriefPlanner>): void {
  updateBrief((brief) => ({ ...brief, planner: { ...brief.planner, ...change } }));
}

export function setBriefNotes(notes: string): void {
  updateBrief((brief) => ({ ...brief, notes }));
}

export function setBriefEvent(change: Partial<BriefEvent>): void {
  updateBrief((brief) => ({ ...brief, event: { ...brief.event, ...change } }));
}

/**
 * The brief's venues become these, in this order (a signed-in planner's saved shortlist, read
 * from their account); a venue already in the brief keeps its notes.
 */
export function replaceBriefVenues(venues: readonly VenueCard[]): void {
  updateBrief((brief) => ({
    ...brief,
    items: venues.map((venue) => ({
      venue_id: venue.id,
      venue: cardFields(venue),
      notes: brief.items.find((item) => item.venue_id === venue.id)?.notes ?? '',
    })),
  }));
}

/** Empties the brief: its venues, the e-mail, the notes and the stored data. */
export function clearBrief(): void {
  removeStored(BRIEF_STORAGE_KEY);
}
