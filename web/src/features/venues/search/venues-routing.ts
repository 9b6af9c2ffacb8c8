// The page address is the state of a results page. InstantSearch's routing writes each change of
// its UI state to the address through this router, and reads an address the visitor arrives at
// (a link, the header search, Back and Forward) into UI state. Navigation goes through React
// Router, so the rest of the app (header, title, scroll) sees the same address.
import type { Router, StateMapping } from 'instantsearch.js';
import { matchPath } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { venueSearchOf, venueSearchUiState, VENUES_INDEX, type VenuesUiState } from './venue-search-connector';
import {
  readVenueSearchState,
  sameVenueSearch,
  venueSearchToUrlQuery,
  type VenueSearchPathParams,
  type VenueSearchState,
} from './venue-search-state';

export interface VenuesRouter extends Router<VenueSearchState> {
  /**
   * React Router may have moved: unless the address is where this router last went or followed,
   * InstantSearch follows it. It reads the address itself rather than being told one, since a
   * late effect may still carry an address the page has already left.
   */
  locationChanged(): void;
}

/** What an address (path and query) searches for. */
export function readVenueSearchAddress(pathname: string, search: string): VenueSearchState {
  const pathParams: VenueSearchPathParams = matchPath(paths.venuesByPath.path, pathname)?.params ?? {};
  return readVenueSearchState(new URLSearchParams(search), pathParams);
}

/** Every change leads to the canonical query form, whichever form the page was reached by. */
export function venueSearchHref(state: VenueSearchState): string {
  return paths.venues.getHref(venueSearchToUrlQuery(state));
}

/** Where the page is: the browser's address, or on the server the address being rendered. */
export type PageLocation = () => { pathname: string; search: string };

export function createVenuesRouter(
  navigate: (href: string) => void,
  location: PageLocation = () => window.location,
): VenuesRouter {
  let listener: ((route: VenueSearchState) => void) | undefined;
  const currentHref = () => {
    const { pathname, search } = location();
    return `${pathname}${search}`;
  };
  let lastHref = currentHref();
  const read = () => {
    const { pathname, search } = location();
    return readVenueSearchAddress(pathname, search);
  };

  return {
    $$type: 'venue-finder.react-router',
    read,
    write(route) {
      // The address may already say this (the first render, or after following a link).
      if (sameVenueSearch(route, read())) return;
      lastHref = venueSearchHref(route);
      navigate(lastHref);
    },
    createURL: venueSearchHref,
    onUpdate(callback) {
      listener = callback;
    },
    locationChanged() {
      const href = currentHref();
      if (href === lastHref) return;
      lastHref = href;
      listener?.(read());
    },
    dispose() {
      listener = undefined;
    },
  };
}

/** UI state ↔ route: both are the typed search, which the router writes with the API's names. */
export const venuesStateMapping: StateMapping<VenuesUiState, VenueSearchState> = {
  $$type: 'venue-finder.venue-search',
  stateToRoute: (uiState) => venueSearchOf(uiState[VENUES_INDEX]),
  routeToState: (route) => ({ [VENUES_INDEX]: venueSearchUiState(route) }),
};
