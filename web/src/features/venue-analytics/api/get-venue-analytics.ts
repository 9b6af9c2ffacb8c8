// One of the owner's venues, how it does over 7, 30 or 90 days (the query-options factory owns its key).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, ApiSchema } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type VenueAnalytics = ApiSchema<'VenueAnalyticsResponse'>;
export type VenueAnalyticsDay = ApiSchema<'VenueAnalyticsDay'>;

export function venueAnalyticsQueryOptions(venueId: string, days: AnalyticsPeriod) {
  return queryOptions({
    queryKey: queryKeys.owner.analytics(venueId, days),
    queryFn: ({ signal }) =>
      api('get', '/api/owners/venues/{id}/analytics', { params: { id: venueId }, query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useVenueAnalytics = (venueId: string, days: AnalyticsPeriod) =>
  useQuery({ ...venueAnalyticsQueryOptions(venueId, days), enabled: venueId !== '' });
