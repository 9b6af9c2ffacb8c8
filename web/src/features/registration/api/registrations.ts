// What the registration wizard reads and writes: the owner's registrations (the open draft among
// them), draft saves from the version read, venues that may already be listed, and uploads.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VenueData } from '@venue-finder/contract';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type RegistrationStatus = 'draft' | 'submitted' | 'approved' | 'rejected';

export interface Registration {
  id: string;
  status: RegistrationStatus;
  step: number;
  version: number;
  venue_data: VenueData;
  venue_name: string;
  venue_id: string | null;
  live_path: string | null;
  rejection_reason: string;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

export interface SimilarVenue {
  id: string;
  name: string;
  city: string;
  postcode: string;
  claimed: boolean;
  path: string;
  claim_path: string;
}

export function myRegistrationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.owner.registrations(),
    queryFn: ({ signal }) => apiGet<{ registrations: Registration[] }>('/api/registrations', { signal }),
    select: (answer) => answer.registrations,
  });
}

export const useMyRegistrations = () => useQuery(myRegistrationsQueryOptions());

export interface RegistrationSave {
  /** The draft's id and the version read; none yet for the first save. */
  id: string | null;
  version: number;
  venueData: VenueData;
  step: number;
  status: 'draft' | 'submitted';
}

/** Creates the draft on the first save, then saves it from the version read. */
export function saveRegistration(save: RegistrationSave, options: { keepalive?: boolean } = {}): Promise<Registration> {
  const body = { venue_data: save.venueData, step: save.step, status: save.status };
  return save.id
    ? apiRequest<Registration>('PATCH', `/api/registrations/${save.id}`, {
        body: { ...body, version: save.version },
        ...options,
      })
    : apiRequest<Registration>('POST', '/api/registrations', { body, ...options });
}

/** Submits the registration; the portal's lists are refreshed. */
export function useSubmitRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: Omit<RegistrationSave, 'status'>) => saveRegistration({ ...save, status: 'submitted' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.all() }),
  });
}

export function similarVenuesQueryOptions(name: string, city: string, postcode: string) {
  return queryOptions({
    queryKey: queryKeys.owner.similarVenues(name, city, postcode),
    queryFn: ({ signal }) =>
      apiGet<{ venues: SimilarVenue[] }>('/api/registrations/similar-venues', {
        query: { name, city, postcode },
        signal,
      }),
    select: (answer) => answer.venues,
    staleTime: 60_000,
  });
}

export const useSimilarVenues = (name: string, city: string, postcode: string) =>
  useQuery({ ...similarVenuesQueryOptions(name, city, postcode), enabled: name.length >= 3 && (!!city || !!postcode) });

export interface AdminRegistration {
  id: string;
  venue_name: string;
  owner_email: string;
  status: RegistrationStatus;
  city: string;
  submitted_at: string | null;
  live_path: string | null;
  rejection_reason: string;
  venue_data: VenueData;
}

export type RegistrationFilter = RegistrationStatus | 'all';

export function adminRegistrationsQueryOptions(status: RegistrationFilter) {
  return queryOptions({
    queryKey: queryKeys.admin.registrations(status),
    queryFn: ({ signal }) =>
      apiGet<{ registrations: AdminRegistration[]; total: number }>('/api/admin/mod/registrations', {
        query: { status },
        signal,
      }),
  });
}

export const useAdminRegistrations = (status: RegistrationFilter) => useQuery(adminRegistrationsQueryOptions(status));

/** Approves or rejects; the queue and the dashboard's counts are refreshed. */
export function useReviewRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string }) =>
      apiRequest<AdminRegistration>('POST', `/api/admin/mod/registrations/${review.id}/${review.decision}`, {
        body: review.decision === 'reject' ? { reason: review.reason } : {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}
