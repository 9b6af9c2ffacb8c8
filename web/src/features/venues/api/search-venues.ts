// GET /api/v2/venues: pages of results (through the InstantSearch client), counts for the
// advanced filters. (The venue pack lives in lib/venue-pack.ts.)
import { queryOptions } from '@tanstack/react-query';
import type { ApiAnswer, ApiQueryParams } from '@venue-finder/contract';
import { api, type ApiQuery } from '../../../lib/api-client';
import { venueSearchToApiQuery, type VenueSearchState } from '../search/venue-search-state';
import { queryKeys } from '../../../lib/query-keys';

export const SEARCH_PATH = '/api/v2/venues';

/** The search's answer, as the OpenAPI document types it: cards, the total, facet counts. */
export type VenueSearchAnswer = ApiAnswer<typeof SEARCH_PATH, 'get'>;

/**
 * `query` is the search state's own spelling of the parameters (venue-search-state.ts), dotted
 * names included; the document names the same parameters.
 */
export function searchVenues(query: ApiQuery, signal?: AbortSignal): Promise<VenueSearchAnswer> {
  return api('get', SEARCH_PATH, { query: query as ApiQueryParams<typeof SEARCH_PATH, 'get'>, signal });
}

/** Update Count: how many venues a draft of the filters finds, with facet counts; nothing is applied. */
const countQuery = (draft: VenueSearchState): ApiQuery => ({
  ...venueSearchToApiQuery({ ...draft, page: 1 }),
  with_facets: 'true',
});

/** Keyed by the API query a draft makes, so two drafts that ask the same question share one count. */
export function venueCountQueryOptions(draft: VenueSearchState) {
  const query = countQuery(draft);
  return queryOptions({
    queryKey: queryKeys.venueCount(query),
    queryFn: ({ signal }) => searchVenues(query, signal),
    // The panel says the count failed and offers the button again; a silent retry would hold that back.
    retry: false,
  });
}
