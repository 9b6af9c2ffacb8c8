// When the two sides of a venue enquiry may still write to each other, and how often the other
// side is mailed about it: a settled enquiry takes no more messages (said plainly, never
// dropped in silence), and each side is mailed about only the first few messages (and, for the
// planner, proposal revisions) an hour; the rest wait on their page or in the portal.
import type { VenueEnquiryRow } from './venue-enquiry.repository';

/** Mails to one side about one venue enquiry's thread and revisions, in any hour. */
export const THREAD_MAILS_PER_HOUR = 3;
export const HOUR_MS = 60 * 60_000;

/** Why no more messages can be written in this venue enquiry, or null while they can. */
export function whyNoMessages(row: VenueEnquiryRow): string | null {
  switch (row.state) {
    case 'expired':
      return 'This enquiry expired after 72 hours without an answer, so messages can no longer be sent.';
    case 'declined':
      return `${row.venueName} declined this enquiry, so messages can no longer be sent.`;
    case 'closed':
      return 'This enquiry is closed, so messages can no longer be sent.';
    case 'proposed':
      if (row.proposalOutcome === 'not_chosen')
        return `The planner chose another venue than ${row.venueName}, so messages can no longer be sent.`;
      if (row.proposalOutcome === 'declined')
        return `The planner declined the proposal from ${row.venueName}, so messages can no longer be sent.`;
      return null;
    default:
      return null;
  }
}
