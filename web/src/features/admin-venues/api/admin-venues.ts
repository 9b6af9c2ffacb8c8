// What the admin venue screens read and change.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VenueData, VenueStatus } from '@venue-finder/contract';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AdminVenueRow {
  id: string;
  name: string;
  slug: string;
  city: string;
  status: VenueStatus;
  owner_email: string | null;
  updated_at: string;
}

export interface AdminVenueFilter {
  q: string;
  city: string;
  status: string;
  owner: string;
  page: number;
}

export interface AdminVenue {
  id: string;
  name: string;
  slug: string;
  city: string;
  status: VenueStatus;
  version: number;
  owner_email: string | null;
  fields: VenueData;
  claims: { id: string; email: string; proof_type: string; status: string; created_at: string }[];
  change_requests: { id: string; status: string; fields: string[]; created_at: string }[];
  enrichment: {
    phase1_at: string | null;
    phase2_at: string | null;
    phase1_current: boolean;
    phase2_current: boolean;
    quality_score: number | null;
  };
  history: { action: string; actor_email: string | null; at: string; before: unknown; after: unknown }[];
}

export function adminVenuesQueryOptions(filter: AdminVenueFilter) {
  return queryOptions({
    queryKey: queryKeys.admin.venues(filter),
    queryFn: ({ signal }) =>
      apiGet<{ venues: AdminVenueRow[]; total: number; page: number; page_size: number }>('/api/admin/venues', {
        query: { ...filter },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminVenues = (filter: AdminVenueFilter) => useQuery(adminVenuesQueryOptions(filter));

export function adminVenueQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.venue(id),
    queryFn: ({ signal }) => apiGet<AdminVenue>(`/api/admin/venues/${id}`, { signal }),
  });
}

export const useAdminVenue = (id: string) => useQuery(adminVenueQueryOptions(id));

export function useEditVenue(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: { version: number; status?: VenueStatus; field_changes?: VenueData }) =>
      apiRequest<AdminVenue>('PATCH', `/api/admin/venues/${id}`, { body: edit }),
    onSuccess: (venue) => queryClient.setQueryData(adminVenueQueryOptions(id).queryKey, venue),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}

export function useReEnrich(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('POST', `/api/admin/venues/${id}/enrich`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.venue(id) }),
  });
}
