// The owner's proposal as typed, and the request it becomes: the checks here are the api's
// (a price sensible for its basis, dates not passed, valid until after today), so the owner hears
// of a slip beside the field rather than from the server.
import {
  EVENT_LAYOUTS,
  type EventLayout,
  HOLD_DAYS,
  type PriceBasis,
  type ProposalInclusion,
} from '@venue-finder/contract';
import { formatGbp } from '../../lib/format-en-gb';
import type { ProposalRequest, ProposalView, VenueEnquiryDetail } from './api/owner-enquiries';

export const MAX_OFFERED_DATES = 5;
export const MAX_PRICE_GBP: Record<PriceBasis, number> = {
  total: 10_000_000,
  per_delegate: 10_000,
  day_rate: 1_000_000,
};

export interface ProposalDraft {
  room: string;
  layout: string;
  capacity: string;
  dates: string[];
  priceBasis: PriceBasis;
  price: string;
  inclusions: ProposalInclusion[];
  validUntil: string;
  /** Days the date is held once the planner accepts (1-14). */
  holdDays: string;
  message: string;
  /** The PDF already attached (a revision keeps it unless another is chosen). */
  document: string | null;
}

export type ProposalField = 'room' | 'layout' | 'capacity' | 'dates' | 'price' | 'validUntil';
export type ProposalErrors = Partial<Record<ProposalField, string>>;

export const PROPOSAL_MESSAGES = {
  room: 'Please name the space or room you offer',
  layout: 'Please choose the layout',
  capacity: 'Please enter the capacity as a whole number of people from 1 to 100,000',
  dates: 'Please offer at least one date that has not passed',
  datesTwice: 'Each date may be offered only once',
  validUntil: 'Please choose the last day the proposal holds: a date after today',
} as const;

export function priceMessage(basis: PriceBasis): string {
  const what = { total: 'the total', per_delegate: 'the price per delegate', day_rate: 'the day rate' }[basis];
  return `Please enter ${what} in pounds, from £1 to ${formatGbp(MAX_PRICE_GBP[basis])}`;
}

/** A fresh proposal starts from what the planner asked for; a revision from the current one. */
export function draftFor(enquiry: VenueEnquiryDetail): ProposalDraft {
  const current: ProposalView | null = enquiry.proposal;
  if (current)
    return {
      room: current.room,
      layout: current.layout,
      capacity: String(current.capacity),
      dates: [...current.dates],
      priceBasis: current.price.basis,
      price: String(current.price.amount_gbp),
      inclusions: [...current.inclusions],
      validUntil: current.valid_until,
      holdDays: String(HOLD_DAYS.default),
      message: current.message,
      document: current.document_url,
    };
  return {
    room: '',
    layout: enquiry.event.layout ?? '',
    capacity: enquiry.event.guests === null ? '' : String(enquiry.event.guests),
    dates: [enquiry.event.date ?? ''],
    priceBasis: 'total',
    price: '',
    inclusions: [],
    validUntil: '',
    holdDays: String(HOLD_DAYS.default),
    message: '',
    document: null,
  };
}

const isLayout = (value: string): value is EventLayout => (EVENT_LAYOUTS as readonly string[]).includes(value);

/** The request to send, or what to change first. `today` is YYYY-MM-DD. */
export function checkProposal(
  draft: ProposalDraft,
  today: string,
): { request?: Omit<ProposalRequest, 'document'>; errors: ProposalErrors } {
  const errors: ProposalErrors = {};
  const room = draft.room.trim();
  if (!room) errors.room = PROPOSAL_MESSAGES.room;
  if (!isLayout(draft.layout)) errors.layout = PROPOSAL_MESSAGES.layout;
  const capacity = /^\d+$/.test(draft.capacity.trim()) ? Number(draft.capacity.trim()) : Number.NaN;
  if (!(capacity >= 1 && capacity <= 100_000)) errors.capacity = PROPOSAL_MESSAGES.capacity;
  const dates = draft.dates.map((date) => date.trim()).filter(Boolean);
  if (dates.length === 0 || dates.some((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || date < today))
    errors.dates = PROPOSAL_MESSAGES.dates;
  else if (new Set(dates).size !== dates.length) errors.dates = PROPOSAL_MESSAGES.datesTwice;
  const priceTyped = draft.price.trim().replace(/^£/, '').replace(/,/g, '');
  const price = /^\d+(\.\d{1,2})?$/.test(priceTyped) ? Number(priceTyped) : Number.NaN;
  if (!(price >= 1 && price <= MAX_PRICE_GBP[draft.priceBasis])) errors.price = priceMessage(draft.priceBasis);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.validUntil) || draft.validUntil <= today)
    errors.validUntil = PROPOSAL_MESSAGES.validUntil;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    request: {
      room,
      layout: draft.layout as EventLayout,
      capacity,
      dates,
      price_basis: draft.priceBasis,
      price_gbp: price,
      inclusions: draft.inclusions,
      valid_until: draft.validUntil,
      hold_days: Number(draft.holdDays),
      message: draft.message.trim() || undefined,
    },
  };
}
