import { DomainException } from '../common/domain.exception';

/** What the access guard answers a route's caller who is not signed in, or lacks the role. */
export enum AccessErrorCode {
  NotSignedIn = 'NOT_SIGNED_IN',
  NotAllowed = 'NOT_ALLOWED',
}

export class AccessException extends DomainException<AccessErrorCode> {
  static notSignedIn(): AccessException {
    return new AccessException(AccessErrorCode.NotSignedIn, 'unauthenticated', 'Please sign in to continue.');
  }

  static administratorsOnly(): AccessException {
    return new AccessException(AccessErrorCode.NotAllowed, 'forbidden', 'Administrator access required.');
  }

  static plannersOnly(): AccessException {
    return new AccessException(
      AccessErrorCode.NotAllowed,
      'forbidden',
      'This page is for event planners: sign in with “I am planning an event”.',
    );
  }

  /** A planner on a route of the venue side (owners and administrators). */
  static venueSideOnly(): AccessException {
    return new AccessException(
      AccessErrorCode.NotAllowed,
      'forbidden',
      'This page is for venue owners: you are signed in as an event planner.',
    );
  }

  static requiredRoles(roles: string[]): AccessException {
    return new AccessException(AccessErrorCode.NotAllowed, 'forbidden', `Required roles: ${roles.join(', ')}`);
  }
}
