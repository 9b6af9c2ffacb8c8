// GET /api/v2/venues: pages of results (through the InstantSearch client), counts for the
// advanced filters. (The venue pack lives in lib/venue-pack.ts.)
import type { VenueSearchResponse } from '@venue-finder/contract';
import { apiGet, type ApiQuery } from '../../../lib/api-client';
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
