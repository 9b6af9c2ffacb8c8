// The vocabulary of enquiries and proposals (issue #35), shared by the api's validation and the
// web's labels: the states a venue's enquiry passes through, why a venue declines, how a price
// is quoted, what a proposal may include, and what the planner is told about each venue.
import { ROOM_LAYOUTS, type RoomLayout } from './search-schema.js';

/** new → viewed → proposed | declined | expired; closed when another venue was chosen or an admin closed it. */
export const VENUE_ENQUIRY_STATES = ['new', 'viewed', 'proposed', 'declined', 'expired', 'closed'] as const;
export type VenueEnquiryState = (typeof VENUE_ENQUIRY_STATES)[number];

/** What became of a proposal: still open, accepted, not chosen (another was), declined by the planner, or withdrawn by the venue. */
export const PROPOSAL_OUTCOMES = ['open', 'accepted', 'not_chosen', 'declined', 'withdrawn'] as const;
export type ProposalOutcome = (typeof PROPOSAL_OUTCOMES)[number];

export const DECLINE_REASONS = ['not_available', 'too_small', 'too_large', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  not_available: 'not available',
  too_small: 'too small',
  too_large: 'too large',
  other: 'other',
};

/** Why the planner chose another venue, told to the venues not chosen if the planner says (Cvent's award reasons). */
export const NOT_CHOSEN_REASONS = ['price', 'capacity', 'location', 'availability', 'other'] as const;
export type NotChosenReason = (typeof NOT_CHOSEN_REASONS)[number];
export const NOT_CHOSEN_REASON_LABELS: Record<NotChosenReason, string> = {
  price: 'price',
  capacity: 'capacity',
  location: 'location',
  availability: 'availability',
  other: 'another reason',
};

/**
 * A provisional hold placed by an acceptance: held until it expires, then confirmed (a booking)
 * or released (by the planner or the venue) or expired by itself.
 */
export const HOLD_STATES = ['held', 'confirmed', 'released', 'expired'] as const;
export type HoldState = (typeof HOLD_STATES)[number];
/** How long a venue may hold a date once a proposal is accepted, in days; the owner chooses. */
export const HOLD_DAYS = { min: 1, max: 14, default: 7 } as const;

/** 1 → "first option", 2 → "second option"… */
export function optionText(rank: number): string {
  const words = ['first', 'second', 'third', 'fourth', 'fifth'];
  return `${words[rank - 1] ?? `${rank}th`} option`;
}

export const PRICE_BASES = ['total', 'per_delegate', 'day_rate'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];
export const PRICE_BASIS_LABELS: Record<PriceBasis, string> = {
  total: 'Total',
  per_delegate: 'Per delegate',
  day_rate: 'Day rate',
};

export const PROPOSAL_INCLUSIONS = [
  'catering',
  'refreshments',
  'drinks',
  'av',
  'wifi',
  'accommodation',
  'parking',
  'event_staff',
  'stationery',
] as const;
export type ProposalInclusion = (typeof PROPOSAL_INCLUSIONS)[number];
export const PROPOSAL_INCLUSION_LABELS: Record<ProposalInclusion, string> = {
  catering: 'Catering',
  refreshments: 'Refreshments',
  drinks: 'Drinks',
  av: 'AV',
  wifi: 'Wi-Fi',
  accommodation: 'Accommodation',
  parking: 'Parking',
  event_staff: 'Event staff',
  stationery: 'Stationery',
};

/** What kind of event a brief is for: the planner picks one, the venue reads it (labels in the web app). */
export const EVENT_TYPES = [
  'meeting',
  'conference',
  'training',
  'workshop',
  'away_day',
  'product_launch',
  'exhibition',
  'networking',
  'awards',
  'dinner',
  'party',
  'wedding',
  'other',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What the planner and the venue read for each event type: in the brief form, the portal and the mails. */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  meeting: 'Meeting',
  conference: 'Conference',
  training: 'Training',
  workshop: 'Workshop',
  away_day: 'Away day',
  product_launch: 'Product launch',
  exhibition: 'Exhibition',
  networking: 'Networking',
  awards: 'Awards',
  dinner: 'Dinner',
  party: 'Party',
  wedding: 'Wedding',
  other: 'Other',
};

/** An event lasts from one day to this many days. */
export const MAX_EVENT_DAYS = 14;
/** Below this much budget per guest a brief is a typing slip (10,000 guests with a £1 budget). */
export const MIN_BUDGET_PER_GUEST_GBP = 1;

/** The layouts a planner may ask for and a venue may offer: the room layouts of the directory. */
export const EVENT_LAYOUTS = ROOM_LAYOUTS;
export type EventLayout = RoomLayout;

/**
 * Who answers a planner's enquiry to a venue, as the product may truthfully say it:
 * `owner` — the venue's owner is on Venue Finder and answers directly;
 * `invited_to_claim` — the venue has not claimed its listing: its listed e-mail is invited to
 * claim it and answer; `team` — no one can be mailed at the venue: our team will try to reach it.
 */
export const ENQUIRY_CONTACTS = ['owner', 'invited_to_claim', 'team'] as const;
export type EnquiryContact = (typeof ENQUIRY_CONTACTS)[number];

/** An enquiry no venue answered expires after this many hours (owners are told so from the first mail). */
export const ENQUIRY_EXPIRY_HOURS = 72;

/**
 * Response figures count only enquiries from planners who opened their private link (a confirmed
 * address), so nobody can make or unmake a venue's figures with enquiries from made-up addresses.
 * They are shown once a venue has this many such enquiries settled in the window.
 */
export const RESPONSE_FIGURES_MIN_ENQUIRIES = 3;
export const RESPONSE_FIGURES_WINDOW_DAYS = 90;
/**
 * Top Responder (venuedirectory.com's rule): over at least this many counted enquiries in the
 * window, at least this share answered within 24 hours, and no more than this share declined.
 */
export const TOP_RESPONDER_SHARE = 0.9;
export const TOP_RESPONDER_MIN_ENQUIRIES = 10;
export const TOP_RESPONDER_MAX_DECLINED_SHARE = 0.5;

/** A venue's response figures, as its page and its search card carry them (null until it has 3). */
export interface VenueResponseFigures {
  /** Enquiries from confirmed planners settled in the last 90 days: answered, or expired unanswered. */
  enquiries: number;
  /** Share answered, 0–1. */
  answered_share: number;
  /** Median seconds to the first answer; null when none was answered. */
  median_answer_seconds: number | null;
  /** "Usually answers within 3 hours"; null when none was answered. */
  answers_within_text: string | null;
  /** "Answers 9 in 10 enquiries". */
  answered_text: string;
  /** ≥ 90 % answered within 24 hours over ≥ 10 enquiries, no more than half of them declined. */
  top_responder: boolean;
}

/** "3 hours", "45 minutes", "2 days": a typical wait, rounded for people. */
export function describeWait(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}
