// The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site
// POSTs), Path=/, and Secure whenever the request came over https — plain http stays usable on
// localhost, where browsers allow it.
import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'vf_session';
/**
 * A hint the web app can read (the session cookie it cannot): '1' while a session may exist, so
 * public pages ask who is signed in only when someone might be. It grants nothing.
 */
export const SIGNED_IN_HINT_COOKIE = 'vf_signed_in';

export function readSessionCookie(request: Request): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

export function setSessionCookie(request: Request, response: Response, token: string, maxAgeMs: number): void {
  response.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.secure,
    maxAge: maxAgeMs,
  });
  response.cookie(SIGNED_IN_HINT_COOKIE, '1', { sameSite: 'lax', path: '/', secure: request.secure, maxAge: maxAgeMs });
}

export function clearSessionCookie(request: Request, response: Response): void {
  response.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.secure });
  response.clearCookie(SIGNED_IN_HINT_COOKIE, { sameSite: 'lax', path: '/', secure: request.secure });
}
