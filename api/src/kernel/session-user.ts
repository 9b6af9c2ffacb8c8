// Who a request is from, as every feature sees it: the signed-in user, and the one question the
// access guard and a public page ask of the sessions (the auth module answers it: SessionService).
import type { UserType } from '@venue-finder/core';
import type { Request } from 'express';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  userType: UserType;
  roles: string[];
}

/** The session a request carries, if any; provided by the auth module (useExisting: SessionService). */
export abstract class SessionReader {
  abstract current(request: Request): Promise<{ user: SessionUser } | null>;
}
