// GET /api/v2/venues?ids=a&ids=b: the cards of some venues, in the order asked for (the answer is
// the search's `{ items, total }`); only venues asked for are kept. The compare bar and the brief
// both ask for cards, so the query options (the one owner of the key) live here too.
import { queryOptions } from '@tanstack/react-query';
import type { VenueCard } from '@venue-finder/contract';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export async function getVenueCards(ids: readonly string[], signal?: AbortSignal): Promise<VenueCard[]> {
  if (ids.length === 0) return [];
  const { items } = await api('get', '/api/v2/venues', { query: { ids: [...ids] }, signal });
  return ids
    .map((id) => items.find((venue) => venue.id === id || venue.slug === id))
    .filter((venue): venue is VenueCard => venue !== undefined);
}

export function venueCardsQueryOptions(ids: readonly string[]) {
  return queryOptions({ queryKey: queryKeys.venueCards(ids), queryFn: ({ signal }) => getVenueCards(ids, signal) });
}
