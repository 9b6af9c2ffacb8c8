// GET /api/v2/venues: one page of search results for the results screen.
import { useEffect } from 'react';
import { PAGE_SIZE, type VenueSearchResponse } from '@venue-finder/core/search-schema';
import { apiGet, apiUrl, type ApiQuery } from '../../../lib/api-client';
import { useAbortableQuery } from '../../../lib/use-abortable-query';
import type { VenueSearch } from '../venue-search';

const SEARCH_PATH = '/api/v2/venues';

function toApiQuery(search: VenueSearch): ApiQuery {
  return {
    q: search.q,
    city: search.city,
    category: search.category,
    capacity: search.capacity,
    sort: search.sort,
    page: search.page,
    pageSize: PAGE_SIZE,
  };
}

export function searchVenues(search: VenueSearch, signal?: AbortSignal): Promise<VenueSearchResponse> {
  return apiGet<VenueSearchResponse>(SEARCH_PATH, { query: toApiQuery(search), signal });
}

/** The request address is the key: same search, same request. */
export function venueSearchKey(search: VenueSearch): string {
  return apiUrl(SEARCH_PATH, toApiQuery(search));
}

/**
 * Results of a search. While the next search loads, and when it fails, the previous results stay
 * on screen; a failure is logged, not shown.
 */
export function useVenueSearch(search: VenueSearch) {
  const result = useAbortableQuery(venueSearchKey(search), (signal) => searchVenues(search, signal), {
    keepPreviousData: true,
  });
  useEffect(() => {
    if (result.error) console.error('Venue search failed', result.error);
  }, [result.error]);
  return result;
}
