// What the admin venue screens read and change.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiQueryParams, ApiSchema, ApiSchemaWith, VenueData, VenueStatus } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AdminVenueRow = ApiSchema<'AdminVenueRowView'>;
/** The venue list's filter, as the page keeps it (every field as typed; empty is no filter). */
export interface AdminVenueFilter {
  q: string;
  city: string;
  status: string;
  owner: string;
  /** The page: the next_cursor or prev_cursor of the page before; empty for the first. */
  cursor: string;
}
export type AdminVenue = ApiSchemaWith<'AdminVenueDetailView', { fields: VenueData }>;

export function adminVenuesQueryOptions(filter: AdminVenueFilter) {
  return queryOptions({
    queryKey: queryKeys.admin.venues(filter),
    queryFn: ({ signal }) =>
      // The page keeps what was typed; the api answers a 400 with a message for a value it does not know.
      api('get', '/api/admin/venues', { query: filter as ApiQueryParams<'/api/admin/venues', 'get'>, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminVenues = (filter: AdminVenueFilter) => useQuery(adminVenuesQueryOptions(filter));

export function adminVenueQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.venue(id),
    queryFn: async ({ signal }) =>
      (await api('get', '/api/admin/venues/{id}', { params: { id }, signal })) as AdminVenue,
  });
}

export const useAdminVenue = (id: string) => useQuery(adminVenueQueryOptions(id));

export function useEditVenue(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: { version: number; status?: VenueStatus; field_changes?: VenueData }) =>
      api('patch', '/api/admin/venues/{id}', {
        params: { id },
        body: { ...edit, field_changes: edit.field_changes && { ...edit.field_changes } },
      }) as Promise<AdminVenue>,
    onSuccess: (venue) => queryClient.setQueryData(adminVenueQueryOptions(id).queryKey, venue),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}

export function useReEnrich(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('post', '/api/admin/venues/{id}/enrich', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.venue(id) }),
  });
}
