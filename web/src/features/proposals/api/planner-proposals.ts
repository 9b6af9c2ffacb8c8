// What the planner's page (/v2/proposals/{token}) reads and sends, with the private token of the
// link they were mailed (no account): each venue's state and proposal, accept or decline one,
// the thread with a venue, and a fresh link when this one has expired. The token travels only in
// the X-Proposal-Token header, never in an address (a path is written in access logs and
// repeated in Referer), the PDF included: it is fetched with the header and handed over as a file.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { ApiError, api, apiUrl } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type PlannerProposal = ApiSchema<'ProposalView'>;

export type PlannerVenueEnquiry = ApiSchema<'PlannerVenueEnquiry'>;

export type PlannerProposals = ApiSchema<'PlannerProposalsResponse'>;

export type PlannerThreadMessage = ApiSchema<'ThreadMessageView'>;

const carrying = (token: string) => ({ 'X-Proposal-Token': token });

export function plannerProposalsQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.proposals(token),
    queryFn: ({ signal }) => api('get', '/api/v2/proposals', { signal, headers: carrying(token) }),
  });
}

export function plannerThreadQueryOptions(token: string, venueEnquiryId: string) {
  return queryOptions({
    queryKey: queryKeys.proposalThread(token, venueEnquiryId),
    queryFn: ({ signal }) =>
      api('get', '/api/v2/proposals/venues/{id}/messages', {
        params: { id: venueEnquiryId },
        signal,
        headers: carrying(token),
      }),
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

/** Each answer is its own operation of the document, so each call is typed by its own path. */
function answerProposal(id: string, what: PlannerAnswer, headers: Record<string, string>): Promise<PlannerProposals> {
  const params = { id };
  switch (what.answer) {
    case 'accept':
      return api('post', '/api/v2/proposals/venues/{id}/accept', { params, body: what.body, headers });
    case 'decline':
      return api('post', '/api/v2/proposals/venues/{id}/decline', { params, headers });
    case 'confirm':
      return api('post', '/api/v2/proposals/venues/{id}/confirm', { params, headers });
    case 'release':
      return api('post', '/api/v2/proposals/venues/{id}/release', { params, body: what.body, headers });
  }
}

/**
 * Accept (naming the revision shown and the date chosen) or decline a venue's proposal, confirm
 * or release the date held: the answer is the page as it now is.
 */
export function useAnswerProposal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueEnquiryId, ...what }: PlannerAnswer & { venueEnquiryId: string }) =>
      answerProposal(venueEnquiryId, what, carrying(token)),
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
      api('post', '/api/v2/proposals/venues/{id}/review', {
        params: { id: venueEnquiryId },
        body,
        headers: carrying(token),
      }),
    onSuccess: (proposals) => queryClient.setQueryData(queryKeys.proposals(token), proposals),
  });
}

export function useWriteToVenue(token: string, venueEnquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api('post', '/api/v2/proposals/venues/{id}/messages', {
        params: { id: venueEnquiryId },
        body: { body },
        headers: carrying(token),
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.proposalThread(token, venueEnquiryId), answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.proposals(token), exact: true });
    },
  });
}

export function useRequestFreshLink() {
  return useMutation({
    mutationFn: (email: string) => api('post', '/api/v2/proposals/link', { body: { email } }),
  });
}

/** Fetches a proposal's PDF with the token in the header and saves it as a file. */
export async function downloadProposalPdf(token: string, documentUrl: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(documentUrl), { credentials: 'same-origin', headers: carrying(token) });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw new ApiError(response.status, 'The PDF could not be downloaded. Please try again.');
  const file = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = file;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(file), 60_000);
}
