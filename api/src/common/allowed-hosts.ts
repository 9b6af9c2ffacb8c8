// DNS rebinding defence: the api answers only for the host names it is configured for. A page on
// an attacker's name that resolves to this machine (or to a server on its network) reaches us with
// that name in `Host`, and would otherwise count as our own origin. So a request is served only when
// `Host` names PUBLIC_URL's host, or a loopback name (localhost, 127.0.0.1, [::1]) where that is
// this machine talking to itself: on the embedded defaults (PUBLIC_URL on localhost), or from a
// loopback socket (a container's own health probe; a rebinding browser never sends a loopback name).
// Anything else is a 421 Misdirected Request before any route or page runs.
import { isIP } from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiErrorFilter } from './api-error.filter';
import { DomainException } from './domain.exception';

const LOOPBACK_NAMES = new Set(['localhost', '[::1]']);

export function allowedHostsOnly(publicUrl: string): RequestHandler {
  const publicHost = new URL(publicUrl).hostname;
  const publicIsLoopback = isLoopbackHostName(publicHost);
  return (request: Request, response: Response, next: NextFunction) => {
    const host = hostNameOf(request.headers.host);
    if (host === publicHost) return next();
    if (host !== null && isLoopbackHostName(host) && (publicIsLoopback || isLoopback(request.socket.remoteAddress))) {
      return next();
    }
    ApiErrorFilter.send(response, misdirected(publicUrl));
  };
}

/** A name or a bracketed IPv6 address, and perhaps a port: what a Host header may hold. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/i;

/** The name in a Host header, lower-cased, without its port; null when there is none or it is malformed. */
export function hostNameOf(header: string | undefined): string | null {
  const name = HOST_HEADER.exec(header ?? '')?.[1];
  return name?.toLowerCase().replace(/\.$/, '') || null;
}

/** localhost, 127.0.0.0/8 or [::1]: a name that always means the machine itself. */
export function isLoopbackHostName(name: string): boolean {
  return LOOPBACK_NAMES.has(name) || (isIP(name) === 4 && name.startsWith('127.'));
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

function misdirected(publicUrl: string): DomainException<'MISDIRECTED_HOST'> {
  return new DomainException(
    'MISDIRECTED_HOST',
    'misdirected',
    `This server does not answer for that host name. Venue Finder is at ${publicUrl}.`,
  );
}
