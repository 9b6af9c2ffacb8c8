// The full detail of each venue being compared (GET /api/v2/venues/{idOrSlug}, at most five at
// once). Venues that cannot be loaded are left out; none at all is a failure.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueDetailView } from '@venue-finder/contract';
import { queryKeys } from '../../../lib/query-keys';
import { getVenue } from '../../../lib/venue';

export async function getCompareVenues(ids: readonly string[], signal?: AbortSignal): Promise<VenueDetailView[]> {
  const settled = await Promise.allSettled(ids.map((id) => getVenue(id, signal)));
  const venues = settled
    .filter((result): result is PromiseFulfilledResult<VenueDetailView> => result.status === 'fulfilled')
    .map((result) => result.value);
  if (venues.length === 0 && ids.length > 0) {
    throw (settled.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason;
  }
  return venues;
}

export function compareVenuesQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: queryKeys.compareVenues(ids),
    queryFn: ({ signal }) => getCompareVenues(ids, signal),
  });
}

export function useCompareVenues(ids: readonly string[]) {
  return useQuery(compareVenuesQueryOptions(ids));
}
