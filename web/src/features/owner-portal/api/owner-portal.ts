// What the owner portal reads: the signed-in owner's venues and claims (a page at a time; each query-options
// factory owns its key), and withdrawing a claim still waiting for review.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type OwnerVenue = ApiSchema<'OwnerVenue'>;
export type OwnerClaim = ApiSchema<'OwnerClaim'>;

export function ownerVenuesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.owner.venues(),
    queryFn: ({ signal }) => api('get', '/api/owners/venues', { signal }),
    select: (answer) => answer.venues,
  });
}

export const MY_CLAIMS_PAGE_SIZE = 25;

/** A page of the owner's claims, newest first. */
export function ownerClaimsQueryOptions(cursor: string | null) {
  return queryOptions({
    queryKey: queryKeys.owner.claimsPage(cursor),
    queryFn: ({ signal }) =>
      api('get', '/api/owners/claims', {
        query: { limit: MY_CLAIMS_PAGE_SIZE, cursor: cursor ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useOwnerVenues = () => useQuery(ownerVenuesQueryOptions());
export const useOwnerClaims = (cursor: string | null) => useQuery(ownerClaimsQueryOptions(cursor));

/** Withdraws one of the owner's claims still waiting for review; the list is read again. */
export function useWithdrawClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('post', '/api/claims/{id}/withdraw', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.claims() }),
  });
}
