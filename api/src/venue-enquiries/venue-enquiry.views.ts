// mapX(): the stored rows as the owner's and the planner's answers show them. A proposal's
// figures for the side-by-side table are worked out here once: the whole event's price and the
// price per delegate, from the quote and the guests the planner gave.
import { ENQUIRY_EXPIRY_HOURS, type EventLayout, type ProposalInclusion, optionText } from '@venue-finder/contract';
import type { VenueHold } from '@venue-finder/core';
import type { EventDetails } from '../kernel/event-details.dto';
import { todayIso } from '../kernel/event-details.dto';
import type {
  EventDetailsView,
  HoldView,
  ProposalPriceView,
  ProposalView,
  ThreadMessageView,
  VenueEnquiryDetail,
  VenueEnquirySummary,
} from './venue-enquiry.dto';
import type { ProposalRevision, ThreadMessage, VenueEnquiryRow } from './venue-enquiry.repository';

const HOUR_MS = 60 * 60_000;
const pounds = (pence: number) => pence / 100;

export function mapEventDetails(event: EventDetails): EventDetailsView {
  return {
    type: event.type,
    date: event.date,
    start_time: event.startTime,
    end_time: event.endTime,
    days: event.days,
    date_flexible: event.dateFlexible,
    guests: event.guests,
    layout: event.layout,
    budget_gbp: event.budgetPence === null ? null : pounds(event.budgetPence),
  };
}

export function mapPrice(proposal: ProposalRevision, guests: number | null): ProposalPriceView {
  const amount = proposal.pricePence;
  const perDelegate = proposal.priceBasis === 'per_delegate' ? amount : guests ? Math.round(amount / guests) : null;
  const total = proposal.priceBasis === 'per_delegate' ? (guests ? amount * guests : null) : amount;
  return {
    basis: proposal.priceBasis,
    amount_gbp: pounds(amount),
    total_gbp: total === null ? null : pounds(total),
    per_delegate_gbp: perDelegate === null ? null : pounds(perDelegate),
  };
}

export function mapProposal(
  proposal: ProposalRevision,
  guests: number | null,
  now: Date,
  documentUrl: (proposal: ProposalRevision) => string | null,
): ProposalView {
  return {
    id: proposal.id,
    revision: proposal.revision,
    room: proposal.room,
    layout: proposal.layout as EventLayout,
    capacity: proposal.capacity,
    dates: proposal.dates,
    price: mapPrice(proposal, guests),
    inclusions: proposal.inclusions as ProposalInclusion[],
    valid_until: proposal.validUntil,
    valid: proposal.validUntil >= todayIso(now),
    message: proposal.message,
    document_url: proposal.documentKey ? documentUrl(proposal) : null,
    created_at: proposal.createdAt.toISOString(),
  };
}

export function mapHold(hold: VenueHold, revisions: ProposalRevision[]): HoldView {
  return {
    state: hold.state,
    reference: hold.reference,
    date: hold.eventDate,
    room: hold.room,
    option_rank: hold.optionRank,
    option_text: optionText(hold.optionRank),
    expires_at: hold.expiresAt.toISOString(),
    revision: revisions.find((p) => p.id === hold.proposalId)?.revision ?? 0,
    released_by: hold.releasedBy,
    release_reason: hold.releaseReason,
    confirmed_at: hold.confirmedAt?.toISOString() ?? null,
  };
}

/** Nothing is left to wait for: no venue may still answer, no proposal is open, no hold or booking stands. */
export function isNothingLeft(rows: VenueEnquiryRow[], holds: VenueHold[]): boolean {
  const waiting = rows.some(
    (r) => r.state === 'new' || r.state === 'viewed' || (r.state === 'proposed' && r.proposalOutcome === 'open'),
  );
  const standing = holds.some((h) => h.state === 'held' || h.state === 'confirmed');
  const acceptedWithoutHold = rows.some(
    (r) => r.proposalOutcome === 'accepted' && !holds.some((h) => h.venueEnquiryId === r.id),
  );
  return !waiting && !standing && !acceptedWithoutHold;
}

export function mapMessage(message: ThreadMessage): ThreadMessageView {
  return {
    id: message.id,
    author: message.author,
    body: message.body,
    created_at: message.createdAt.toISOString(),
    on_behalf_of_venue: message.onBehalf,
    colleague: message.colleague,
  };
}

export function mapVenueEnquirySummary(row: VenueEnquiryRow, now: Date): VenueEnquirySummary {
  return {
    id: row.id,
    venue: { id: row.venueId, name: row.venueName, slug: row.venueSlug, city: row.venueCity },
    state: row.state,
    proposal_outcome: row.proposalOutcome,
    unanswered: row.state === 'new' || row.state === 'viewed',
    event: mapEventDetails(row.event),
    received_at: row.createdAt.toISOString(),
    age_hours: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / HOUR_MS)),
  };
}

export function mapVenueEnquiryDetail(
  row: VenueEnquiryRow,
  revisions: ProposalRevision[],
  messages: ThreadMessage[],
  hold: VenueHold | null,
  now: Date,
): VenueEnquiryDetail {
  const views = revisions.map((p) => mapProposal(p, row.event.guests, now, (r) => `/api/media/${r.documentKey}`));
  return {
    ...mapVenueEnquirySummary(row, now),
    planner_email: row.plannerEmail,
    planner_name: row.planner.name,
    planner_phone: row.planner.phone,
    planner_organisation: row.planner.organisation,
    notes: row.notes,
    brief_notes: row.briefNotes,
    contact: row.contact,
    decline: row.declineReason ? { reason: row.declineReason, text: row.declineText } : null,
    closed_reason: row.closedReason,
    viewed_at: row.viewedAt?.toISOString() ?? null,
    first_answer_at: row.firstAnswerAt?.toISOString() ?? null,
    proposal: views[0] ?? null,
    revisions: views,
    messages: messages.map(mapMessage),
    hold: hold ? mapHold(hold, revisions) : null,
    expires_at:
      row.state === 'new' || row.state === 'viewed'
        ? new Date(row.createdAt.getTime() + ENQUIRY_EXPIRY_HOURS * HOUR_MS).toISOString()
        : null,
  };
}
