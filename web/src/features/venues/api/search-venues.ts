// GET /api/v2/venues: pages of results (through the InstantSearch client), counts for the
// advanced filters, and POST /api/v2/venue-pack.
import type { VenueSearchResponse } from '@venue-finder/core/search-schema';
import { apiGet, apiRequest, type ApiQuery } from '../../../lib/api-client';
import { venueSearchToApiQuery, type VenueSearchState } from '../search/venue-search-state';

export const SEARCH_PATH = '/api/v2/venues';

export type VenueSearchAnswer = VenueSearchResponse;

export function searchVenues(query: ApiQuery, signal?: AbortSignal): Promise<VenueSearchAnswer> {
  return apiGet<VenueSearchAnswer>(SEARCH_PATH, { query, signal });
}

/** Update Count: how many venues a draft of the filters finds, with facet counts; nothing is applied. */
export function countVenues(draft: VenueSearchState, signal?: AbortSignal): Promise<VenueSearchAnswer> {
  return searchVenues({ ...venueSearchToApiQuery({ ...draft, page: 1 }), with_facets: 'true' }, signal);
}

/** The most venues one pack holds (the API refuses more). */
export const MAX_VENUE_PACK_VENUES = 10;

/** Asks for a PDF pack of these venues; resolves to its address, or null when none was made. */
export async function createVenuePack(ids: readonly string[]): Promise<string | null> {
  const answer = await apiRequest<{ url?: unknown } | undefined>('POST', '/api/v2/venue-pack', { body: { ids } });
  return typeof answer?.url === 'string' && answer.url !== '' ? answer.url : null;
}
