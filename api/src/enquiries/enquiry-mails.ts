// The planner's and the team's mails of an enquiry (each venue's side is VenueEnquiryIntake's):
// a confirmation to the planner listing their venues and, truthfully, who will answer each, with
// their private link to follow each venue's answer, and a notification to the team inbox (reply
// goes to the planner). Plain text and HTML each; every
// piece of user text is escaped in the HTML. The confirmation goes to whatever address the form
// was given, so it carries none of the planner's own text (anyone could otherwise mail anything
// to anyone under our name); the notes go to the team, with their web addresses made inert.
import { type Venue, cityName, venuePath } from '@venue-finder/core';
import type { StoredBrief } from '../briefs';
import { escapeHtml, htmlParagraphs, inertLinks, mailPage } from '../kernel/mail/mail-html';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';
import type { StoredEnquiry } from './enquiry.repository';
import type { EnquiryContact } from '@venue-finder/contract';
import type { VenueContact } from '../venue-enquiries';
import { eventLines, plannerLines } from '../venue-enquiries';

export interface EnquiryMailSettings {
  publicUrl: string;
  enquiriesInbox: string;
}

interface ListedVenue {
  name: string;
  city: string;
  url: string;
  note: string;
  contact: EnquiryContact;
}

/** What the planner is told about who answers a venue: nothing more than is true. */
export const CONTACT_SENTENCES: Record<EnquiryContact, string> = {
  owner: 'The venue will answer you directly.',
  invited_to_claim: 'We are contacting the venue for you: we have e-mailed it your enquiry and invited it to answer.',
  team: 'We are contacting the venue for you: we have no e-mail address for it, so our team will try to reach it.',
};

const plural = (n: number) => `${n} venue${n === 1 ? '' : 's'}`;

export function enquiryMails(
  enquiry: StoredEnquiry,
  venues: Venue[],
  brief: StoredBrief | null,
  contacts: VenueContact[],
  settings: EnquiryMailSettings,
  plannerLink: string,
): QueuedMail[] {
  const notes = new Map(brief?.items.map((item) => [item.venueId, item.notes]) ?? []);
  const contactOf = new Map(contacts.map((c) => [c.venueId, c.contact]));
  const listed: ListedVenue[] = venues.map((venue) => ({
    name: venue.displayName,
    city: cityName(venue.city),
    url: `${settings.publicUrl}${venuePath(venue)}`,
    note: inertLinks(notes.get(venue.id) ?? ''),
    contact: contactOf.get(venue.id) ?? 'team',
  }));
  return [confirmation(enquiry, listed, plannerLink), notification(enquiry, listed, settings)];
}

function confirmation(enquiry: StoredEnquiry, venues: ListedVenue[], plannerLink: string): QueuedMail {
  const direct = venues.filter((v) => v.contact === 'owner').length;
  const intro =
    direct === venues.length
      ? `Thank you for your brief. Each of your ${plural(venues.length)} has it and answers you directly.`
      : direct === 0
        ? `Thank you for your brief. We are contacting each of your ${plural(venues.length)} for you.`
        : `Thank you for your brief. ${direct} of your ${plural(venues.length)} will answer you directly; we are contacting the others for you.`;
  const outro =
    'Follow each venue’s answer at your private link: it shows who has answered, compares the proposals side by side and lets you accept one. It works for 30 days; keep it to yourself. We also e-mail you as each venue answers.';
  const linkLabel = 'Follow your venues’ answers';
  const withNotes = enquiry.notes !== '' || venues.some((v) => v.note);
  const notesLine = 'Each venue sees your notes with your enquiry.';
  const text = [
    intro,
    '',
    'Your venues:',
    ...venues.flatMap((v, i) => [
      `${i + 1}. ${v.name}, ${v.city}`,
      `   ${CONTACT_SENTENCES[v.contact]}`,
      `   ${v.url}`,
    ]),
    ...(withNotes ? ['', notesLine] : []),
    '',
    outro,
    `${linkLabel}: ${plannerLink}`,
    '',
    `Reference: ${enquiry.id}`,
    'Venue Finder: free, with no booking fees.',
  ].join('\n');
  const html = mailPage(
    `<p>${escapeHtml(intro)}</p>
<h2 style="font-size:16px">Your venues</h2>
${venueListHtml(
  venues.map((v) => ({ ...v, note: '' })),
  '',
  true,
)}
${withNotes ? `<p>${notesLine}</p>` : ''}
<p>${escapeHtml(outro)}</p>
<p><a href="${escapeHtml(plannerLink)}">${escapeHtml(linkLabel)}</a></p>
<p style="color:#5b6475">Reference: ${escapeHtml(enquiry.id)}<br>Venue Finder: free, with no booking fees.</p>`,
  );
  return {
    kind: 'enquiry.confirmation',
    dedupeKey: `enquiry:${enquiry.id}:confirmation`,
    to: enquiry.email,
    subject: `Your brief has been received: ${plural(venues.length)}`,
    text,
    html,
  };
}

function notification(enquiry: StoredEnquiry, venues: ListedVenue[], settings: EnquiryMailSettings): QueuedMail {
  const facts: [string, string][] = [
    ['Enquiry', enquiry.id],
    ['From', enquiry.email],
    ['Source', enquiry.source],
    ...(enquiry.briefId ? [['Brief', enquiry.briefId] as [string, string]] : []),
    ...eventLines(enquiry.event),
    ...plannerLines(enquiry.planner),
  ];
  const text = [
    `New enquiry for ${plural(venues.length)}.`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Venues:',
    ...venues.flatMap((v, i) => [
      `${i + 1}. ${v.name}, ${v.city} (answers: ${v.contact})`,
      `   ${v.url}`,
      ...(v.note ? [`   Planner's note: ${v.note}`] : []),
    ]),
    '',
    'Notes:',
    inertLinks(enquiry.notes) || '(none)',
    '',
    'Reply to this message to answer the planner.',
  ].join('\n');
  const html = mailPage(
    `<p>New enquiry for ${plural(venues.length)}.</p>
<table style="border-collapse:collapse">${facts
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding-right:12px">${label}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>
<h2 style="font-size:16px">Venues</h2>
${venueListHtml(venues, "Planner's note")}
<h2 style="font-size:16px">Notes</h2>
<p>${enquiry.notes ? htmlParagraphs(inertLinks(enquiry.notes)) : '(none)'}</p>
<p style="color:#5b6475">Reply to this message to answer the planner.</p>`,
  );
  return {
    kind: 'enquiry.notification',
    dedupeKey: `enquiry:${enquiry.id}:notification`,
    to: settings.enquiriesInbox,
    replyTo: enquiry.email,
    subject: `New enquiry from ${enquiry.email}: ${plural(venues.length)}`,
    text,
    html,
  };
}

function venueListHtml(venues: ListedVenue[], noteLabel: string, withContact = false): string {
  const items = venues.map(
    (v) =>
      `<li><a href="${escapeHtml(v.url)}">${escapeHtml(v.name)}</a>, ${escapeHtml(v.city)}${
        withContact ? `<br>${escapeHtml(CONTACT_SENTENCES[v.contact])}` : ''
      }${v.note ? `<br><em>${noteLabel}:</em> ${htmlParagraphs(v.note)}` : ''}</li>`,
  );
  return `<ol>${items.join('\n')}</ol>`;
}
