// The InstantSearch search client of the results page: it answers InstantSearch's requests from
// GET /api/v2/venues. Each request carries the search as its `venueSearch` parameter (the one
// widget's, venue-search-connector.ts), which becomes the API's query exactly as an address's
// search does; `{ items, total }` goes back as hits, nbHits, page, nbPages and hitsPerPage.
import type { SearchClient } from 'instantsearch.js';
import { PAGE_SIZE, type VenueCard } from '@venue-finder/contract';
import type { ApiQuery } from '../../../lib/api-client';
import type { VenueSearchAnswer } from '../api/search-venues';
import { venueSearchOf } from './venue-search-connector';
import { venueSearchToApiQuery, type VenueSearchState } from './venue-search-state';

/** The parts of an InstantSearch request this client reads. */
export interface InstantSearchRequest {
  indexName: string;
  params?: { venueSearch?: VenueSearchState };
}

/** One answer in the shape InstantSearch reads. */
export interface InstantSearchResponse {
  index: string;
  hits: (VenueCard & { objectID: string })[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, never>;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
}

/** InstantSearch's request → the API's query parameters (names exactly as the API spells them). */
export function toApiQuery(request: InstantSearchRequest): ApiQuery {
  return venueSearchToApiQuery(venueSearchOf(request.params));
}

export function toInstantSearchResponse(
  request: InstantSearchRequest,
  answer: VenueSearchAnswer,
): InstantSearchResponse {
  const search = venueSearchOf(request.params);
  return {
    index: request.indexName,
    hits: answer.items.map((venue) => ({ ...venue, objectID: venue.id })),
    nbHits: answer.total,
    page: search.page - 1,
    nbPages: Math.ceil(answer.total / PAGE_SIZE),
    hitsPerPage: PAGE_SIZE,
    facets: {},
    exhaustiveNbHits: true,
    processingTimeMS: 0,
    query: search.q,
    params: '',
  };
}

/** The client, asking the API through `search` (searchVenues in the app). */
export function createVenuesSearchClient(search: (query: ApiQuery) => Promise<VenueSearchAnswer>): SearchClient {
  return {
    search: (async (requests: readonly InstantSearchRequest[]) => ({
      results: await Promise.all(
        requests.map(async (request) => toInstantSearchResponse(request, await search(toApiQuery(request)))),
      ),
    })) as unknown as SearchClient['search'],
  };
}
