// Sending a brief: POST /api/v2/briefs, then POST /api/v2/enquiries for it. Both carry the same
// Idempotency-Key, so a retried submission never makes a second brief or enquiry. The enquiry's
// answer says, for each venue, who will answer it: the thank-you page tells the planner so.
import { useMutation } from '@tanstack/react-query';
import type { ApiSchema } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import type { EventDetailsPayload } from '../event-details';

export interface BriefSubmission {
  email: string;
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
      },
    },
  });
  return { briefId: brief.id, enquiryId: enquiry.id, venues: enquiry.venues ?? [] };
}

/** Sending a brief as a mutation: its pending state and failure are the form's to show. */
export function useSubmitBrief() {
  return useMutation({
    mutationFn: ({ submission, idempotencyKey }: { submission: BriefSubmission; idempotencyKey: string }) =>
      submitBrief(submission, idempotencyKey),
  });
}
