// The sign-in mails: a magic link for owners (and admins who ask for one) and a password-reset
// link for administrators. Both expire in 15 minutes and work once.
import { escapeHtml, mailPage } from '../mail/mail-html';
import type { QueuedMail } from '../mail/mail-queue.repository';

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
