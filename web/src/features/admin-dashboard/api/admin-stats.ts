// The dashboard's counts (each query-options factory owns its key).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface DashboardStats {
  pending_registrations: number;
  pending_claims: number;
  pending_change_requests: number;
  total_owners: number;
}

export interface VenueCountStats {
  published: number;
  total: number;
  draft: number;
  review: number;
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.stats(),
    queryFn: ({ signal }) => apiGet<DashboardStats>('/api/admin/stats/dashboard', { signal }),
  });
}

export function venueCountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.venueCount(),
    queryFn: ({ signal }) => apiGet<VenueCountStats>('/api/admin/stats/venues-count', { signal }),
  });
}

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
export const useVenueCounts = () => useQuery(venueCountsQueryOptions());
