// What owners send to ask for changes, and what the change-requests queue reads and applies.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditableVenueField, VenueData } from '@venue-finder/contract';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ChangeRequestStatus = 'submitted' | 'partially_approved' | 'approved' | 'rejected';

export interface ChangeRequest {
  id: string;
  venue_id: string;
  venue_name: string;
  venue_slug: string;
  owner_id: string;
  owner_email: string;
  status: ChangeRequestStatus;
  patch: VenueData;
  approved_fields: EditableVenueField[];
  rejected_fields: EditableVenueField[];
  admin_note: string;
  applied_over_conflict: boolean;
  created_at: string;
}

export interface ChangeRequestDetail extends ChangeRequest {
  current_venue: VenueData;
  base_values: VenueData;
  has_conflict: boolean;
  conflict_fields: EditableVenueField[];
}

export function useRequestChanges() {
  return useMutation({
    mutationFn: (request: { venue_id: string; field_changes: VenueData }) =>
      apiRequest<ChangeRequest>('POST', '/api/owners/changes', { body: request }),
  });
}

export function changeRequestsQueryOptions(status: ChangeRequestStatus | 'all') {
  return queryOptions({
    queryKey: queryKeys.admin.changes(status),
    queryFn: ({ signal }) =>
      apiGet<{ change_requests: ChangeRequest[]; total: number }>('/api/admin/mod/changes', {
        query: { status: status === 'all' ? undefined : status },
        signal,
      }),
  });
}

export const useChangeRequests = (status: ChangeRequestStatus | 'all') => useQuery(changeRequestsQueryOptions(status));

export function changeRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.change(id),
    queryFn: ({ signal }) => apiGet<ChangeRequestDetail>(`/api/admin/mod/changes/${id}`, { signal }),
  });
}

export const useChangeRequest = (id: string) => useQuery(changeRequestQueryOptions(id));

export function useApplyChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: { id: string; approve: string[]; reject: string[]; note: string }) =>
      apiRequest<{ message: string; change_request: ChangeRequestDetail }>('PATCH', `/api/admin/mod/changes/${id}`, {
        body: decision,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}

export interface OwnerVenueFields {
  id: string;
  name: string;
  slug: string;
  version: number;
  fields: VenueData;
}

export function ownerVenueFieldsQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.owner.venue(id),
    queryFn: ({ signal }) => apiGet<OwnerVenueFields>(`/api/owners/venues/${id}`, { signal }),
  });
}

export const useOwnerVenueFields = (id: string) => useQuery(ownerVenueFieldsQueryOptions(id));
