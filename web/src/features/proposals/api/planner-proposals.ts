// What the planner's page (/v2/proposals/{token}) reads and sends, with the private token of the
// link they were mailed (no account): each venue's state and proposal, accept or decline one,
// the thread with a venue, and a fresh link when this one has expired. The token is sent only
// in the request's path; it is never stored in the browser.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type PlannerProposal = ApiSchema<'ProposalView'>;

export type PlannerVenueEnquiry = ApiSchema<'PlannerVenueEnquiry'>;

export type PlannerProposals = ApiSchema<'PlannerProposalsResponse'>;

export type PlannerThreadMessage = ApiSchema<'ThreadMessageView'>;

const base = (token: string) => `/api/v2/proposals/${encodeURIComponent(token)}`;

export function plannerProposalsQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.proposals(token),
    queryFn: ({ signal }) => apiGet<PlannerProposals>(base(token), { signal }),
  });
}

export function plannerThreadQueryOptions(token: string, venueEnquiryId: string) {
  return queryOptions({
    queryKey: queryKeys.proposalThread(token, venueEnquiryId),
    queryFn: ({ signal }) =>
      apiGet<{ messages: PlannerThreadMessage[] }>(
        `${base(token)}/venues/${encodeURIComponent(venueEnquiryId)}/messages`,
        {
          signal,
        },
      ),
    select: (answer) => answer.messages,
  });
}

export const usePlannerProposals = (token: string) => useQuery(plannerProposalsQueryOptions(token));
export const usePlannerThread = (token: string, venueEnquiryId: string) =>
  useQuery(plannerThreadQueryOptions(token, venueEnquiryId));

export type PlannerHold = ApiSchema<'HoldView'>;

export type AcceptProposal = ApiSchema<'AcceptProposalRequest'>;

/** What the planner does with a proposal or the date held for them. */
export type PlannerAnswer =
  | { answer: 'accept'; body: AcceptProposal }
  | { answer: 'decline' }
  | { answer: 'confirm' }
  | { answer: 'release'; body: { reason?: string } };

/**
 * Accept (naming the revision shown and the date chosen) or decline a venue's proposal, confirm
 * or release the date held: the answer is the page as it now is.
 */
export function useAnswerProposal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueEnquiryId, ...what }: PlannerAnswer & { venueEnquiryId: string }) =>
      apiRequest<PlannerProposals>(
        'POST',
        `${base(token)}/venues/${encodeURIComponent(venueEnquiryId)}/${what.answer}`,
        'body' in what ? { body: what.body } : {},
      ),
    onSuccess: (proposals) => queryClient.setQueryData(queryKeys.proposals(token), proposals),
    // A refusal (another proposal accepted meanwhile, or the venue revised it) is shown with the
    // page as it now is, so the planner reads the new terms before accepting again.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.proposals(token) }),
  });
}

export type ReviewVenue = ApiSchema<'ReviewRequest'>;

/** The planner's rating and words on the venue of their booking, once its date has passed. */
export function useReviewVenue(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueEnquiryId, body }: { venueEnquiryId: string; body: ReviewVenue }) =>
      apiRequest<PlannerProposals>('POST', `${base(token)}/venues/${encodeURIComponent(venueEnquiryId)}/review`, {
        body,
      }),
    onSuccess: (proposals) => queryClient.setQueryData(queryKeys.proposals(token), proposals),
  });
}

export function useWriteToVenue(token: string, venueEnquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<{ messages: PlannerThreadMessage[] }>(
        'POST',
        `${base(token)}/venues/${encodeURIComponent(venueEnquiryId)}/messages`,
        { body: { body } },
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.proposalThread(token, venueEnquiryId), answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.proposals(token), exact: true });
    },
  });
}

export function useRequestFreshLink() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ message: string }>('POST', '/api/v2/proposals/link', { body: { email } }),
  });
}
