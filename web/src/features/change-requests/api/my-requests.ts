// What "My requests" in the owner portal reads and does: the owner's change requests, a page at a
// time from the server (newest first, by cursor), and withdrawing one still waiting for review.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchemaWith, EditableVenueField } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type OwnerRequest = ApiSchemaWith<
  'OwnerChangeRequestView',
  { fields: (ApiSchemaWith<'OwnerRequestedField', { field: EditableVenueField }> & { proposed: unknown })[] }
>;

export const MY_REQUESTS_PAGE_SIZE = 10;

export function myRequestsQueryOptions(cursor: string | null) {
  return queryOptions({
    queryKey: queryKeys.owner.requestsPage(cursor),
    queryFn: async ({ signal }) => {
      const answer = await api('get', '/api/owners/changes', {
        query: { limit: MY_REQUESTS_PAGE_SIZE, cursor: cursor ?? undefined },
        signal,
      });
      return { ...answer, change_requests: answer.change_requests as OwnerRequest[] };
    },
    placeholderData: keepPreviousData,
  });
}

export const useMyRequests = (cursor: string | null) => useQuery(myRequestsQueryOptions(cursor));

/** Withdraws a request still waiting for review; the list is read again. */
export function useWithdrawRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('post', '/api/owners/changes/{id}/withdraw', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.requests() }),
  });
}
