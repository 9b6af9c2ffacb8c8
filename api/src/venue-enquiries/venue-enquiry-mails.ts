// The mails of the enquiry loop: the owner's new enquiry and reminder, the invitation to claim a
// listing an enquiry waits on, the planner's link to their proposals, the outcome each venue is
// told, and the message thread both ways. Plain text and HTML each; user text is escaped in the
// HTML and its web addresses made inert. A planner's link carries a token: it is written only
// into the planner's own mail, never into a log.
import {
  DECLINE_REASON_LABELS,
  type DeclineReason,
  EVENT_TYPE_LABELS,
  MONTH_NAMES,
  ROOM_LAYOUT_LABELS,
  groupThousands,
} from '@venue-finder/contract';
import { escapeHtml, htmlParagraphs, inertLinks, mailPage } from '../kernel/mail/mail-html';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';
import type { EventDetails } from '../kernel/event-details.dto';
import type { PlannerContact } from '../kernel/planner-contact.dto';

/** 2027-03-18 → "18 March 2027". */
export function formatDateEnGb(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTH_NAMES[month! - 1]} ${year}`;
}

/** 650000 → "£6,500"; 650050 → "£6,500.50". */
export function formatPence(pence: number): string {
  const whole = Math.floor(pence / 100);
  const rest = pence % 100;
  return `£${groupThousands(whole)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

export function guestsText(event: EventDetails): string {
  return event.guests === null ? 'guests to be confirmed' : `${groupThousands(event.guests)} guests`;
}

export function dateText(event: EventDetails): string {
  if (event.date) return `${formatDateEnGb(event.date)}${event.dateFlexible ? ' (flexible)' : ''}`;
  return event.dateFlexible ? 'flexible date' : 'date to be confirmed';
}

/** "09:00 to 17:30", "from 09:00", "until 17:30"; null when neither is known. */
export function timesText(event: EventDetails): string | null {
  if (event.startTime && event.endTime) return `${event.startTime} to ${event.endTime}`;
  if (event.startTime) return `from ${event.startTime}`;
  return event.endTime ? `until ${event.endTime}` : null;
}

export function eventLines(event: EventDetails): [string, string][] {
  const times = timesText(event);
  return [
    ...(event.type ? [['Event', EVENT_TYPE_LABELS[event.type]] as [string, string]] : []),
    ['Date', dateText(event)],
    ...(event.days !== null ? [['Days', String(event.days)] as [string, string]] : []),
    ...(times ? [['Times', times] as [string, string]] : []),
    ['Guests', event.guests === null ? 'to be confirmed' : groupThousands(event.guests)],
    ...(event.layout ? [['Layout', ROOM_LAYOUT_LABELS[event.layout]] as [string, string]] : []),
    ...(event.budgetPence !== null ? [['Budget', formatPence(event.budgetPence)] as [string, string]] : []),
  ];
}

function factsHtml(facts: [string, string][]): string {
  return `<table style="border-collapse:collapse">${facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding-right:12px">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
}

/** One mail of the loop: paragraphs, an optional table of facts and one link; plain text and HTML. */
export function loopMail(
  kind: string,
  dedupeKey: string,
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
  facts: [string, string][] = [],
): QueuedMail {
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    ...(facts.length ? [...facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(link ? [`${link.label}: ${link.href}`] : []),
  ]
    .join('\n')
    .trimEnd();
  const html = mailPage(
    [
      ...paragraphs.map((p) => htmlParagraphs(p)),
      ...(facts.length ? [factsHtml(facts)] : []),
      ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    ].join('\n'),
  );
  return { kind, dedupeKey, to, subject, text, html };
}

export interface OwnerEnquiryFacts {
  venueEnquiryId: string;
  venueName: string;
  ownerEmail: string;
  event: EventDetails;
  portalUrl: string;
  /** Who the planner is, as far as they said (the new-enquiry mail names them). */
  planner?: PlannerContact;
}

export function plannerLines(planner: PlannerContact | undefined): [string, string][] {
  if (!planner) return [];
  return [
    ...(planner.name ? [['Planner', planner.name] as [string, string]] : []),
    ...(planner.organisation ? [['Organisation', planner.organisation] as [string, string]] : []),
    ...(planner.phone ? [['Phone', planner.phone] as [string, string]] : []),
  ];
}

export function newEnquiryToOwnerMail(facts: OwnerEnquiryFacts): QueuedMail {
  return loopMail(
    'venue-enquiry.new',
    `venue-enquiry:${facts.venueEnquiryId}:new`,
    facts.ownerEmail,
    `New enquiry for ${facts.venueName}: ${guestsText(facts.event)}, ${dateText(facts.event)}`,
    [
      `A planner has sent an enquiry for ${facts.venueName} through Venue Finder.`,
      'Open it in your owner portal to read their notes and send a proposal, or decline it. Planners hear from the venues that answer first.',
      'An enquiry not answered within 72 hours expires, and the planner is told.',
    ],
    { href: facts.portalUrl, label: 'Open the enquiry' },
    [...eventLines(facts.event), ...plannerLines(facts.planner)],
  );
}

/** The enquiries of an hour beyond the first few, in one mail to the owner (one per venue per hour). */
export function newEnquiriesDigestMail(
  venue: { id: string; name: string; ownerEmail: string },
  hour: string,
  enquiries: { event: EventDetails }[],
  portalUrl: string,
): QueuedMail {
  const count = enquiries.length;
  return loopMail(
    'venue-enquiry.digest',
    `venue:${venue.id}:new-enquiries:${hour}`,
    venue.ownerEmail,
    `${count} more new enquir${count === 1 ? 'y' : 'ies'} for ${venue.name}`,
    [
      `${count} more planner${count === 1 ? ' has' : 's have'} sent an enquiry for ${venue.name} through Venue Finder. To keep your inbox calm we gather them here rather than mailing each one:`,
      enquiries.map(({ event }, i) => `${i + 1}. ${guestsText(event)}, ${dateText(event)}`).join('\n'),
      'Open them in your owner portal to send proposals or decline. An enquiry not answered within 72 hours expires, and the planner is told.',
    ],
    { href: portalUrl, label: 'Open your enquiries' },
  );
}

export function reminderToOwnerMail(facts: OwnerEnquiryFacts): QueuedMail {
  return loopMail(
    'venue-enquiry.reminder',
    `venue-enquiry:${facts.venueEnquiryId}:reminder`,
    facts.ownerEmail,
    `Reminder: an enquiry for ${facts.venueName} is waiting for your answer`,
    [
      `A planner's enquiry for ${facts.venueName} has not been answered yet. It closes 72 hours after it arrived.`,
      'Send a proposal, or decline it so the planner can look elsewhere.',
    ],
    { href: facts.portalUrl, label: 'Answer the enquiry' },
    eventLines(facts.event),
  );
}

/** At most one per venue per day (the dedupe key holds the day), however many enquiries wait. */
export function claimInvitationMail(
  venue: { id: string; name: string; contactEmail: string },
  day: string,
  event: EventDetails,
  claimUrl: string,
): QueuedMail {
  return loopMail(
    'venue-enquiry.claim-invitation',
    `venue:${venue.id}:claim-invitation:${day}`,
    venue.contactEmail,
    `A planner has sent an enquiry for ${venue.name}`,
    [
      `A planner has sent an enquiry for ${venue.name} through Venue Finder, the free UK venue-finding service.`,
      `Your venue's listing has not been claimed yet. Claim it (free) to read the enquiry and answer it with a proposal; until then it waits with our team.`,
    ],
    { href: claimUrl, label: 'Claim your listing' },
    eventLines(event),
  );
}

export function proposalLinkMail(
  to: string,
  dedupeKey: string,
  venueName: string,
  revised: boolean,
  link: string,
): QueuedMail {
  return loopMail(
    'proposal.received',
    dedupeKey,
    to,
    revised ? `${venueName} has revised its proposal` : `You have a proposal from ${venueName}`,
    [
      revised
        ? `${venueName} has revised its proposal for your event.`
        : `${venueName} has sent you a proposal for your event.`,
      'Compare the proposals side by side, accept one, or ask the venue a question, at your private link below. It works for 30 days; keep it to yourself.',
    ],
    { href: link, label: 'See your proposals' },
  );
}

export function freshLinkMail(to: string, dedupeKey: string, links: string[]): QueuedMail {
  return loopMail(
    'proposal.fresh-link',
    dedupeKey,
    to,
    'Your link to your proposals',
    [
      links.length === 1
        ? 'Here is a fresh private link to your proposals. It works for 30 days; keep it to yourself.'
        : `Here are fresh private links to your proposals, one for each of your ${links.length} enquiries. They work for 30 days; keep them to yourself.`,
      ...links.slice(1).map((href, i) => `Enquiry ${i + 2}: ${href}`),
    ],
    { href: links[0]!, label: links.length === 1 ? 'See your proposals' : 'Enquiry 1' },
  );
}

/** A planner shared their event with a colleague, who signs in as a planner with this address. */
export function eventSharedMail(
  shareId: string,
  to: string,
  sharedBy: string,
  permission: 'view' | 'decide',
  signInHref: string,
  sentOn: string,
): QueuedMail {
  // Sharing again with the same permission mails nothing new; a changed permission is mailed.
  return loopMail(
    'event.shared',
    `event-share:${shareId}:${permission}`,
    to,
    `${sharedBy} shared an event with you on Venue Finder`,
    [
      `${sharedBy} shared with you their brief of ${sentOn}: the venues they asked, their answers and proposals.`,
      permission === 'decide'
        ? 'You may view it and decide: accept, confirm, release or decline a proposal, and write to the venues. What you do is shown under your name.'
        : 'You may view it: the venues’ states, their proposals and the messages.',
      `Sign in with this address (${to}), choosing “I am planning an event”: the event is in My events.`,
    ],
    { href: signInHref, label: 'Sign in to see the event' },
  );
}

export function plannerDeclinedMail(venueEnquiryId: string, to: string, venueName: string) {
  return loopMail(
    'proposal.declined',
    `venue-enquiry:${venueEnquiryId}:planner-declined`,
    to,
    `The planner declined your proposal for ${venueName}`,
    [`Thank you for your proposal for ${venueName}. The planner has decided not to take it further.`],
  );
}

/** The venue's decline as the planner reads it: its reason as it chose it, and its own words. */
export function venueDeclineText(reason: DeclineReason, text: string): string {
  const label = DECLINE_REASON_LABELS[reason];
  if (!text) return `Declined: ${label}`;
  return reason === 'other' ? `Declined: ${text}` : `Declined: ${label} — ${text}`;
}

/** Nothing is left to wait for: every venue declined, expired or was closed, and no proposal is open. */
const NOTHING_LEFT =
  'None of the venues you briefed can take your event now. Your page links to similar venues you can brief instead.';

export function venueDeclinedToPlannerMail(
  venueEnquiryId: string,
  to: string,
  venueName: string,
  decline: { reason: DeclineReason; text: string },
  nothingLeft: boolean,
  link: string,
): QueuedMail {
  return loopMail(
    'venue-enquiry.declined-to-planner',
    `venue-enquiry:${venueEnquiryId}:declined-to-planner`,
    to,
    `${venueName} cannot take your event`,
    [
      `${venueName} has declined your enquiry.`,
      `${venueDeclineText(decline.reason, inertLinks(decline.text))}.`,
      ...(nothingLeft ? [NOTHING_LEFT] : ['The other venues you briefed can still answer.']),
    ],
    { href: link, label: 'See your venues and proposals' },
  );
}

/** One mail per enquiry per sweep, however many of its venues expired in it. */
export function expiredToPlannerMail(
  enquiryId: string,
  venueEnquiryIds: string[],
  to: string,
  venueNames: string[],
  nothingLeft: boolean,
  link: string,
): QueuedMail {
  const names = venueNames.join(', ');
  return loopMail(
    'venue-enquiry.expired-to-planner',
    `enquiry:${enquiryId}:expired:${[...venueEnquiryIds].sort().join(',')}`,
    to,
    venueNames.length === 1 ? `No answer from ${names}` : `No answer from ${venueNames.length} venues`,
    [
      `${names} did not answer your enquiry within 72 hours, so ${venueNames.length === 1 ? 'it has' : 'they have'} expired.`,
      ...(nothingLeft ? [NOTHING_LEFT] : ['The other venues you briefed can still answer.']),
    ],
    { href: link, label: 'See your venues and proposals' },
  );
}

export function proposalWithdrawnMail(venueEnquiryId: string, to: string, venueName: string, link: string) {
  return loopMail(
    'proposal.withdrawn',
    `venue-enquiry:${venueEnquiryId}:withdrawn`,
    to,
    `${venueName} has withdrawn its proposal`,
    [`${venueName} has withdrawn its proposal for your event, so it can no longer be accepted.`],
    { href: link, label: 'See your venues and proposals' },
  );
}

/**
 * The planner wrote to the venue. `colleague` names the writer when it is not the planner who sent
 * the brief but a colleague the event was shared with (their name, else their address).
 */
export function messageToOwnerMail(
  messageId: string,
  to: string,
  venueName: string,
  body: string,
  portalUrl: string,
  colleague: string | null = null,
): QueuedMail {
  const writer = colleague
    ? `${colleague}, a colleague of the planner who sent an enquiry for ${venueName}, wrote:`
    : `The planner who sent an enquiry for ${venueName} wrote:`;
  return loopMail(
    'venue-enquiry.message-to-venue',
    `venue-enquiry-message:${messageId}`,
    to,
    `A planner has a question about ${venueName}`,
    [writer, inertLinks(body), 'Answer in your owner portal.'],
    { href: portalUrl, label: 'Open the enquiry' },
  );
}

export function messageToPlannerMail(
  messageId: string,
  to: string,
  venueName: string,
  body: string,
  link: string,
): QueuedMail {
  return loopMail(
    'venue-enquiry.message-to-planner',
    `venue-enquiry-message:${messageId}`,
    to,
    `${venueName} has answered your message`,
    [`${venueName} wrote:`, inertLinks(body), 'Reply at your private link to your proposals.'],
    { href: link, label: 'See your proposals' },
  );
}
