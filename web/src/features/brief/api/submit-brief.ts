// Sending a brief: POST /api/v2/briefs, then POST /api/v2/enquiries for it. Both carry the same
// Idempotency-Key, so a retried submission never makes a second brief or enquiry — which is why
// an answer lost on a flaky connection (the brief may well have been saved) is sent again by
// itself, a few times, before the planner is asked to. The enquiry's answer says, for each venue,
// who will answer it: the thank-you page tells the planner so.
import { useMutation } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { ApiError, api } from '../../../lib/api-client';
import type { EventDetailsPayload, PlannerPayload } from '../event-details';

export interface BriefSubmission {
  email: string;
  /** Who the planner is, when they said. */
  planner?: PlannerPayload;
  items: { venue_id: string; notes: string }[];
  notes: string;
  /** The event's details, when any were given. */
  event?: EventDetailsPayload;
}

export type EnquiryVenueContact = ApiSchema<'EnquiryVenueContact'>;

export interface SubmittedBrief {
  briefId: string;
  enquiryId: string;
  /** Each venue, in the brief's order, and who will answer it. */
  venues: EnquiryVenueContact[];
}

export async function submitBrief(submission: BriefSubmission, idempotencyKey: string): Promise<SubmittedBrief> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  const brief = await api('post', '/api/v2/briefs', {
    headers,
    body: {
      user_email: submission.email,
      items: submission.items.map((item) => ({ venue_id: item.venue_id, notes: item.notes || undefined })),
      notes: submission.notes || undefined,
      event: submission.event,
      planner: submission.planner,
    },
  });
  const enquiry = await api('post', '/api/v2/enquiries', {
    headers,
    body: {
      source: 'v2_brief_submission',
      brief_id: brief.id,
      payload: {
        email: submission.email,
        venues: submission.items.map((item) => item.venue_id),
        notes: submission.notes,
        event: submission.event,
        planner: submission.planner,
      },
    },
  });
  return { briefId: brief.id, enquiryId: enquiry.id, venues: enquiry.venues ?? [] };
}

/** How many times a brief is sent, in all, while its answers are lost. */
export const SEND_ATTEMPTS = 4;

/**
 * No answer came (the connection dropped) or only a gateway's: the brief may have been saved.
 * Sending it again with the same key is safe — the api answers the first brief.
 */
export function answerWasLost(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

/** Sending a brief as a mutation: its pending state and failure are the form's to show. */
export function useSubmitBrief() {
  return useMutation({
    mutationFn: ({ submission, idempotencyKey }: { submission: BriefSubmission; idempotencyKey: string }) =>
      submitBrief(submission, idempotencyKey),
    retry: (failures, error) => failures < SEND_ATTEMPTS - 1 && answerWasLost(error),
    retryDelay: (failures) => Math.min(500 * 2 ** failures, 4_000),
  });
}
