// The results page's one InstantSearch widget. It holds the whole search (words, filters,
// postcode, order and page) as the typed VenueSearchState: under `venueSearch` in the index UI
// state, which the URL routing reads and writes, and as a search parameter of the same name,
// which the helper passes through to the search client as it is (it keeps parameters it does not
// know) and the client turns into the API's query.
//
// One widget rather than one per filter (menus, lists, ranges, toggle, sort, pagination, search
// box: 22 of them before): InstantSearch recomputes every widget's search parameters each time a
// widget mounts and every widget's render state after each answer, which made the results page's
// hydration commit some 40 ms longer on a desktop, four times that on a phone.
import type { PlainSearchParameters } from 'algoliasearch-helper';
import type { Connector, IndexUiState, UiState } from 'instantsearch.js';
import { useConnector } from 'react-instantsearch';
import { PAGE_SIZE } from '@venue-finder/contract';
import { EMPTY_VENUE_SEARCH, type VenueSearchState } from './venue-search-state';

/** The InstantSearch index the results page searches. */
export const VENUES_INDEX = 'venues';

export type VenuesIndexUiState = IndexUiState & { venueSearch?: VenueSearchState };
export type VenuesUiState = UiState & { [VENUES_INDEX]?: VenuesIndexUiState };

/** The index UI state holding a search. */
export function venueSearchUiState(venueSearch: VenueSearchState): VenuesIndexUiState {
  return { venueSearch };
}

/** The search a UI state, a helper state or a request's parameters hold; none is the empty search. */
export function venueSearchOf(parameters: object | undefined): VenueSearchState {
  return (parameters as { venueSearch?: VenueSearchState } | undefined)?.venueSearch ?? EMPTY_VENUE_SEARCH;
}

interface VenueSearchWidgetDescription {
  $$type: 'venue-finder.venueSearch';
  renderState: { current: VenueSearchState };
  indexRenderState: { venueSearch: { current: VenueSearchState } };
  indexUiState: { venueSearch?: VenueSearchState };
}

type NoParams = Record<string, never>;

/** The helper's type lists only Algolia's own parameters. */
const asSearchParameters = (params: { venueSearch?: VenueSearchState; hitsPerPage?: number }) =>
  params as unknown as PlainSearchParameters;

export const connectVenueSearch: Connector<VenueSearchWidgetDescription, NoParams> =
  (renderFn, unmountFn = () => {}) =>
  (widgetParams) => {
    const renderState = (state: object) => ({ current: venueSearchOf(state) });
    return {
      $$type: 'venue-finder.venueSearch',
      init(options) {
        renderFn(
          { ...renderState(options.helper.state), instantSearchInstance: options.instantSearchInstance, widgetParams },
          true,
        );
      },
      render(options) {
        renderFn(
          { ...renderState(options.state), instantSearchInstance: options.instantSearchInstance, widgetParams },
          false,
        );
      },
      dispose({ state }) {
        unmountFn();
        return state.setQueryParameters(asSearchParameters({ venueSearch: undefined, hitsPerPage: undefined }));
      },
      getRenderState(indexRenderState, options) {
        return { ...indexRenderState, venueSearch: renderState(options.state) };
      },
      getWidgetRenderState(options) {
        return { ...renderState(options.state), widgetParams };
      },
      getWidgetUiState(uiState, { searchParameters }) {
        return { ...uiState, venueSearch: venueSearchOf(searchParameters) };
      },
      getWidgetSearchParameters(searchParameters, { uiState }) {
        return searchParameters.setQueryParameters(
          asSearchParameters({ venueSearch: uiState.venueSearch ?? EMPTY_VENUE_SEARCH, hitsPerPage: PAGE_SIZE }),
        );
      },
    };
  };

/** Mounts the widget that keeps the search in InstantSearch's state (it renders nothing itself). */
export function useVenueSearchWidget(): VenueSearchState {
  return useConnector<NoParams, VenueSearchWidgetDescription>(connectVenueSearch, {}).current;
}
