// The mails a registrant gets when their registration is reviewed.
import { escapeHtml, htmlParagraphs, mailPage } from '../kernel/mail/mail-html';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';

export function registrationApprovedMail(
  registrationId: string,
  to: string,
  venueName: string,
  liveUrl: string,
): QueuedMail {
  return {
    kind: 'registration.approved',
    dedupeKey: `registration:${registrationId}:approved`,
    to,
    subject: `${venueName} is live on Venue Finder`,
    text: [
      `Good news: we have approved your registration, and ${venueName} is now live on Venue Finder.`,
      '',
      `See it as planners do: ${liveUrl}`,
      '',
      'You can ask for changes to it from your owner portal at any time.',
    ].join('\n'),
    html: mailPage(`<p>Good news: we have approved your registration, and <strong>${escapeHtml(venueName)}</strong> is now live on Venue Finder.</p>
<p><a href="${escapeHtml(liveUrl)}">See it as planners do</a></p>
<p>You can ask for changes to it from your owner portal at any time.</p>`),
  };
}

export function registrationRejectedMail(
  registrationId: string,
  to: string,
  venueName: string,
  reason: string,
  portalUrl: string,
): QueuedMail {
  return {
    kind: 'registration.rejected',
    dedupeKey: `registration:${registrationId}:rejected`,
    to,
    subject: `Your registration of ${venueName} was not approved`,
    text: [
      `We could not approve your registration of ${venueName} on Venue Finder, for this reason:`,
      '',
      reason,
      '',
      `You can register it again with the details corrected: ${portalUrl}`,
    ].join('\n'),
    html: mailPage(`<p>We could not approve your registration of <strong>${escapeHtml(venueName)}</strong> on Venue Finder, for this reason:</p>
${htmlParagraphs(reason)}
<p><a href="${escapeHtml(portalUrl)}">Register it again with the details corrected</a></p>`),
  };
}

/** The acknowledgement of a submitted registration (non-essential: the owner may turn such mail off). */
export function registrationReceivedMail(
  registrationId: string,
  to: string,
  venueName: string,
  portalUrl: string,
): QueuedMail {
  return {
    kind: 'registration.received',
    dedupeKey: `registration:${registrationId}:received`,
    to,
    subject: `We have your registration of ${venueName}`,
    text: [
      `Thank you: we have your registration of ${venueName} on Venue Finder.`,
      'We will review it and e-mail you once it is approved and published.',
      '',
      `Your owner portal: ${portalUrl}`,
    ].join('\n'),
    html: mailPage(`<p>Thank you: we have your registration of <strong>${escapeHtml(venueName)}</strong> on Venue Finder.</p>
<p>We will review it and e-mail you once it is approved and published.</p>
<p><a href="${escapeHtml(portalUrl)}">Open your owner portal</a></p>`),
  };
}
