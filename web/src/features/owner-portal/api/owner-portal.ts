// What the owner portal reads: the signed-in owner's venues and claims (each query-options
// factory owns its key).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type OwnerVenue = ApiSchema<'OwnerVenue'>;

export type ClaimStatus = 'submitted' | 'under-review' | 'approved' | 'rejected';

export interface OwnerClaim {
  id: string;
  venue_id: string;
  venue_name: string;
  venue_city: string;
  status: ClaimStatus;
  created_at: string;
  proof_type: 'email_domain' | 'dns_txt' | 'doc';
  /** For a DNS claim: the TXT record to publish. */
  dns: { record_name: string; value: string; verified: boolean } | null;
  /** Why it was rejected, once decided. */
  notes: string;
}

export function ownerVenuesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.owner.venues(),
    queryFn: ({ signal }) => apiGet<{ venues: OwnerVenue[] }>('/api/owners/venues', { signal }),
    select: (answer) => answer.venues,
  });
}

export function ownerClaimsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.owner.claims(),
    queryFn: ({ signal }) => apiGet<{ claims: OwnerClaim[] }>('/api/owners/claims', { signal }),
    select: (answer) => answer.claims,
  });
}

export const useOwnerVenues = () => useQuery(ownerVenuesQueryOptions());
export const useOwnerClaims = () => useQuery(ownerClaimsQueryOptions());
