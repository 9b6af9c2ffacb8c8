// GET /api/v2/venues/{idOrSlug}: one venue's detail view.
import { apiGet } from './api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueDetailView } from '@venue-finder/contract';
import { queryKeys } from './query-keys';

export function getVenue(idOrSlug: string, signal?: AbortSignal): Promise<VenueDetailView> {
  return apiGet<VenueDetailView>(`/api/v2/venues/${encodeURIComponent(idOrSlug)}`, { signal });
}

export function venueQueryOptions(idOrSlug: string) {
  return queryOptions({ queryKey: queryKeys.venue(idOrSlug), queryFn: ({ signal }) => getVenue(idOrSlug, signal) });
}

export function useVenue(idOrSlug: string) {
  return useQuery(venueQueryOptions(idOrSlug));
}
