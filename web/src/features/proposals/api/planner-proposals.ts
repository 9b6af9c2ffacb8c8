// What the planner's page reads and sends, either with the private token of the link they were
// mailed (/v2/proposals#token=…, no account) or, for a signed-in planner, as one of their events
// (/v2/my-events/{id}, by the session): each venue's state and proposal, accept or decline one,
// the thread with a venue, and a fresh link when the link has expired. The token travels only in
// the X-Proposal-Token header, never in an address (a path is written in access logs and
// repeated in Referer), the PDF included: it is fetched with the header and handed over as a file.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { ApiError, apiGet, apiRequest, apiUrl } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type PlannerProposal = ApiSchema<'ProposalView'>;

export type PlannerVenueEnquiry = ApiSchema<'PlannerVenueEnquiry'>;

export type PlannerProposals = ApiSchema<'PlannerProposalsResponse'>;

export type PlannerThreadMessage = ApiSchema<'ThreadMessageView'>;

/** Whose page it is: the private link's (its token), or one of the signed-in planner's events. */
export type ProposalsSource = { token: string } | { eventId: string };

const baseOf = (source: ProposalsSource) =>
  'token' in source ? '/api/v2/proposals' : `/api/v2/planner/events/${encodeURIComponent(source.eventId)}`;
const carrying = (source: ProposalsSource): Record<string, string> =>
  'token' in source ? { 'X-Proposal-Token': source.token } : {};
/** One key per page: a link's token, or the event's id (which no token can look like). */
const keyOf = (source: ProposalsSource) => ('token' in source ? source.token : `event:${source.eventId}`);

export function plannerProposalsQueryOptions(source: ProposalsSource) {
  return queryOptions({
    queryKey: queryKeys.proposals(keyOf(source)),
    queryFn: ({ signal }) => apiGet<PlannerProposals>(baseOf(source), { signal, headers: carrying(source) }),
  });
}

export function plannerThreadQueryOptions(source: ProposalsSource, venueEnquiryId: string) {
  return queryOptions({
    queryKey: queryKeys.proposalThread(keyOf(source), venueEnquiryId),
    queryFn: ({ signal }) =>
      apiGet<{ messages: PlannerThreadMessage[] }>(
        `${baseOf(source)}/venues/${encodeURIComponent(venueEnquiryId)}/messages`,
        { signal, headers: carrying(source) },
      ),
    select: (answer) => answer.messages,
  });
}

export const usePlannerProposals = (source: ProposalsSource) => useQuery(plannerProposalsQueryOptions(source));
export const usePlannerThread = (source: ProposalsSource, venueEnquiryId: string) =>
  useQuery(plannerThreadQueryOptions(source, venueEnquiryId));

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
export function useAnswerProposal(source: ProposalsSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueEnquiryId, ...what }: PlannerAnswer & { venueEnquiryId: string }) =>
      apiRequest<PlannerProposals>(
        'POST',
        `${baseOf(source)}/venues/${encodeURIComponent(venueEnquiryId)}/${what.answer}`,
        'body' in what ? { body: what.body, headers: carrying(source) } : { headers: carrying(source) },
      ),
    onSuccess: (proposals) => queryClient.setQueryData(queryKeys.proposals(keyOf(source)), proposals),
    // A refusal (another proposal accepted meanwhile, or the venue revised it) is shown with the
    // page as it now is, so the planner reads the new terms before accepting again.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.proposals(keyOf(source)) }),
  });
}

export type ReviewVenue = ApiSchema<'ReviewRequest'>;

/** The planner's rating and words on the venue of their booking, once its date has passed. */
export function useReviewVenue(source: ProposalsSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueEnquiryId, body }: { venueEnquiryId: string; body: ReviewVenue }) =>
      apiRequest<PlannerProposals>('POST', `${baseOf(source)}/venues/${encodeURIComponent(venueEnquiryId)}/review`, {
        body,
        headers: carrying(source),
      }),
    onSuccess: (proposals) => queryClient.setQueryData(queryKeys.proposals(keyOf(source)), proposals),
  });
}

export function useWriteToVenue(source: ProposalsSource, venueEnquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<{ messages: PlannerThreadMessage[] }>(
        'POST',
        `${baseOf(source)}/venues/${encodeURIComponent(venueEnquiryId)}/messages`,
        { body: { body }, headers: carrying(source) },
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.proposalThread(keyOf(source), venueEnquiryId), answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.proposals(keyOf(source)), exact: true });
    },
  });
}

export function useRequestFreshLink() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ message: string }>('POST', '/api/v2/proposals/link', { body: { email } }),
  });
}

/** Fetches a proposal's PDF (with the link's token in the header) and saves it as a file. */
export async function downloadProposalPdf(
  source: ProposalsSource,
  documentUrl: string,
  fileName: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(documentUrl), { credentials: 'same-origin', headers: carrying(source) });
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
