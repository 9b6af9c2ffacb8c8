// The one guard of every signed-in route. A route says who may call it with @SignedIn() (the
// venue side: owners and administrators), @OwnerOnly(), @AdminOnly(), @PlannerOnly() (event
// planners, and no one else) or @AnyAccount() (whoever is signed in, planners included); the
// guard reads the session (from PostgreSQL, so every api process agrees), answers 401 when there
// is none and 403 when the user lacks the role, and hands the user to the handler through
// @CurrentUser(). Routes without a marker are public. A planner is a role of its own: it reaches
// no owner or admin route, and owners and administrators reach no planner route.
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
import { AuthException } from './auth.exception';
import { SESSION_COOKIE } from './session-cookie';
import type { SessionUser } from './session.repository';
import { SessionService } from './session.service';

export type RouteAccess = 'any-account' | 'signed-in' | 'owner' | 'admin' | 'planner';

const ACCESS = Symbol('access');
const USER = Symbol('user');

type RequestWithUser = Request & { [USER]?: SessionUser };

const FORBIDDEN: Record<Exclude<RouteAccess, 'any-account'>, string> = {
  'signed-in': 'Signed in, but not as an owner or admin',
  owner: 'Signed in, but not as owner',
  admin: 'Signed in, but not as admin',
  planner: 'Signed in, but not as planner',
};

function access(level: RouteAccess) {
  return applyDecorators(
    SetMetadata(ACCESS, level),
    ApiCookieAuth(SESSION_COOKIE),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ...(level === 'any-account' ? [] : [ApiForbiddenResponse({ description: FORBIDDEN[level] })]),
  );
}

/** The venue side: any signed-in owner or administrator (never a planner). */
export const SignedIn = () => access('signed-in');
/** Whoever is signed in, planners included (who am I, for instance). */
export const AnyAccount = () => access('any-account');
/** Venue owners only. */
export const OwnerOnly = () => access('owner');
/** Administrators only. */
export const AdminOnly = () => access('admin');
/** Event planners only (My events, sharing, saved shortlists): a planner is a role of its own. */
export const PlannerOnly = () => access('planner');

/** The signed-in user of a route marked with one of the markers above. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<RequestWithUser>()[USER];
  if (!user) throw new Error('@CurrentUser() on a route without an access marker (@SignedIn() and the like)');
  return user;
});

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const level = this.reflector.getAllAndOverride<RouteAccess | undefined>(ACCESS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!level) return true;
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const session = await this.sessions.current(request);
    if (!session) throw AuthException.notSignedIn();
    const { user } = session;
    if (level === 'admin' && user.userType !== 'admin') throw AuthException.administratorsOnly();
    if (level === 'owner' && user.userType !== 'owner') throw AuthException.requiredRoles(['owner']);
    if (level === 'planner' && user.userType !== 'planner') throw AuthException.plannersOnly();
    if (level === 'signed-in' && user.userType === 'planner') throw AuthException.venueSideOnly();
    request[USER] = user;
    return true;
  }
}
