// The mails from acceptance to booking: what was accepted and held (to both sides), the polite
// word to the venues not chosen (with the planner's reason when given), the confirmed booking,
// and a hold released or expired. Each names the venue, room, date, price and the one reference
// both sides quote. Each has a dedupe key of its hold and side, so it goes at most once.
import {
  NOT_CHOSEN_REASON_LABELS,
  type NotChosenReason,
  PRICE_BASIS_LABELS,
  type PriceBasis,
  optionText,
} from '@venue-finder/contract';
import { inertLinks } from '../kernel/mail/mail-html';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';
import { formatDateEnGb, formatPence, loopMail } from './venue-enquiry-mails';

const londonTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** "13 December 2026 at 14:05", in London. */
export function formatLondonTime(at: Date): string {
  return londonTime.format(at).replace(', ', ' at ');
}

export function priceTextOf(basis: PriceBasis, pence: number): string {
  return basis === 'total'
    ? `${formatPence(pence)} in total`
    : `${formatPence(pence)} (${PRICE_BASIS_LABELS[basis].toLowerCase()})`;
}

/** What a hold is of, as both sides' mails state it. */
export interface HeldFacts {
  holdId: string;
  venueName: string;
  room: string;
  date: string;
  optionRank: number;
  price: string;
  reference: string;
  expiresAt: Date;
}

function facts(held: HeldFacts, withHold = true): [string, string][] {
  return [
    ['Venue', held.venueName],
    ['Room', held.room],
    ['Date', formatDateEnGb(held.date)],
    ['Price', held.price],
    ['Reference', held.reference],
    ...(withHold
      ? [['Held until', `${formatLondonTime(held.expiresAt)} (${optionText(held.optionRank)})`] as [string, string]]
      : []),
  ];
}

export function acceptedToPlannerMail(to: string, held: HeldFacts, link: string): QueuedMail {
  return loopMail(
    'proposal.accepted-to-planner',
    `hold:${held.holdId}:accepted:planner`,
    to,
    `You accepted ${held.venueName}: ${formatDateEnGb(held.date)} is held for you (${held.reference})`,
    [
      `You accepted the proposal from ${held.venueName}. The venue holds ${formatDateEnGb(held.date)} for you as its ${optionText(held.optionRank)} until ${formatLondonTime(held.expiresAt)}.`,
      'Confirm the booking at your private link before then, or release the date if your plans change. If you do neither, the hold ends by itself and the venue is free to offer the date to others.',
    ],
    { href: link, label: 'Confirm or release the booking' },
    facts(held),
  );
}

export function acceptedToVenueMail(to: string, held: HeldFacts, plannerEmail: string, portalUrl: string): QueuedMail {
  return loopMail(
    'proposal.accepted',
    `hold:${held.holdId}:accepted:venue`,
    to,
    `Your proposal for ${held.venueName} was accepted (${held.reference})`,
    [
      `Good news: the planner has accepted your proposal for ${held.venueName}, for ${formatDateEnGb(held.date)}.`,
      `Please hold the date for them as your ${optionText(held.optionRank)} until ${formatLondonTime(held.expiresAt)}: they confirm or release it before then, and you can release it from your owner portal with a reason. You can reach them at ${plannerEmail}.`,
    ],
    { href: portalUrl, label: 'Open the enquiry' },
    facts(held),
  );
}

export function notChosenMail(
  venueEnquiryId: string,
  to: string,
  venueName: string,
  answered: boolean,
  reason: { reason: NotChosenReason; text: string } | null,
): QueuedMail {
  const why = reason
    ? `The planner's reason: ${reason.reason === 'other' && reason.text ? inertLinks(reason.text) : NOT_CHOSEN_REASON_LABELS[reason.reason]}${reason.reason !== 'other' && reason.text ? ` — ${inertLinks(reason.text)}` : ''}.`
    : null;
  return loopMail(
    'proposal.not-chosen',
    `venue-enquiry:${venueEnquiryId}:not-chosen`,
    to,
    `An enquiry for ${venueName} has gone to another venue`,
    [
      answered
        ? `Thank you for your proposal for ${venueName}. The planner has chosen another venue this time.`
        : `The planner who sent an enquiry for ${venueName} has chosen another venue, so it no longer needs an answer.`,
      ...(why ? [why] : []),
      'We hope to send you the next one.',
    ],
  );
}

export function bookingConfirmedMail(side: 'planner' | 'venue', to: string, held: HeldFacts, link: string): QueuedMail {
  return loopMail(
    'booking.confirmed',
    `hold:${held.holdId}:confirmed:${side}`,
    to,
    `Booking confirmed: ${held.venueName}, ${formatDateEnGb(held.date)} (${held.reference})`,
    [
      side === 'planner'
        ? `Your booking at ${held.venueName} is confirmed. Quote ${held.reference} when you write to the venue.`
        : `The planner has confirmed the booking at ${held.venueName}. Quote ${held.reference} when you write to them.`,
    ],
    { href: link, label: side === 'planner' ? 'See your booking' : 'Open the enquiry' },
    facts(held, false),
  );
}

/** To the side that did not release it: the other side released the hold. */
export function holdReleasedMail(
  to: 'planner' | 'venue',
  address: string,
  held: HeldFacts,
  reason: string,
  link: string,
  /** Who released it for the venue, when not the venue itself ("Venue Finder on behalf of …"). */
  sender = held.venueName,
): QueuedMail {
  const who = to === 'planner' ? sender : 'The planner';
  return loopMail(
    'hold.released',
    `hold:${held.holdId}:released:${to}`,
    address,
    `${who} released the hold on ${formatDateEnGb(held.date)} (${held.reference})`,
    [
      `${who} has released the hold on ${formatDateEnGb(held.date)}${to === 'planner' ? '' : ` at ${held.venueName}`}, so it will not become a booking.`,
      ...(reason ? [`The reason given: ${inertLinks(reason)}`] : []),
      ...(to === 'planner' ? ['Your page links to similar venues you can brief instead.'] : []),
    ],
    { href: link, label: to === 'planner' ? 'See your venues and proposals' : 'Open the enquiry' },
    facts(held, false),
  );
}

export function holdExpiredMail(side: 'planner' | 'venue', to: string, held: HeldFacts, link: string): QueuedMail {
  return loopMail(
    'hold.expired',
    `hold:${held.holdId}:expired:${side}`,
    to,
    `The hold on ${formatDateEnGb(held.date)} at ${held.venueName} has ended (${held.reference})`,
    [
      side === 'planner'
        ? `The hold on ${formatDateEnGb(held.date)} at ${held.venueName} ended at ${formatLondonTime(held.expiresAt)} without a confirmation, so the venue may now offer the date to others.`
        : `The planner did not confirm the booking by ${formatLondonTime(held.expiresAt)}, so the hold on ${formatDateEnGb(held.date)} has ended and the date is yours to offer again.`,
    ],
    { href: link, label: side === 'planner' ? 'See your venues and proposals' : 'Open the enquiry' },
    facts(held, false),
  );
}
