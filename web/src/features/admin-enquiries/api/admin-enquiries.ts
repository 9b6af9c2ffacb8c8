// What /admin/enquiries reads and does: the loop's figures over a window of days, the enquiries
// waiting on venues nobody owns (by cursor, oldest first unless asked otherwise, searchable), and forward one again or close it.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { type QueuePaging, queueQuery } from '../../../components/ui/admin-queue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AdminEnquiriesOverview = ApiSchema<'AdminEnquiriesOverview'>;

export type AdminWaitingEnquiry = ApiSchema<'AdminWaitingEnquiry'>;

export type AdminWaitingPage = ApiSchema<'AdminWaitingEnquiriesPage'>;

export const WAITING_PAGE_SIZE = 20;

export function adminEnquiriesOverviewQueryOptions(days: number) {
  return queryOptions({
    queryKey: queryKeys.admin.enquiriesOverview(days),
    queryFn: ({ signal }) => api('get', '/api/admin/enquiries', { query: { days }, signal }),
  });
}

export function adminWaitingEnquiriesQueryOptions(paging: QueuePaging) {
  return queryOptions({
    queryKey: queryKeys.admin.enquiriesWaiting(paging),
    queryFn: ({ signal }) =>
      api('get', '/api/admin/enquiries/waiting', {
        query: { limit: WAITING_PAGE_SIZE, ...queueQuery(paging) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminEnquiriesOverview = (days: number) => useQuery(adminEnquiriesOverviewQueryOptions(days));
export const useAdminWaitingEnquiries = (paging: QueuePaging) => useQuery(adminWaitingEnquiriesQueryOptions(paging));

/** Forward again or close: the queue and the figures are read again after either. */
export function useActOnWaitingEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'forward' | 'close' }): Promise<AdminWaitingEnquiry> =>
      action === 'forward'
        ? api('post', '/api/admin/enquiries/{id}/forward', { params: { id } })
        : api('post', '/api/admin/enquiries/{id}/close', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.enquiries() }),
  });
}
