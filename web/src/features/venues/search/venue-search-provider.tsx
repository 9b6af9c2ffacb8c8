// InstantSearch for the results page: our search client, the address as its state, and the one
// widget that holds the search (it renders nothing; the page's own components read and change
// the search through useVenueSearch).
import { use, useEffect, useRef, useState, type ReactNode } from 'react';
import { InstantSearch, InstantSearchSSRProvider } from 'react-instantsearch';
import { useLocation, useNavigate } from 'react-router-dom';
import { ServerStateContext } from '../../../lib/server-state';
import { searchVenues } from '../api/search-venues';
import { useVenueSearchWidget, VENUES_INDEX, type VenuesUiState } from './venue-search-connector';
import type { VenueSearchState } from './venue-search-state';
import { createVenuesRouter, venuesStateMapping } from './venues-routing';
import { createVenuesSearchClient } from './venues-search-client';

function SearchState() {
  useVenueSearchWidget();
  return null;
}

export function VenueSearchProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const { pathname, search } = useLocation();
  const [searchClient] = useState(() => createVenuesSearchClient(searchVenues));
  const [router] = useState(() =>
    createVenuesRouter(
      (href) => navigateRef.current(href, { preventScrollReset: true }),
      // The server has no window: it renders the address it was asked for.
      import.meta.env.SSR ? () => ({ pathname, search }) : undefined,
    ),
  );
  // The first answers the server rendered this page with, kept for as long as this search lives
  // (the server state is only good for the address it was rendered at, before anything changed).
  const serverState = use(ServerStateContext);
  const [initialResults] = useState(() =>
    serverState.current?.href === `${pathname}${search}` ? serverState.current.search?.initialResults : undefined,
  );

  useEffect(() => {
    serverState.current = undefined;
  }, [serverState]);

  // After every render, not only when the address differs from the last render's: Back to the
  // address of the last render is a change too when a navigation in between never rendered here.
  useEffect(() => {
    router.locationChanged();
  });

  return (
    <InstantSearchSSRProvider {...(initialResults && { initialResults })}>
      <InstantSearch<VenuesUiState, VenueSearchState>
        searchClient={searchClient}
        indexName={VENUES_INDEX}
        routing={{ router, stateMapping: venuesStateMapping }}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <SearchState />
        {children}
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}
