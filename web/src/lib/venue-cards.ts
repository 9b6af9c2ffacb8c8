// GET /api/v2/venues?ids=a,b,c: the cards of some venues, in the order asked for. The answer may
// be `{ items }` or a plain list; only venues asked for are kept.
import type { VenueCard } from '@venue-finder/contract';
import { apiGet } from './api-client';

export async function getVenueCards(ids: readonly string[], signal?: AbortSignal): Promise<VenueCard[]> {
  if (ids.length === 0) return [];
  const answer = await apiGet<{ items?: VenueCard[] } | VenueCard[]>('/api/v2/venues', {
    query: { ids: ids.join(',') },
    signal,
  });
  const items = Array.isArray(answer) ? answer : (answer?.items ?? []);
  return ids
    .map((id) => items.find((venue) => venue.id === id || venue.slug === id))
    .filter((venue): venue is VenueCard => venue !== undefined);
}
