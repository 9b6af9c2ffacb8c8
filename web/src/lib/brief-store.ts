// The visitor's brief (venues they want proposals from), kept in browser storage under 'brief'.
// Shared because the header badge, the venue cards and the brief page all read or change it.
import type { VenueCard } from '@venue-finder/core/search-schema';
import { parseJsonOrUndefined, readStoredJson, useStoredValue, writeStoredJson } from './browser-storage';

export const BRIEF_STORAGE_KEY = 'brief';

export interface BriefItem {
  venue_id: string;
  venue: VenueCard;
  notes: string;
}

export interface Brief {
  items: BriefItem[];
  email: string;
}

function isBriefItem(value: unknown): value is BriefItem {
  return typeof value === 'object' && value !== null && typeof (value as BriefItem).venue_id === 'string';
}

/** Whatever is stored, a usable brief: unreadable data counts as an empty brief. */
function toBrief(stored: unknown): Brief {
  if (typeof stored !== 'object' || stored === null) return { items: [], email: '' };
  const { items, email } = stored as Partial<Record<keyof Brief, unknown>>;
  return {
    items: Array.isArray(items)
      ? items.filter(isBriefItem).map((item) => ({ ...item, notes: typeof item.notes === 'string' ? item.notes : '' }))
      : [],
    email: typeof email === 'string' ? email : '',
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
  };
}

/** Adds a venue to the brief; a venue already present is ignored. */
export function addToBrief(venue: VenueCard): void {
  const brief = toBrief(readStoredJson(BRIEF_STORAGE_KEY));
  if (isInBrief(brief, venue.id)) return;
  writeStoredJson(BRIEF_STORAGE_KEY, {
    ...brief,
    items: [...brief.items, { venue_id: venue.id, venue: cardFields(venue), notes: '' }],
  });
}
