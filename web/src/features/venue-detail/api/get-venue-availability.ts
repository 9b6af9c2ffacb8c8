// Check availability (GET /api/v2/venues/{idOrSlug}/availability): whether the venue is free on
// the planner's date and its free days nearest it, when its owner keeps the calendar.
import type { VenueAvailabilityResponse } from '@venue-finder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getVenueAvailability(
  idOrSlug: string,
  date: string | null,
  signal?: AbortSignal,
): Promise<VenueAvailabilityResponse> {
  return apiGet<VenueAvailabilityResponse>(`/api/v2/venues/${encodeURIComponent(idOrSlug)}/availability`, {
    query: { date: date ?? undefined },
    signal,
  });
}

/** `date` null asks about today. */
export function venueAvailabilityQueryOptions(idOrSlug: string, date: string | null) {
  return queryOptions({
    queryKey: queryKeys.venueAvailability(idOrSlug, date ?? 'today'),
    queryFn: ({ signal }) => getVenueAvailability(idOrSlug, date, signal),
  });
}

export function useVenueAvailability(idOrSlug: string, date: string | null) {
  return useQuery(venueAvailabilityQueryOptions(idOrSlug, date));
}
