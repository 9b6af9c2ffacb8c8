// What the registration wizard reads and writes: the owner's registrations (their drafts among
// them), draft saves from the version read, discarding a draft, reopening a rejected one, and
// venues that may already be listed.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAX_REGISTRATION_DRAFTS,
  type ApiSchema,
  type ApiSchemaWith,
  type RegistrationFilter,
  type RegistrationSaveStatus,
  type VenueData,
  type VenueDetailView,
} from '@venue-finder/contract';
import type { BulkDecision } from '../../../components/ui/admin-queue-bulk';
import { type QueuePaging, queueQuery } from '../../../components/ui/admin-queue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Registration = ApiSchemaWith<'RegistrationView', { venue_data: VenueData }>;
export type SimilarVenue = ApiSchema<'SimilarVenue'>;
export type AdminRegistration = ApiSchemaWith<'AdminRegistrationRow', { venue_data: VenueData }>;

/** The owner's drafts, most recently saved first: the wizard carries on with one of them. */
export function myDraftsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.owner.registrationDrafts(),
    queryFn: ({ signal }) =>
      api('get', '/api/registrations', { query: { status: 'draft', limit: MAX_REGISTRATION_DRAFTS }, signal }),
    select: (answer) => answer.registrations as Registration[],
  });
}

export const useMyDrafts = () => useQuery(myDraftsQueryOptions());

export const MY_REGISTRATIONS_PAGE_SIZE = 10;

/** A page of the registrations the portal lists: drafts, those waiting for review, rejected ones not yet corrected. */
export function myRegistrationsQueryOptions(cursor: string | null) {
  return queryOptions({
    queryKey: queryKeys.owner.registrationsPage(cursor),
    queryFn: async ({ signal }) => {
      const answer = await api('get', '/api/registrations', {
        query: { status: 'open', limit: MY_REGISTRATIONS_PAGE_SIZE, cursor: cursor ?? undefined },
        signal,
      });
      return { ...answer, registrations: answer.registrations as Registration[] };
    },
    placeholderData: keepPreviousData,
  });
}

export const useMyRegistrations = (cursor: string | null) => useQuery(myRegistrationsQueryOptions(cursor));

export interface RegistrationSave {
  /** The draft's id and the version read; none yet for the first save. */
  id: string | null;
  version: number;
  venueData: VenueData;
  step: number;
  status: RegistrationSaveStatus;
}

/** Creates the draft on the first save, then saves it from the version read. */
export async function saveRegistration(
  save: RegistrationSave,
  options: { keepalive?: boolean } = {},
): Promise<Registration> {
  const body = { venue_data: { ...save.venueData }, step: save.step, status: save.status };
  const saved = save.id
    ? await api('patch', '/api/registrations/{id}', {
        params: { id: save.id },
        body: { ...body, version: save.version },
        ...options,
      })
    : await api('post', '/api/registrations', { body, ...options });
  return saved as Registration;
}

/** Discards one of the owner's drafts; the portal's lists are refreshed. */
export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('delete', '/api/registrations/{id}', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.registrations() }),
  });
}

/** Reopens a rejected registration as a new draft with its values (the same draft if one is open). */
export function useReopenRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api('post', '/api/registrations/{id}/reopen', { params: { id } })) as Registration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.registrations() }),
  });
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
      api('get', '/api/registrations/similar-venues', { query: { name, city, postcode }, signal }),
    select: (answer) => answer.venues,
    staleTime: 60_000,
  });
}

export const useSimilarVenues = (name: string, city: string, postcode: string) =>
  useQuery({ ...similarVenuesQueryOptions(name, city, postcode), enabled: name.length >= 3 && (!!city || !!postcode) });

export function adminRegistrationsQueryOptions(status: RegistrationFilter, paging: QueuePaging) {
  return queryOptions({
    queryKey: queryKeys.admin.registrations(status, paging),
    queryFn: async ({ signal }) => {
      const answer = await api('get', '/api/admin/mod/registrations', {
        query: { status, ...queueQuery(paging) },
        signal,
      });
      return { ...answer, registrations: answer.registrations as AdminRegistration[] };
    },
    placeholderData: keepPreviousData,
  });
}

export const useAdminRegistrations = (status: RegistrationFilter, paging: QueuePaging) =>
  useQuery(adminRegistrationsQueryOptions(status, paging));

export type RegistrationReview = ApiSchemaWith<
  'RegistrationReviewView',
  { registration: AdminRegistration; listing: VenueDetailView | null }
>;

export function registrationReviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.registration(id),
    queryFn: async ({ signal }) =>
      (await api('get', '/api/admin/mod/registrations/{id}', { params: { id }, signal })) as RegistrationReview,
  });
}

export const useRegistrationReview = (id: string) => useQuery(registrationReviewQueryOptions(id));

/** Approves or rejects the chosen registrations, each on its own; the queue is refreshed. */
export function useBulkReviewRegistrations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, ids, reason }: { decision: BulkDecision; ids: string[]; reason: string }) =>
      api('post', '/api/admin/mod/registrations/bulk', {
        body: decision === 'reject' ? { ids, decision, reason } : { ids, decision },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}

/** Approves or rejects; the queue and the dashboard's counts are refreshed. */
export function useReviewRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string }) =>
      review.decision === 'reject'
        ? api('post', '/api/admin/mod/registrations/{id}/reject', {
            params: { id: review.id },
            body: { reason: review.reason },
          })
        : api('post', '/api/admin/mod/registrations/{id}/approve', { params: { id: review.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}
