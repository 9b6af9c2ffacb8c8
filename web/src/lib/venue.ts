// GET /api/v2/venues/{idOrSlug}: one venue's detail view. Its answer is typed by the OpenAPI
// document, which spells out the contract's VenueDetailView field by field
// (api/src/venues/venue-detail.schema.ts): the compiler checks one against the other here.
import { api } from './api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueDetailView } from '@venue-finder/contract';
import { queryKeys } from './query-keys';

export function getVenue(idOrSlug: string, signal?: AbortSignal): Promise<VenueDetailView> {
  return api('get', '/api/v2/venues/{idOrSlug}', { params: { idOrSlug }, signal });
}

export function venueQueryOptions(idOrSlug: string) {
  return queryOptions({ queryKey: queryKeys.venue(idOrSlug), queryFn: ({ signal }) => getVenue(idOrSlug, signal) });
}

export function useVenue(idOrSlug: string) {
  return useQuery(venueQueryOptions(idOrSlug));
}
