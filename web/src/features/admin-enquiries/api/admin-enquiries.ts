// What /admin/enquiries reads and does: the loop's figures over a window of days, the enquiries
// waiting on venues nobody owns (a page at a time, oldest first), and forward one again or close it.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AdminEnquiriesOverview = ApiSchema<'AdminEnquiriesOverview'>;

export type AdminWaitingEnquiry = ApiSchema<'AdminWaitingEnquiry'>;

export type AdminWaitingPage = ApiSchema<'AdminWaitingEnquiriesPage'>;

export const WAITING_PAGE_SIZE = 20;

export function adminEnquiriesOverviewQueryOptions(days: number) {
  return queryOptions({
    queryKey: queryKeys.admin.enquiriesOverview(days),
    queryFn: ({ signal }) => apiGet<AdminEnquiriesOverview>('/api/admin/enquiries', { query: { days }, signal }),
  });
}

export function adminWaitingEnquiriesQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.admin.enquiriesWaiting(page),
    queryFn: ({ signal }) =>
      apiGet<AdminWaitingPage>('/api/admin/enquiries/waiting', {
        query: { page, per_page: WAITING_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminEnquiriesOverview = (days: number) => useQuery(adminEnquiriesOverviewQueryOptions(days));
export const useAdminWaitingEnquiries = (page: number) => useQuery(adminWaitingEnquiriesQueryOptions(page));

/** Forward again or close: the queue and the figures are read again after either. */
export function useActOnWaitingEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'forward' | 'close' }) =>
      apiRequest<AdminWaitingEnquiry>('POST', `/api/admin/enquiries/${encodeURIComponent(id)}/${action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.enquiries() }),
  });
}
