// InstantSearch for the results page: our search client, the address as its state, and the
// widgets that hold each part of the search (they render nothing; the page's own components
// read and change the state through useVenueSearch).
import { use, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  InstantSearch,
  InstantSearchSSRProvider,
  useConfigure,
  useMenu,
  usePagination,
  useRange,
  useRefinementList,
  useSearchBox,
  useSortBy,
  useToggleRefinement,
} from 'react-instantsearch';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAGE_SIZE, SORT_VALUES } from '@venue-finder/contract';
import { ServerStateContext } from '../../../app/server-state';
import { SORT_LABELS } from '../../../lib/vocabulary-labels';
import { useApiParams } from './api-params-connector';
import {
  DISJUNCTIVE_LIST_ATTRIBUTES,
  MENU_ATTRIBUTES,
  RANGE_ATTRIBUTE_NAMES,
  SORT_INDEX_NAMES,
  VENUES_INDEX,
  WHEELCHAIR_ATTRIBUTE,
  type RangeAttribute,
  type VenuesUiState,
} from './instantsearch-state';
import { LIST_FILTER_NAMES, type ListFilterName, type VenueSearchState } from './venue-search-state';
import { createVenuesRouter, venuesStateMapping } from './venues-routing';
import { createVenuesSearchClient } from './venues-search-client';

const SORT_ITEMS = SORT_VALUES.map((sort) => ({ value: SORT_INDEX_NAMES[sort], label: SORT_LABELS[sort] }));

function MenuState({ attribute }: { attribute: string }) {
  useMenu({ attribute, limit: 50 });
  return null;
}

function ListState({ attribute }: { attribute: ListFilterName }) {
  useRefinementList({ attribute, operator: DISJUNCTIVE_LIST_ATTRIBUTES.includes(attribute) ? 'or' : 'and', limit: 50 });
  return null;
}

function RangeState({ attribute }: { attribute: RangeAttribute }) {
  useRange({ attribute });
  return null;
}

function SearchState() {
  useConfigure({ hitsPerPage: PAGE_SIZE });
  useSearchBox();
  useToggleRefinement({ attribute: WHEELCHAIR_ATTRIBUTE, on: true });
  useApiParams();
  useSortBy({ items: SORT_ITEMS });
  usePagination();
  return (
    <>
      {MENU_ATTRIBUTES.map((attribute) => (
        <MenuState key={attribute} attribute={attribute} />
      ))}
      {LIST_FILTER_NAMES.map((attribute) => (
        <ListState key={attribute} attribute={attribute} />
      ))}
      {RANGE_ATTRIBUTE_NAMES.map((attribute) => (
        <RangeState key={attribute} attribute={attribute} />
      ))}
    </>
  );
}

export function VenueSearchProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const { pathname, search } = useLocation();
  const [searchClient] = useState(createVenuesSearchClient);
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
