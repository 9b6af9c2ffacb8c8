// The results page's search as one typed object, and the one way to change it.
import { useCallback } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { ApiError } from '../../../lib/api-client';
import { venueSearchOf, venueSearchUiState, type VenuesUiState } from './venue-search-connector';
import type { VenueSearchState } from './venue-search-state';

export function useVenueSearch() {
  const { indexUiState, setIndexUiState, status, error, results } = useInstantSearch<VenuesUiState>({
    catchError: true,
  });
  const state = venueSearchOf(indexUiState);
  const applySearch = useCallback(
    (next: VenueSearchState) => setIndexUiState(venueSearchUiState(next)),
    [setIndexUiState],
  );
  /** The API's own words when it could not place the postcode (a 400 for a search near one). */
  const locationError = state.near && error instanceof ApiError && error.status === 400 ? error.message : null;

  return {
    state,
    applySearch,
    isLoading: status === 'loading' || status === 'stalled',
    /** Results have arrived at least once (InstantSearch starts with empty placeholder results). */
    hasResults: !(results as { __isArtificial?: boolean }).__isArtificial,
    total: results.nbHits ?? 0,
    error,
    locationError,
  };
}
