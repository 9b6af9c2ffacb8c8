// The sign-in mails: a magic link for owners (and admins who ask for one) and a password-reset
// link for administrators. Both expire in 15 minutes and work once.
import { escapeHtml, mailPage } from '../kernel/mail/mail-html';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';

export function magicLinkMail(to: string, link: string): QueuedMail {
  const text = [
    'Here is your link to sign in to Venue Finder:',
    '',
    link,
    '',
    'It works once and expires in 15 minutes. If you did not ask to sign in, you can ignore this e-mail.',
  ].join('\n');
  return {
    kind: 'auth.magic-link',
    to,
    subject: 'Your Venue Finder sign-in link',
    text,
    html: mailPage(
      `<p>Here is your link to sign in to Venue Finder:</p>
<p><a href="${escapeHtml(link)}">Sign in to Venue Finder</a></p>
<p>It works once and expires in 15 minutes. If you did not ask to sign in, you can ignore this e-mail.</p>`,
    ),
  };
}

export function passwordResetMail(to: string, link: string): QueuedMail {
  const text = [
    'Someone (we hope you) asked to reset the password of your Venue Finder administrator account.',
    '',
    link,
    '',
    'The link works once and expires in 15 minutes. If you did not ask for it, you can ignore this e-mail:',
    'your password stays as it is.',
  ].join('\n');
  return {
    kind: 'auth.password-reset',
    to,
    subject: 'Reset your Venue Finder password',
    text,
    html: mailPage(
      `<p>Someone (we hope you) asked to reset the password of your Venue Finder administrator account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once and expires in 15 minutes. If you did not ask for it, you can ignore this e-mail: your password stays as it is.</p>`,
    ),
  };
}

/** An administrator asked for a magic link: administrators sign in with their password only. */
export function adminSignInReminderMail(to: string, loginUrl: string): QueuedMail {
  const text = [
    'Someone (we hope you) asked for a sign-in link for your Venue Finder administrator account.',
    'Administrators sign in with their password, so no link was sent. Sign in here:',
    '',
    loginUrl,
    '',
    'If you did not ask, you can ignore this e-mail: nothing has changed.',
  ].join('\n');
  return {
    kind: 'auth.admin-sign-in-reminder',
    to,
    subject: 'Signing in to Venue Finder as an administrator',
    text,
    html: mailPage(
      `<p>Someone (we hope you) asked for a sign-in link for your Venue Finder administrator account.</p>
<p>Administrators sign in with their password, so no link was sent. <a href="${escapeHtml(loginUrl)}">Sign in here</a>.</p>
<p>If you did not ask, you can ignore this e-mail: nothing has changed.</p>`,
    ),
  };
}

/** Sent when an administrator's password was changed through a reset link. */
export function passwordChangedMail(to: string, resetUrl: string): QueuedMail {
  const text = [
    'The password of your Venue Finder administrator account was just changed, and every session',
    'and link of the account was ended.',
    '',
    'If this was you, there is nothing to do. If it was not, reset your password now and tell the',
    `rest of the team: ${resetUrl}`,
  ].join('\n');
  return {
    kind: 'auth.password-changed',
    to,
    subject: 'Your Venue Finder password was changed',
    text,
    html: mailPage(
      `<p>The password of your Venue Finder administrator account was just changed, and every session and link of the account was ended.</p>
<p>If this was you, there is nothing to do. If it was not, <a href="${escapeHtml(resetUrl)}">reset your password now</a> and tell the rest of the team.</p>`,
    ),
  };
}

/** A suspended owner asked for a sign-in link: no link is sent; they are told whom to contact. */
export function accountSuspendedMail(to: string, contact: string): QueuedMail {
  const text = [
    'Someone (we hope you) asked for a link to sign in to Venue Finder.',
    `Your account is suspended, so no link was sent. To ask about it, please contact ${contact}.`,
    '',
    'Your published listings stay visible to planners while the account is suspended.',
  ].join('\n');
  return {
    kind: 'auth.account-suspended',
    to,
    subject: 'Your Venue Finder account is suspended',
    text,
    html: mailPage(
      `<p>Someone (we hope you) asked for a link to sign in to Venue Finder.</p>
<p>Your account is suspended, so no link was sent. To ask about it, please contact <a href="mailto:${escapeHtml(contact)}">${escapeHtml(contact)}</a>.</p>
<p>Your published listings stay visible to planners while the account is suspended.</p>`,
    ),
  };
}
