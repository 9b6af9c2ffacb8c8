// What the claim screen and the claims queue send and read.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ProofType = 'email_domain' | 'dns_txt' | 'doc';
export type ClaimStatus = 'submitted' | 'under-review' | 'approved' | 'rejected';

export interface Claim {
  id: string;
  venue_id: string;
  venue_name: string | null;
  venue_city: string | null;
  email: string;
  proof: { type: ProofType; value: string };
  auto_fast_tracked: boolean;
  status: ClaimStatus;
  notes: string;
  dns: { record_name: string; value: string; verified: boolean } | null;
  document_url: string | null;
  created_at: string;
}

export interface AdminClaim extends Claim {
  domain: string | null;
  audit: { event: string; at: string; detail: Record<string, unknown> }[];
}

export function useSubmitClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: { venue_id: string; proof: { type: ProofType; value: string } }) =>
      apiRequest<Claim>('POST', '/api/claims', { body: claim }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.claims() }),
  });
}

export type ClaimFilter = 'pending' | ClaimStatus | 'all';

export function adminClaimsQueryOptions(status: ClaimFilter) {
  return queryOptions({
    queryKey: queryKeys.admin.claimsWith(status),
    queryFn: ({ signal }) =>
      apiGet<{ claims: AdminClaim[]; total: number }>('/api/admin/mod/claims', { query: { status }, signal }),
  });
}

export const useAdminClaims = (status: ClaimFilter) => useQuery(adminClaimsQueryOptions(status));

export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: { id: string; status: 'approved' | 'rejected'; notes: string }) =>
      apiRequest<AdminClaim>('PATCH', `/api/admin/mod/claims/${id}`, { body: decision }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}

export function useVerifyDns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ verified: boolean; message: string }>('POST', `/api/claims/${id}/verify-dns`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.claims() }),
  });
}
