// What the claim screen and the claims queue send and read.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchema, ClaimFilter, ClaimProofType, ModerationDecision } from '@venue-finder/contract';
import { type QueuePaging, queueQuery } from '../../../components/ui/admin-queue';
import type { BulkDecision } from '../../../components/ui/admin-queue-bulk';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Claim = ApiSchema<'ClaimView'>;
export type AdminClaim = ApiSchema<'AdminClaimView'>;

export function useSubmitClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: { venue_id: string; proof: { type: ClaimProofType; value: string } }) =>
      api('post', '/api/claims', { body: claim }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.claims() }),
  });
}

export function adminClaimsQueryOptions(status: ClaimFilter, paging: QueuePaging) {
  return queryOptions({
    queryKey: queryKeys.admin.claimsWith(status, paging),
    queryFn: ({ signal }) => api('get', '/api/admin/mod/claims', { query: { status, ...queueQuery(paging) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminClaims = (status: ClaimFilter, paging: QueuePaging) =>
  useQuery(adminClaimsQueryOptions(status, paging));

export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: { id: string; status: ModerationDecision; notes: string }) =>
      api('patch', '/api/admin/mod/claims/{id}', { params: { id }, body: decision }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}

/** Approves or rejects the chosen claims, each on its own; the queue is refreshed. */
export function useBulkDecideClaims() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, ids, notes }: { decision: BulkDecision; ids: string[]; notes: string }) =>
      api('post', '/api/admin/mod/claims/bulk', {
        body: { ids, status: decision === 'approve' ? 'approved' : 'rejected', notes },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}

export function useVerifyDns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('post', '/api/claims/{id}/verify-dns', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.claims() }),
  });
}
