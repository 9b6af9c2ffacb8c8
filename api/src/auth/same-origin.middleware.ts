// CSRF defence: a browser request that changes something must come from our own pages, whether
// it carries the session cookie (it would act for someone) or not (the public forms send mail
// and keep data: another site must not post them through its visitors' browsers). Browsers say
// where a request comes from (Sec-Fetch-Site, Origin); anything from another site is refused
// before it reaches a route. API clients, which send neither header, are not affected.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiErrorFilter } from '../common/api-error.filter';
import { AuthException } from './auth.exception';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginOnly(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method)) return next();
    if (fromOurOrigin(request, publicOrigin)) return next();
    ApiErrorFilter.send(response, AuthException.crossSite());
  };
}

function fromOurOrigin(request: Request, publicOrigin: string): boolean {
  const ours = (origin: string) => origin === publicOrigin || origin === `${request.protocol}://${request.get('host')}`;
  // Every current browser sends Sec-Fetch-Site; 'none' is the person's own action (a bookmark).
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  // Older browsers: the Origin header, else the Referer; a client that sends neither is no browser.
  if (request.headers.origin !== undefined) return ours(request.headers.origin);
  if (request.headers.referer !== undefined) return ours(originOf(request.headers.referer));
  return true;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}
