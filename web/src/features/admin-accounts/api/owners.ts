// What the owners screens read and change: the list, one owner, suspending, restoring, and moving
// one of their venues to another owner.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiQueryParams, ApiSchema } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type OwnerRow = ApiSchema<'OwnerRowView'>;
export type OwnerDetail = ApiSchema<'OwnerDetailView'>;

/** The owners list's filter, as the page keeps it in the address (empty is no filter). */
export interface OwnerFilter {
  q: string;
  status: string;
  /** The next_cursor or prev_cursor of the page before; empty for the first. */
  cursor: string;
}

const queryOf = (filter: OwnerFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')) as ApiQueryParams<
    '/api/admin/owners',
    'get'
  >;

export function ownersQueryOptions(filter: OwnerFilter) {
  return queryOptions({
    queryKey: queryKeys.admin.owners(filter),
    queryFn: ({ signal }) => api('get', '/api/admin/owners', { query: queryOf(filter), signal }),
    placeholderData: keepPreviousData,
  });
}

export const useOwners = (filter: OwnerFilter) => useQuery(ownersQueryOptions(filter));

export function ownerQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.owner(id),
    queryFn: ({ signal }) => api('get', '/api/admin/owners/{id}', { params: { id }, signal }),
  });
}

export const useOwner = (id: string) => useQuery(ownerQueryOptions(id));

/** Suspends or restores the owner, with the reason. */
export function useOwnerStanding(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: 'suspend' | 'restore'; reason: string }) =>
      action === 'suspend'
        ? api('post', '/api/admin/owners/{id}/suspend', { params: { id }, body: { reason } })
        : api('post', '/api/admin/owners/{id}/restore', { params: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}

export function useTransferVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueId, toEmail }: { venueId: string; toEmail: string }) =>
      api('post', '/api/admin/venues/{id}/transfer', { params: { id: venueId }, body: { to_email: toEmail } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}
