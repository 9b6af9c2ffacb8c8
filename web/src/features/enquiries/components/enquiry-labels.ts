// How the owner's screens name an enquiry's state: its own state, and for a proposal what the
// planner made of it.
import type { ProposalOutcome, VenueEnquiryState } from '@venue-finder/contract';

const STATE_LABELS: Record<VenueEnquiryState, string> = {
  new: 'New',
  viewed: 'Viewed',
  proposed: 'Proposal sent',
  declined: 'Declined',
  expired: 'Expired',
  closed: 'Closed',
};

const OUTCOME_LABELS: Record<ProposalOutcome, string> = {
  open: 'Proposal sent',
  accepted: 'Accepted',
  not_chosen: 'Not chosen',
  declined: 'Declined by the planner',
  withdrawn: 'Withdrawn',
};

export function enquiryStateLabel(enquiry: {
  state: VenueEnquiryState;
  proposal_outcome: ProposalOutcome | null;
}): string {
  if (enquiry.state === 'proposed' && enquiry.proposal_outcome) return OUTCOME_LABELS[enquiry.proposal_outcome];
  return STATE_LABELS[enquiry.state];
}
