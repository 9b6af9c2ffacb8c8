// What the owner portal's Enquiries tab reads and sends: the enquiries to the owner's venues a
// page at a time (unanswered first), one enquiry (opening it marks it viewed), a proposal or a
// revision of it, a decline, and the message thread. One query-options factory per resource
// owns its key; every change refreshes the list and the enquiry it changed.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type EventDetailsView = ApiSchema<'EventDetailsView'>;

export type EnquiryVenueView = ApiSchema<'EnquiryVenueView'>;

export type ProposalView = ApiSchema<'ProposalView'>;

export type ThreadMessageView = ApiSchema<'ThreadMessageView'>;

export type VenueEnquirySummary = ApiSchema<'VenueEnquirySummary'>;

export type VenueEnquiriesPage = ApiSchema<'VenueEnquiriesPage'>;

export type VenueEnquiryDetail = ApiSchema<'VenueEnquiryDetail'>;

export type ProposalRequest = ApiSchema<'ProposalRequest'>;

export type DeclineRequest = ApiSchema<'DeclineRequest'>;

export const ENQUIRIES_PAGE_SIZE = 20;

/** A page of the list: the first, or the one a cursor of the page before names. */
export function ownerEnquiriesQueryOptions(cursor: string) {
  return queryOptions({
    queryKey: queryKeys.owner.enquiryPage(cursor),
    queryFn: ({ signal }) =>
      api('get', '/api/owners/enquiries', {
        query: { limit: ENQUIRIES_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Opening an enquiry marks it viewed: it is read afresh each time, never from a stale copy. */
export function ownerEnquiryQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.owner.enquiry(id),
    queryFn: ({ signal }) => api('get', '/api/owners/enquiries/{id}', { params: { id }, signal }),
    staleTime: 0,
  });
}

export const useOwnerEnquiries = (cursor: string) => useQuery(ownerEnquiriesQueryOptions(cursor));
export const useOwnerEnquiry = (id: string) => useQuery(ownerEnquiryQueryOptions(id));

/** A change to one enquiry: its answer is the enquiry as it now is; the list is read again. */
function useEnquiryChange<V>(send: (variables: V) => Promise<VenueEnquiryDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (enquiry) => queryClient.setQueryData(queryKeys.owner.enquiry(enquiry.id), enquiry),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.enquiryPages() }),
  });
}

export const useSendProposal = (id: string) =>
  useEnquiryChange((proposal: ProposalRequest) =>
    api('post', '/api/owners/enquiries/{id}/proposal', { params: { id }, body: proposal }),
  );

export const useDeclineEnquiry = (id: string) =>
  useEnquiryChange((decline: DeclineRequest) =>
    api('post', '/api/owners/enquiries/{id}/decline', { params: { id }, body: decline }),
  );

/** Withdraws the open proposal of the enquiry whose id it is given. */
export const useWithdrawProposal = () =>
  useEnquiryChange((id: string) => api('post', '/api/owners/enquiries/{id}/withdraw', { params: { id } }));

/** Releases the date held for the planner, with the reason they are mailed. */
export const useReleaseHold = (id: string) =>
  useEnquiryChange((reason: string) =>
    api('post', '/api/owners/enquiries/{id}/release', { params: { id }, body: { reason } }),
  );

export function useWriteToPlanner(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api('post', '/api/owners/enquiries/{id}/messages', { params: { id }, body: { body } }),
    onSuccess: ({ messages }) =>
      queryClient.setQueryData<VenueEnquiryDetail>(queryKeys.owner.enquiry(id), (enquiry) =>
        enquiry ? { ...enquiry, messages } : enquiry,
      ),
  });
}
