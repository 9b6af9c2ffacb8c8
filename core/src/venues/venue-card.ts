import type { Venue } from '../entities/venue.entity';
import type { VenueCard } from '../search/search-schema';

/** The canonical address of a venue page (relative; the API adds the public origin). */
export function venuePath(venue: Pick<Venue, 'slug' | 'id'>): string {
  return `/v2/venue/${encodeURIComponent(venue.slug || venue.id)}`;
}

/** The list view of a venue, as search results and comparisons show it. */
export function toVenueCard(venue: Venue): VenueCard {
  return {
    id: venue.id,
    slug: venue.slug,
    display_name: venue.displayName,
    name: venue.name,
    city: venue.city,
    rating: venue.rating,
    capacity: { min: venue.capacityMin, max: venue.capacityMax },
    photo_main: venue.photoMain ?? venue.images[0] ?? null,
    images: venue.images,
    primary_category: venue.primaryCategory,
    claimed: venue.ownerId !== null,
    claimable: venue.claimable && venue.ownerId === null,
    canonical_url: venuePath(venue),
    geo: venue.lat !== null && venue.lng !== null ? { lat: venue.lat, lng: venue.lng } : null,
  };
}
