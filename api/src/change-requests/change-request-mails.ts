// The mail an owner gets when their change request has been reviewed: each field's outcome.
import { VENUE_FIELD_LABELS } from '@venue-finder/contract';
import { escapeHtml, htmlParagraphs, mailPage } from '../kernel/mail/mail-html';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';
import type { EditableField } from '../venues';

export function changeRequestOutcomeMail(
  request: { id: string; ownerEmail: string; venueName: string },
  approved: EditableField[],
  rejected: EditableField[],
  note: string,
  liveUrl: string,
): QueuedMail {
  const lines = [
    ...approved.map((field) => `${VENUE_FIELD_LABELS[field]}: approved`),
    ...rejected.map((field) => `${VENUE_FIELD_LABELS[field]}: not approved`),
  ];
  return {
    kind: 'change-request.reviewed',
    dedupeKey: `change-request:${request.id}:reviewed`,
    to: request.ownerEmail,
    subject: `Your changes to ${request.venueName} have been reviewed`,
    text: [
      `We have reviewed the changes you asked for to ${request.venueName}:`,
      '',
      ...lines,
      ...(note ? ['', `Note from our team: ${note}`] : []),
      '',
      `See the listing: ${liveUrl}`,
    ].join('\n'),
    html: mailPage(`<p>We have reviewed the changes you asked for to <strong>${escapeHtml(request.venueName)}</strong>:</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
${note ? `<p>Note from our team:</p>${htmlParagraphs(note)}` : ''}
<p><a href="${escapeHtml(liveUrl)}">See the listing</a></p>`),
  };
}

/** The acknowledgement of a change request (non-essential: the owner may turn such mail off). */
export function changeRequestReceivedMail(
  request: { id: string; ownerEmail: string; venueName: string },
  fields: EditableField[],
  requestsUrl: string,
): QueuedMail {
  const names = fields.map((field) => VENUE_FIELD_LABELS[field]);
  return {
    kind: 'change-request.received',
    dedupeKey: `change-request:${request.id}:received`,
    to: request.ownerEmail,
    subject: `We have your changes to ${request.venueName}`,
    text: [
      `Thank you: we have the changes you asked for to ${request.venueName} (${names.join(', ')}), and will review them.`,
      '',
      `You can follow them, or withdraw them, under My Requests in your owner portal: ${requestsUrl}`,
    ].join('\n'),
    html: mailPage(`<p>Thank you: we have the changes you asked for to <strong>${escapeHtml(request.venueName)}</strong> (${escapeHtml(names.join(', '))}), and will review them.</p>
<p><a href="${escapeHtml(requestsUrl)}">Follow them in your owner portal</a> (you can withdraw them there).</p>`),
  };
}
