// The mails a claimant gets when their claim is decided.
import { escapeHtml, htmlParagraphs, mailPage } from '../mail/mail-html';
import type { QueuedMail } from '../mail/mail-queue.repository';

export function claimApprovedMail(claimId: string, to: string, venueName: string, portalUrl: string): QueuedMail {
  return {
    kind: 'claim.approved',
    dedupeKey: `claim:${claimId}:approved`,
    to,
    subject: `Your claim of ${venueName} is approved`,
    text: [
      `We have approved your claim: ${venueName} is now yours to manage on Venue Finder.`,
      '',
      `Find it under My Venues in your owner portal: ${portalUrl}`,
    ].join('\n'),
    html: mailPage(`<p>We have approved your claim: <strong>${escapeHtml(venueName)}</strong> is now yours to manage on Venue Finder.</p>
<p><a href="${escapeHtml(portalUrl)}">Open your owner portal</a></p>`),
  };
}

export function claimRejectedMail(claimId: string, to: string, venueName: string, notes: string): QueuedMail {
  return {
    kind: 'claim.rejected',
    dedupeKey: `claim:${claimId}:rejected`,
    to,
    subject: `Your claim of ${venueName} was not approved`,
    text: [`We could not approve your claim of ${venueName} on Venue Finder:`, '', notes].join('\n'),
    html: mailPage(`<p>We could not approve your claim of <strong>${escapeHtml(venueName)}</strong> on Venue Finder:</p>
${htmlParagraphs(notes)}`),
  };
}
