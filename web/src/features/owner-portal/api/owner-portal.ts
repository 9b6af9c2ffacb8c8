// What the owner portal reads: the signed-in owner's venues and claims (each query-options
// factory owns its key), and withdrawing a claim still waiting for review.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function ownerClaimsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.owner.claims(),
    queryFn: ({ signal }) => api('get', '/api/owners/claims', { signal }),
    select: (answer) => answer.claims,
  });
}

export const useOwnerVenues = () => useQuery(ownerVenuesQueryOptions());
export const useOwnerClaims = () => useQuery(ownerClaimsQueryOptions());

/** Withdraws one of the owner's claims still waiting for review; the list is read again. */
export function useWithdrawClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('post', '/api/claims/{id}/withdraw', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.claims() }),
  });
}
