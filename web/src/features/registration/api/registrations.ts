// What the registration wizard reads and writes: the owner's registrations (the open draft among
// them), draft saves from the version read, venues that may already be listed, and uploads.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MEDIA_KINDS,
  MEDIA_SNIFF_BYTES,
  type MediaKind,
  type VenueData,
  acceptsMediaType,
  sniffMediaType,
} from '@venue-finder/contract';
import { ApiError, apiGet, apiRequest } from '../../../lib/api-client';

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
    queryKey: ['owner', 'registrations'],
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['owner'] }),
  });
}

export function similarVenuesQueryOptions(name: string, city: string, postcode: string) {
  return queryOptions({
    queryKey: ['owner', 'similar-venues', name, city, postcode],
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

interface PresignAnswer {
  upload_url: string;
  upload_method: 'POST' | 'PUT';
  upload_headers: Record<string, string>;
  key: string;
  public_url: string;
}

/**
 * Uploads a file the owner chose: its type is read from its first bytes (not its name), then it
 * goes to the address the api hands out — the api itself, or a bucket followed by a check.
 * Answers the file's public address; throws an ApiError with a message a person can act on.
 */
export async function uploadMedia(
  file: File,
  kind: MediaKind,
  entity: { type: string; id?: string | null },
): Promise<string> {
  const rules = MEDIA_KINDS[kind];
  const type = sniffMediaType(new Uint8Array(await file.slice(0, MEDIA_SNIFF_BYTES).arrayBuffer()));
  if (!type || !acceptsMediaType(kind, type)) throw new ApiError(400, rules.wrongType);
  if (file.size > rules.maxBytes) throw new ApiError(400, rules.tooLarge);
  const address = await apiRequest<PresignAnswer>('POST', '/api/media/presign', {
    query: {
      filename: file.name,
      content_type: type,
      kind,
      entity_type: entity.type,
      entity_id: entity.id ?? undefined,
    },
  });
  const absolute = /^https?:\/\//.test(address.upload_url);
  let response: Response;
  try {
    response = await fetch(address.upload_url, {
      method: address.upload_method,
      headers: address.upload_headers,
      body: file,
      credentials: absolute ? 'omit' : 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'The upload did not reach us. Please check your connection and try again.');
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, answer?.message ?? 'The upload failed. Please try again.');
  }
  if (absolute) await apiRequest('POST', '/api/media/complete', { query: { key: address.key } });
  return address.public_url;
}

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
    queryKey: ['admin', 'registrations', status],
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
