// GET /api/v2/venues?ids=a,b,c: the cards of some venues, in the order asked for (the answer is
// the search's `{ items, total }`); only venues asked for are kept.
import type { VenueCard, VenueSearchResponse } from '@venue-finder/contract';
import { apiGet } from './api-client';

export async function getVenueCards(ids: readonly string[], signal?: AbortSignal): Promise<VenueCard[]> {
  if (ids.length === 0) return [];
  const { items } = await apiGet<VenueSearchResponse>('/api/v2/venues', { query: { ids: ids.join(',') }, signal });
  return ids
    .map((id) => items.find((venue) => venue.id === id || venue.slug === id))
    .filter((venue): venue is VenueCard => venue !== undefined);
}
