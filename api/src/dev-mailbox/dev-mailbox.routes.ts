// The dev mailbox (only when DEV_MAILBOX=on, never in production): GET /dev/mailbox, the page,
// and GET /dev/mailbox/messages, the same messages as JSON (for tests and tools). It shows live
// sign-in links, so it answers only this machine: the socket must be loopback, and so must the
// client a trusted proxy names (a proxy on the same host makes every socket loopback), and the
// Host asked for must be a loopback name (a rebinding page on another name that resolves to
// 127.0.0.1 is a loopback client too).
//
// Mounted as plain Express handlers by app.ts rather than as a Nest controller, because they
// must come before the web app's client-route fallback (which would otherwise answer a browser
// asking for /dev/mailbox with the SPA) and must not exist at all in production or in the
// OpenAPI document.
import type { NextFunction, Request, Response } from 'express';
import { hostNameOf, isLoopback, isLoopbackHostName } from '../common/allowed-hosts';
import { ApiErrorFilter } from '../common/api-error.filter';
import { DomainException } from '../common/domain.exception';
import type { MailQueueRepository, StoredMail } from '../kernel/mail/mail-queue.repository';
import { renderDevMailboxPage } from './dev-mailbox-page';

export const DEV_MAILBOX_PATH = '/dev/mailbox';
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 500;

export function devMailboxHandler(mail: MailQueueRepository) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET') return next();
    const path = request.path.replace(/\/$/, '');
    if (path !== '' && path !== '/messages') return next();
    const host = hostNameOf(request.headers.host);
    const loopbackHost = host !== null && isLoopbackHostName(host);
    if (!loopbackHost || !isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) {
      ApiErrorFilter.send(response, notThisMachine());
      return;
    }
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

function notThisMachine(): DomainException<'DEV_MAILBOX_LOOPBACK_ONLY'> {
  return new DomainException(
    'DEV_MAILBOX_LOOPBACK_ONLY',
    'forbidden',
    'The dev mailbox is shown only on the machine that runs Venue Finder: open it at http://localhost.',
  );
}
