// Where a venue's links lead.
import type { VenueCard } from '@venue-finder/contract';
import { paths } from '../../config/paths';

/** The venue page by slug, else by id, else nowhere ('#'). */
export function venueHref(venue: Pick<VenueCard, 'slug' | 'id'>): string {
  const key = venue.slug || venue.id;
  return key ? paths.venue.getHref(key) : '#';
}

export function venueName(venue: Pick<VenueCard, 'display_name' | 'name'>): string {
  return venue.display_name || venue.name;
}
