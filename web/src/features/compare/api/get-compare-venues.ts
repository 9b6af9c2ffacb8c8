// The full detail of each venue being compared (GET /api/v2/venues/{idOrSlug}, at most five at
// once). Venues that cannot be loaded are left out; none at all is a failure.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueDetailView } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getCompareVenues(ids: readonly string[], signal?: AbortSignal): Promise<VenueDetailView[]> {
  // The typed call itself, not lib/venue.ts's getVenue: importing that module here costs the
  // landing pages about 230 bytes of script (web/src/budget), as the bundler splits it out.
  const settled = await Promise.allSettled(
    ids.map((id): Promise<VenueDetailView> =>
      api('get', '/api/v2/venues/{idOrSlug}', { params: { idOrSlug: id }, signal }),
    ),
  );
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
