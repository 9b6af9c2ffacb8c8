// The one guard of every owner and admin route. A route says who may call it with @SignedIn(),
// @OwnerOnly() or @AdminOnly(); the guard reads the session (from PostgreSQL, so every api
// process agrees), answers 401 when there is none and 403 when the user lacks the role, and
// hands the user to the handler through @CurrentUser(). Routes without a marker are public.
import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  applyDecorators,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { AccessException } from './access.exception';
import { SESSION_COOKIE } from './session-cookie';
import { type SessionUser, SessionReader } from './session-user';

export type RouteAccess = 'signed-in' | 'owner' | 'admin';

const ACCESS = Symbol('access');
const USER = Symbol('user');

type RequestWithUser = Request & { [USER]?: SessionUser };

function access(level: RouteAccess) {
  return applyDecorators(
    SetMetadata(ACCESS, level),
    ApiCookieAuth(SESSION_COOKIE),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ...(level === 'signed-in' ? [] : [ApiForbiddenResponse({ description: `Signed in, but not as ${level}` })]),
  );
}

/** Any signed-in user, owner or admin. */
export const SignedIn = () => access('signed-in');
/** Venue owners only. */
export const OwnerOnly = () => access('owner');
/** Administrators only. */
export const AdminOnly = () => access('admin');

/** The signed-in user of a route marked @SignedIn(), @OwnerOnly() or @AdminOnly(). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<RequestWithUser>()[USER];
  if (!user) throw new Error('@CurrentUser() on a route without @SignedIn(), @OwnerOnly() or @AdminOnly()');
  return user;
});

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionReader,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const level = this.reflector.getAllAndOverride<RouteAccess | undefined>(ACCESS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!level) return true;
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const session = await this.sessions.current(request);
    if (!session) throw AccessException.notSignedIn();
    const { user } = session;
    if (level === 'admin' && user.userType !== 'admin') throw AccessException.administratorsOnly();
    if (level === 'owner' && user.userType !== 'owner') throw AccessException.requiredRoles(['owner']);
    request[USER] = user;
    return true;
  }
}
