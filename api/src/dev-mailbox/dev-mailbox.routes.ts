// The dev mailbox (only outside production): GET /dev/mailbox, the page, and
// GET /dev/mailbox/messages, the same messages as JSON (for tests and tools).
//
// Mounted as plain Express handlers by app.ts rather than as a Nest controller, because they
// must come before the web app's client-route fallback (which would otherwise answer a browser
// asking for /dev/mailbox with the SPA) and must not exist at all in production or in the
// OpenAPI document.
import type { NextFunction, Request, Response } from 'express';
import type { MailQueueRepository, StoredMail } from '../mail/mail-queue.repository';
import { renderDevMailboxPage } from './dev-mailbox-page';

export const DEV_MAILBOX_PATH = '/dev/mailbox';
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 500;

export function devMailboxHandler(mail: MailQueueRepository) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET') return next();
    const path = request.path.replace(/\/$/, '');
    if (path !== '' && path !== '/messages') return next();
    const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(Number(request.query.limit)) || DEFAULT_LIMIT));
    mail
      .newest(limit)
      .then((messages) => {
        response.setHeader('Cache-Control', 'no-store');
        if (path === '/messages') {
          response.json({ messages: messages.map(toJson) });
          return;
        }
        response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src * data:");
        response.type('html').send(renderDevMailboxPage(messages));
      })
      .catch(next);
  };
}

function toJson(mail: StoredMail) {
  return {
    id: mail.id,
    kind: mail.kind,
    to: mail.to,
    reply_to: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    status: mail.status,
    attempts: mail.attempts,
    last_error: mail.lastError,
    transport: mail.transport,
    created_at: mail.createdAt.toISOString(),
    sent_at: mail.sentAt?.toISOString() ?? null,
  };
}
