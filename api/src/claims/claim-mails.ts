// The mails a claimant gets when their claim is decided.
import { escapeHtml, htmlParagraphs, mailPage } from '../kernel/mail/mail-html';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';

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

/** The acknowledgement of a claim (non-essential: the claimant may turn such mail off). */
export function claimReceivedMail(claimId: string, to: string, venueName: string, portalUrl: string): QueuedMail {
  return {
    kind: 'claim.received',
    dedupeKey: `claim:${claimId}:received`,
    to,
    subject: `We have your claim of ${venueName}`,
    text: [
      `Thank you: we have your claim of ${venueName} on Venue Finder, and will review it.`,
      '',
      `You can follow it, or withdraw it, under My Claims in your owner portal: ${portalUrl}`,
    ].join('\n'),
    html: mailPage(`<p>Thank you: we have your claim of <strong>${escapeHtml(venueName)}</strong> on Venue Finder, and will review it.</p>
<p><a href="${escapeHtml(portalUrl)}">Follow it in your owner portal</a> (you can withdraw it there).</p>`),
  };
}

/**
 * To every administrator, at once: someone tried to claim a venue that already has an owner (a
 * dispute, or an attempt to take a listing over). The claimant was told it is already claimed.
 */
export function claimOnOwnedVenueMail(
  to: string,
  attempt: { venueId: string; venueName: string; claimantEmail: string; day: string },
  venueUrl: string,
): QueuedMail {
  return {
    kind: 'claim.on-owned-venue',
    dedupeKey: `claim-on-owned-venue:${attempt.venueId}:${attempt.claimantEmail}:${attempt.day}:${to}`,
    to,
    subject: `Someone tried to claim ${attempt.venueName}, which already has an owner`,
    text: [
      `${attempt.claimantEmail} tried to claim ${attempt.venueName}, which already has an owner.`,
      'They were told the venue has already been claimed. If this may be a dispute over who owns it, look into it.',
      '',
      `The venue: ${venueUrl}`,
    ].join('\n'),
    html: mailPage(`<p><strong>${escapeHtml(attempt.claimantEmail)}</strong> tried to claim <strong>${escapeHtml(attempt.venueName)}</strong>, which already has an owner.</p>
<p>They were told the venue has already been claimed. If this may be a dispute over who owns it, look into it.</p>
<p><a href="${escapeHtml(venueUrl)}">Open the venue</a></p>`),
  };
}
