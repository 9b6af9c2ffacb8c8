// What owners send to ask for changes, and what the change-requests queue reads and applies.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchemaWith, ChangeRequestStatus, EditableVenueField, VenueData } from '@venue-finder/contract';
import { type QueuePaging, queueQuery } from '../../../components/ui/admin-queue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The document says only "an object" and "strings" of these fields: the contract knows them. */
interface ChangeRequestFields {
  patch: VenueData;
  approved_fields: EditableVenueField[];
  rejected_fields: EditableVenueField[];
}

export type ChangeRequest = ApiSchemaWith<'ChangeRequestView', ChangeRequestFields>;
export type ChangeRequestDetail = ApiSchemaWith<
  'ChangeRequestDetailView',
  ChangeRequestFields & { current_venue: VenueData; base_values: VenueData; conflict_fields: EditableVenueField[] }
>;
export type OwnerVenueFields = ApiSchemaWith<'OwnerVenueFields', { fields: VenueData }>;

export function useRequestChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { venue_id: string; field_changes: VenueData }) =>
      api('post', '/api/owners/changes', { body: { ...request, field_changes: { ...request.field_changes } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.requests() }),
  });
}

export function changeRequestsQueryOptions(status: ChangeRequestStatus | 'all', paging: QueuePaging) {
  return queryOptions({
    queryKey: queryKeys.admin.changes(status, paging),
    queryFn: async ({ signal }) => {
      const answer = await api('get', '/api/admin/mod/changes', {
        query: { ...(status === 'all' ? {} : { status }), ...queueQuery(paging) },
        signal,
      });
      return { ...answer, change_requests: answer.change_requests as ChangeRequest[] };
    },
    placeholderData: keepPreviousData,
  });
}

export const useChangeRequests = (status: ChangeRequestStatus | 'all', paging: QueuePaging) =>
  useQuery(changeRequestsQueryOptions(status, paging));

export function changeRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.change(id),
    queryFn: async ({ signal }) =>
      (await api('get', '/api/admin/mod/changes/{id}', { params: { id }, signal })) as ChangeRequestDetail,
  });
}

export const useChangeRequest = (id: string) => useQuery(changeRequestQueryOptions(id));

export function useApplyChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: { id: string; approve: string[]; reject: string[]; note: string }) =>
      api('patch', '/api/admin/mod/changes/{id}', { params: { id }, body: decision }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}

export function ownerVenueFieldsQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.owner.venue(id),
    queryFn: async ({ signal }) =>
      (await api('get', '/api/owners/venues/{id}', { params: { id }, signal })) as OwnerVenueFields,
  });
}

export const useOwnerVenueFields = (id: string) => useQuery(ownerVenueFieldsQueryOptions(id));
