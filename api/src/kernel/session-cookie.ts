// The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site
// POSTs), Path=/, and Secure whenever the public address (PUBLIC_URL) is https — decided by
// configuration, never by a request header such as X-Forwarded-Proto, which a proxy may rewrite.
// A secure cookie is named with the __Host- prefix, so the browser keeps it only if it is Secure,
// host-only and Path=/: a sibling subdomain or a plain-http page cannot plant or shadow it. Plain
// http (a developer's localhost) keeps the unprefixed name, which browsers allow there.
import type { Response } from 'express';
import type { Request } from 'express';

/** The cookie's name where PUBLIC_URL is https, as in production. */
export const SESSION_COOKIE = '__Host-vf_session';
/** Its name on plain http (development on localhost), where a __Host- cookie cannot be set. */
export const PLAIN_HTTP_SESSION_COOKIE = 'vf_session';
/**
 * A hint the web app can read (the session cookie it cannot): '1' while a session may exist, so
 * public pages ask who is signed in only when someone might be. It grants nothing.
 */
export const SIGNED_IN_HINT_COOKIE = 'vf_signed_in';

export function sessionCookieName(secure: boolean): string {
  return secure ? SESSION_COOKIE : PLAIN_HTTP_SESSION_COOKIE;
}

/** The session cookie's value, read only under the configured name; anything malformed is no session. */
export function readSessionCookie(request: Request, secure: boolean): string | null {
  return readTokenCookie(request, sessionCookieName(secure));
}

/**
 * The browser that asked for a magic link keeps a random value in this cookie (its hash goes with
 * the link): the link signs in at once there, and asks for a confirming click anywhere else.
 */
export function linkBrowserCookieName(secure: boolean): string {
  return secure ? '__Host-vf_link_browser' : 'vf_link_browser';
}

export function readLinkBrowserCookie(request: Request, secure: boolean): string | null {
  return readTokenCookie(request, linkBrowserCookieName(secure));
}

export function setLinkBrowserCookie(response: Response, secure: boolean, value: string, maxAgeMs: number): void {
  response.cookie(linkBrowserCookieName(secure), value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: maxAgeMs,
  });
}

function readTokenCookie(request: Request, wanted: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    // Our tokens are base64url: nothing to decode, so `%` or any other stray byte is simply no session.
    if (name === wanted) return /^[\w-]{1,200}$/.test(value.join('=')) ? value.join('=') : null;
  }
  return null;
}

export function setSessionCookie(response: Response, secure: boolean, token: string, maxAgeMs: number): void {
  response.cookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: maxAgeMs,
  });
  response.cookie(SIGNED_IN_HINT_COOKIE, '1', { sameSite: 'lax', path: '/', secure, maxAge: maxAgeMs });
}

export function clearSessionCookie(response: Response, secure: boolean): void {
  response.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', path: '/', secure });
  response.clearCookie(SIGNED_IN_HINT_COOKIE, { sameSite: 'lax', path: '/', secure });
}

/**
 * Between the password step and the code step of an administrator's sign-in, the browser holds
 * this cookie (a random value whose hash is the challenge's key) and no session.
 */
export function secondFactorCookieName(secure: boolean): string {
  return secure ? '__Host-vf_second_factor' : 'vf_second_factor';
}

export function readSecondFactorCookie(request: Request, secure: boolean): string | null {
  return readTokenCookie(request, secondFactorCookieName(secure));
}

export function setSecondFactorCookie(response: Response, secure: boolean, value: string, maxAgeMs: number): void {
  response.cookie(secondFactorCookieName(secure), value, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure,
    maxAge: maxAgeMs,
  });
}

export function clearSecondFactorCookie(response: Response, secure: boolean): void {
  response.clearCookie(secondFactorCookieName(secure), { httpOnly: true, sameSite: 'strict', path: '/', secure });
}
