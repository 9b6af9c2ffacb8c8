// The dashboard's counts (each query-options factory owns its key).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.stats(),
    queryFn: ({ signal }) => api('get', '/api/admin/stats/dashboard', { signal }),
  });
}

export function venueCountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.venueCount(),
    queryFn: ({ signal }) => api('get', '/api/admin/stats/venues-count', { signal }),
  });
}

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
export const useVenueCounts = () => useQuery(venueCountsQueryOptions());
