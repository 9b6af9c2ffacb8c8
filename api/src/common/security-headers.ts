// Security headers on every response: the web app runs only its own scripts (CSP), no other
// site may frame it, browsers must not guess content types, and referrers leave only our origin.
// HSTS is sent only over https, so plain http on localhost keeps working.
import { routeHref } from '@venue-finder/contract';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The pages mailed links open, with their secret after `#` (or, in older links, in the query):
 * they send no Referer at all, so nothing of their address reaches another server.
 */
const NO_REFERRER_PAGES = new Set([
  routeHref('signIn', {}),
  routeHref('verifySignIn', {}),
  routeHref('adminReset', {}),
  routeHref('proposals', {}),
]);
/** Older proposal links, with the token in the path, whose page moves it after '#' at once. */
const OLD_PROPOSAL_LINK = /^\/v2\/proposals\/[^/]+\/?$/;
const sendsNoReferrer = (path: string) =>
  NO_REFERRER_PAGES.has(path.replace(/\/$/, '')) || OLD_PROPOSAL_LINK.test(path);

/** The policy; uploads that go straight to a bucket need its origin in connect-src. */
export const contentSecurityPolicy = (uploadOrigin: string | null = null) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // Leaflet and React position things with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Map tiles come from the configured tile server; venue images may be on a CDN.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${uploadOrigin ? ` ${uploadOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export function securityHeaders(uploadOrigin: string | null = null): RequestHandler {
  const policy = contentSecurityPolicy(uploadOrigin);
  return (request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Content-Security-Policy', policy);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader(
      'Referrer-Policy',
      sendsNoReferrer(request.path) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    response.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (request.secure) response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
