// Check availability (GET /api/v2/venues/{idOrSlug}/availability): whether the venue is free on
// the planner's date and its free days nearest it, when its owner keeps the calendar.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getVenueAvailability(idOrSlug: string, date: string | null, signal?: AbortSignal) {
  return api('get', '/api/v2/venues/{idOrSlug}/availability', {
    params: { idOrSlug },
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

/** While another date is asked about, the last answer stays on screen (and the date field with it). */
export function useVenueAvailability(idOrSlug: string, date: string | null) {
  return useQuery({ ...venueAvailabilityQueryOptions(idOrSlug, date), placeholderData: keepPreviousData });
}
