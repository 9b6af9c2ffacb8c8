// The InstantSearch search client of the results page: it answers InstantSearch's requests from
// GET /api/v2/venues. Requests come in Algolia's shape (query, page from 0, hitsPerPage,
// facetFilters, numericFilters, an index name per sort order, plus our plain apiParams); each
// becomes the API's query parameters, and `{ items, total, facets }` goes back as hits, nbHits,
// page, nbPages, hitsPerPage and facets.
import type { SearchClient } from 'instantsearch.js';
import { FACET_NAMES, PAGE_SIZE, type Facets, type VenueCard } from '@venue-finder/contract';
import type { ApiQuery } from '../../../lib/api-client';
import { searchVenues, type VenueSearchAnswer } from '../api/search-venues';
import { DEFAULT_BUDGET_UNIT, LIST_FILTER_NAMES, type ListFilterName } from './venue-search-state';
import {
  MENU_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  WHEELCHAIR_ATTRIBUTE,
  sortForIndexName,
  type RangeAttribute,
} from './instantsearch-state';

/** The parts of an InstantSearch request this client reads. */
export interface InstantSearchRequestParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string | readonly string[];
  facetFilters?: unknown;
  numericFilters?: unknown;
  near?: string;
  radius_km?: number;
  budget_unit?: string;
}

export interface InstantSearchRequest {
  indexName: string;
  params?: InstantSearchRequestParams;
}

/** One answer in the shape InstantSearch reads. */
export interface InstantSearchResponse {
  index: string;
  hits: (VenueCard & { objectID: string })[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
  query: string;
  params: string;
}

/** facetFilters and numericFilters nest (an inner array is an OR group); flattened to "name:value" strings. */
function flatten(filters: unknown): string[] {
  if (typeof filters === 'string') return [filters];
  return Array.isArray(filters) ? filters.flatMap(flatten) : [];
}

const isListAttribute = (name: string): name is ListFilterName => (LIST_FILTER_NAMES as string[]).includes(name);
const isMenuAttribute = (name: string): boolean => (MENU_ATTRIBUTES as readonly string[]).includes(name);
const isRangeAttribute = (name: string): name is RangeAttribute => name in RANGE_ATTRIBUTES;

const NUMERIC_FILTER = /^([\w.]+)\s*(>=|<=|=|>|<)\s*(-?\d+(?:\.\d+)?)$/;

/** InstantSearch's request → the API's query parameters (names exactly as the API spells them). */
export function toApiQuery(request: InstantSearchRequest): ApiQuery {
  const params = request.params ?? {};
  const lists: Partial<Record<ListFilterName, string[]>> = {};
  const query: ApiQuery = {
    q: params.query?.trim() || undefined,
    page: (params.page ?? 0) + 1,
    pageSize: params.hitsPerPage || PAGE_SIZE,
    sort: sortForIndexName(request.indexName),
  };

  for (const filter of flatten(params.facetFilters)) {
    const separator = filter.indexOf(':');
    if (separator < 1) continue;
    const name = filter.slice(0, separator);
    const value = filter.slice(separator + 1);
    if (isListAttribute(name)) (lists[name] ??= []).push(value);
    else if (name === WHEELCHAIR_ATTRIBUTE) query.wheelchair_accessible = value === 'true' ? 'true' : undefined;
    else if (isMenuAttribute(name)) query[name] = value;
  }
  Object.assign(query, lists);

  for (const filter of flatten(params.numericFilters)) {
    const match = NUMERIC_FILTER.exec(filter);
    if (!match || !isRangeAttribute(match[1])) continue;
    const bounds: { min: string; max?: string } = RANGE_ATTRIBUTES[match[1]];
    const bound = match[2] === '>=' ? bounds.min : match[2] === '<=' ? bounds.max : undefined;
    if (bound) query[bound] = Number(match[3]);
  }
  if (query['budget.min'] !== undefined || query['budget.max'] !== undefined) {
    query['budget.unit'] = params.budget_unit || DEFAULT_BUDGET_UNIT;
  }

  if (params.near) {
    query.near = params.near;
    query.radius_km = params.radius_km;
  }
  return query;
}

function requestedFacets(params: InstantSearchRequestParams, facets: Partial<Facets> | undefined) {
  const wanted = typeof params.facets === 'string' ? [params.facets] : (params.facets ?? []);
  const all = wanted.includes('*');
  const counts: Record<string, Record<string, number>> = {};
  for (const name of FACET_NAMES) {
    const values = facets?.[name];
    if (values && (all || wanted.includes(name))) counts[name] = values;
  }
  return counts;
}

export function toInstantSearchResponse(
  request: InstantSearchRequest,
  answer: VenueSearchAnswer,
): InstantSearchResponse {
  const params = request.params ?? {};
  const hitsPerPage = params.hitsPerPage ?? PAGE_SIZE;
  return {
    index: request.indexName,
    hits: hitsPerPage === 0 ? [] : answer.items.map((venue) => ({ ...venue, objectID: venue.id })),
    nbHits: answer.total,
    page: params.page ?? 0,
    nbPages: hitsPerPage > 0 ? Math.ceil(answer.total / hitsPerPage) : 0,
    hitsPerPage,
    facets: requestedFacets(params, answer.facets),
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    processingTimeMS: 0,
    query: params.query ?? '',
    params: '',
  };
}

/**
 * For a refined "OR" facet InstantSearch also asks for facet counts without that facet's own
 * filter (hitsPerPage 0). The API already counts each OR list that way (disjunctive faceting,
 * core's disjunctiveFacets) and every other list conjunctively, so those requests are answered
 * from the hits request's facets instead of costing another round trip each.
 */
async function answerAll(
  requests: readonly InstantSearchRequest[],
  search: typeof searchVenues,
): Promise<InstantSearchResponse[]> {
  const hitsRequests = requests.filter((request) => request.params?.hitsPerPage !== 0);
  const answers = new Map<InstantSearchRequest, Promise<VenueSearchAnswer>>(
    hitsRequests.map((request) => [request, search(toApiQuery(request))]),
  );
  return Promise.all(
    requests.map(async (request) => {
      const source =
        answers.get(request) ??
        answers.get(hitsRequests.find((hits) => hits.indexName === request.indexName) ?? request) ??
        search(toApiQuery({ ...request, params: { ...request.params, hitsPerPage: 1 } }));
      return toInstantSearchResponse(request, await source);
    }),
  );
}

export function createVenuesSearchClient(search: typeof searchVenues = searchVenues): SearchClient {
  return {
    search: (async (requests: readonly InstantSearchRequest[]) => ({
      results: await answerAll(requests, search),
    })) as unknown as SearchClient['search'],
  };
}
