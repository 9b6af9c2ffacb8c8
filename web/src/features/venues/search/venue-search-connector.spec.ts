import instantsearchModule from 'instantsearch.js';
import type { ApiQuery } from '../../../lib/api-client';
import type { VenueSearchAnswer } from '../api/search-venues';
import { connectVenueSearch, venueSearchOf, venueSearchUiState, VENUES_INDEX } from './venue-search-connector';
import {
  EMPTY_VENUE_SEARCH,
  readVenueSearchState,
  venueSearchToApiQuery,
  type VenueSearchState,
} from './venue-search-state';
import { createVenuesSearchClient } from './venues-search-client';

// Jest loads InstantSearch.js's CommonJS build into this ES module, whose default import is
// then the module object.
const instantsearch = (instantsearchModule as unknown as { default: typeof instantsearchModule }).default;

const read = (query: string) => readVenueSearchState(new URLSearchParams(query), {});

const EVERY_FILTER = read(
  'q=loft&city=bristol&capacity=26&styles=creative&styles=industrial&conference_equipment=projector&chain=hilton' +
    '&verified=silver&bedrooms_total_min=5&budget.min=200&budget.max=900&budget.unit=person' +
    '&wheelchair_accessible=true&capacity.standing_min=150&near=BS1 4DJ&radius_km=5&sort=capacity&page=2',
);

const ANSWER = {
  items: [{ id: 'venue-1' }, { id: 'venue-2' }],
  total: 45,
} as unknown as VenueSearchAnswer;

/** InstantSearch.js as the results page runs it: our search client and the one widget, on `initial`. */
function startSearch(initial: VenueSearchState) {
  const asked: ApiQuery[] = [];
  const search = instantsearch({
    indexName: VENUES_INDEX,
    searchClient: createVenuesSearchClient(async (query) => {
      asked.push(query);
      return ANSWER;
    }),
    initialUiState: { [VENUES_INDEX]: venueSearchUiState(initial) },
  });
  search.addWidgets([connectVenueSearch(() => {})({})]);
  /** Resolves once InstantSearch has rendered the answer to its `count`th request. */
  const answered = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (asked.length < count || search.mainHelper?.hasPendingRequests()) return;
        search.removeListener('render', check);
        resolve();
      };
      search.on('render', check);
    });
  return { search, asked, answered };
}

describe('the results page’s InstantSearch widget and search client', () => {
  it('asks the API once for the search in the UI state, as the address with that search does', async () => {
    const { search, asked, answered } = startSearch(EVERY_FILTER);
    search.start();
    await answered(1);
    expect(asked).toEqual([venueSearchToApiQuery(EVERY_FILTER)]);
    search.dispose();
  });

  it('gives InstantSearch the answer as that page of 20 hits', async () => {
    const { search, answered } = startSearch(EVERY_FILTER);
    search.start();
    await answered(1);
    const results = search.mainIndex.getResults()!;
    expect(results.hits.map((hit) => hit.objectID)).toEqual(['venue-1', 'venue-2']);
    expect({
      nbHits: results.nbHits,
      page: results.page,
      nbPages: results.nbPages,
      hitsPerPage: results.hitsPerPage,
    }).toEqual({ nbHits: 45, page: 1, nbPages: 3, hitsPerPage: 20 });
    search.dispose();
  });

  it('searches again when the UI state changes, and the UI state reads back the search unchanged', async () => {
    const { search, asked, answered } = startSearch(EMPTY_VENUE_SEARCH);
    search.start();
    await answered(1);
    expect(asked).toEqual([venueSearchToApiQuery(EMPTY_VENUE_SEARCH)]);
    expect(venueSearchOf(search.getUiState()[VENUES_INDEX])).toEqual(EMPTY_VENUE_SEARCH);

    search.setUiState({ [VENUES_INDEX]: venueSearchUiState(EVERY_FILTER) });
    await answered(2);
    expect(asked).toEqual([venueSearchToApiQuery(EMPTY_VENUE_SEARCH), venueSearchToApiQuery(EVERY_FILTER)]);
    expect(venueSearchOf(search.getUiState()[VENUES_INDEX])).toEqual(EVERY_FILTER);
    search.dispose();
  });

  it('reads no search as the empty search: page 1 of 20 by relevance', () => {
    expect(venueSearchOf(undefined)).toBe(EMPTY_VENUE_SEARCH);
    expect(venueSearchToApiQuery(venueSearchOf({}))).toMatchObject({ page: 1, pageSize: 20, sort: 'relevance' });
  });
});
