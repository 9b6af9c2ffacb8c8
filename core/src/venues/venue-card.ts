import type { Venue } from '../entities/venue.entity';
import { type ProgrammeStanding, type VenueCard, venuePath } from '@venue-finder/contract';

/** The list view of a venue, as search results and comparisons show it. */
export function toVenueCard(venue: Venue, programme: ProgrammeStanding | null = null): VenueCard {
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
    programme,
  };
}

/**
 * Cards in the order their ids or slugs were asked for, each venue once, unknown keys left out
 * (the `ids=` form of the search: the compare bar shows venues in the planner's order).
 */
export function cardsInRequestedOrder(found: VenueCard[], idsOrSlugs: string[]): VenueCard[] {
  const byKey = new Map<string, VenueCard>();
  for (const card of found) {
    byKey.set(card.id.toLowerCase(), card);
    byKey.set(card.slug.toLowerCase(), card);
  }
  const seen = new Set<string>();
  const cards: VenueCard[] = [];
  for (const key of idsOrSlugs) {
    const card = byKey.get(key.toLowerCase());
    if (card && !seen.has(card.id)) {
      seen.add(card.id);
      cards.push(card);
    }
  }
  return cards;
}
