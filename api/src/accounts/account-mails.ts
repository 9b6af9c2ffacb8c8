// The mails of account administration: a venue moved between owners (both are told), and an
// invitation to become an administrator (a link into the password-reset flow).
import { escapeHtml, mailPage } from '../kernel/mail/mail-html';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';

export function venueTransferredAwayMail(to: string, venueName: string, contact: string): QueuedMail {
  const text = [
    `An administrator has moved ${venueName} to another owner's account on Venue Finder.`,
    'It no longer appears under My Venues in your owner portal, and requests you had pending for it were closed.',
    '',
    `If you think this is a mistake, please contact ${contact}.`,
  ].join('\n');
  return {
    kind: 'venue.transferred-away',
    to,
    subject: `${venueName} has moved to another owner`,
    text,
    html: mailPage(
      `<p>An administrator has moved <strong>${escapeHtml(venueName)}</strong> to another owner's account on Venue Finder.</p>
<p>It no longer appears under My Venues in your owner portal, and requests you had pending for it were closed.</p>
<p>If you think this is a mistake, please contact <a href="mailto:${escapeHtml(contact)}">${escapeHtml(contact)}</a>.</p>`,
    ),
  };
}

export function venueTransferredToMail(to: string, venueName: string, portalUrl: string): QueuedMail {
  const text = [
    `An administrator has moved ${venueName} into your account on Venue Finder: it is now yours to manage.`,
    '',
    `Find it under My Venues in your owner portal: ${portalUrl}`,
  ].join('\n');
  return {
    kind: 'venue.transferred-to',
    to,
    subject: `${venueName} is now in your Venue Finder account`,
    text,
    html: mailPage(
      `<p>An administrator has moved <strong>${escapeHtml(venueName)}</strong> into your account on Venue Finder: it is now yours to manage.</p>
<p><a href="${escapeHtml(portalUrl)}">Open your owner portal</a></p>`,
    ),
  };
}

export function adminInvitationMail(to: string, invitedBy: string, link: string, validDays: number): QueuedMail {
  const text = [
    `${invitedBy} has invited you to be an administrator of Venue Finder.`,
    'Choose your password here to finish setting up your account:',
    '',
    link,
    '',
    `The link works once and expires in ${validDays} days. If you were not expecting this, you can ignore this e-mail.`,
  ].join('\n');
  return {
    kind: 'admin.invited',
    to,
    subject: 'You are invited to administer Venue Finder',
    text,
    html: mailPage(
      `<p>${escapeHtml(invitedBy)} has invited you to be an administrator of Venue Finder.</p>
<p><a href="${escapeHtml(link)}">Choose your password</a> to finish setting up your account.</p>
<p>The link works once and expires in ${validDays} days. If you were not expecting this, you can ignore this e-mail.</p>`,
    ),
  };
}
