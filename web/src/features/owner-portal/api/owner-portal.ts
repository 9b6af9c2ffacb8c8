// What the owner portal reads: the signed-in owner's venues and claims (each query-options
// factory owns its key).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueStatus } from '@venue-finder/contract';
import { apiGet } from '../../../lib/api-client';

export interface OwnerVenue {
  id: string;
  name: string;
  slug: string;
  status: VenueStatus;
  city: string;
  address: { city: string };
  updated_at: string;
  /** As text: paragraphs apart by a blank line. */
  description_html: string;
  amenities: string[];
  capacities: { theatre: number | null; banquet: number | null; standing: number | null };
  pricing: { day_rate: number | null; hour_rate: number | null; currency: 'GBP' };
  version: number;
}

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
    queryKey: ['owner', 'venues'],
    queryFn: ({ signal }) => apiGet<{ venues: OwnerVenue[] }>('/api/owners/venues', { signal }),
    select: (answer) => answer.venues,
  });
}

export function ownerClaimsQueryOptions() {
  return queryOptions({
    queryKey: ['owner', 'claims'],
    queryFn: ({ signal }) => apiGet<{ claims: OwnerClaim[] }>('/api/owners/claims', { signal }),
    select: (answer) => answer.claims,
  });
}

export const useOwnerVenues = () => useQuery(ownerVenuesQueryOptions());
export const useOwnerClaims = () => useQuery(ownerClaimsQueryOptions());
