import { DomainException } from '../common/domain.exception';

export enum AuthErrorCode {
  NotSignedIn = 'NOT_SIGNED_IN',
  NotAllowed = 'NOT_ALLOWED',
  InvalidMagicLink = 'INVALID_MAGIC_LINK',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  LockedOut = 'LOCKED_OUT',
  InvalidResetLink = 'INVALID_RESET_LINK',
  WeakPassword = 'WEAK_PASSWORD',
  CrossSiteRequest = 'CROSS_SITE_REQUEST',
  Busy = 'SIGN_IN_BUSY',
  ConfirmSignIn = 'CONFIRM_SIGN_IN',
  WrongCode = 'WRONG_CODE',
  ReplayedCode = 'REPLAYED_CODE',
  CodeMissing = 'CODE_MISSING',
  SecondFactorExpired = 'SECOND_FACTOR_EXPIRED',
  SecondFactorRequired = 'SECOND_FACTOR_REQUIRED',
  AlreadyEnrolled = 'ALREADY_ENROLLED',
  NotEnrolled = 'NOT_ENROLLED',
  EnrolmentExpired = 'ENROLMENT_EXPIRED',
  WrongPassword = 'WRONG_PASSWORD',
  AccountSuspended = 'ACCOUNT_SUSPENDED',
}

export class AuthException extends DomainException<AuthErrorCode> {
  static notSignedIn(): AuthException {
    return new AuthException(AuthErrorCode.NotSignedIn, 'unauthenticated', 'Please sign in to continue.');
  }

  static administratorsOnly(): AuthException {
    return new AuthException(AuthErrorCode.NotAllowed, 'forbidden', 'Administrator access required.');
  }

  static plannersOnly(): AuthException {
    return new AuthException(
      AuthErrorCode.NotAllowed,
      'forbidden',
      'This page is for event planners: sign in with “I am planning an event”.',
    );
  }

  /** A planner on a route of the venue side (owners and administrators). */
  static venueSideOnly(): AuthException {
    return new AuthException(
      AuthErrorCode.NotAllowed,
      'forbidden',
      'This page is for venue owners: you are signed in as an event planner.',
    );
  }

  static requiredRoles(roles: string[]): AuthException {
    return new AuthException(AuthErrorCode.NotAllowed, 'forbidden', `Required roles: ${roles.join(', ')}`);
  }

  static invalidMagicLink(): AuthException {
    return new AuthException(AuthErrorCode.InvalidMagicLink, 'invalid', 'Invalid or expired magic link');
  }

  /** A live magic link opened in another browser than the one that asked for it. */
  static confirmSignIn(email: string): AuthException {
    return new AuthException(
      AuthErrorCode.ConfirmSignIn,
      'conflict',
      `This link was opened in a different browser from the one that asked for it. Continue only if you asked for a link to sign in as ${email}.`,
    );
  }

  /** An administrator suspended the account: no route signs it in until they restore it. */
  static accountSuspended(contact: string): AuthException {
    return new AuthException(
      AuthErrorCode.AccountSuspended,
      'forbidden',
      `This account is suspended, so it cannot sign in. To ask about it, please contact ${contact}.`,
    );
  }

  static invalidCredentials(): AuthException {
    return new AuthException(AuthErrorCode.InvalidCredentials, 'unauthenticated', 'Invalid email or password');
  }

  static lockedOut(retryAfterSeconds: number): LockedOutException {
    return new LockedOutException(retryAfterSeconds);
  }

  static invalidResetLink(): AuthException {
    return new AuthException(
      AuthErrorCode.InvalidResetLink,
      'invalid',
      'This password reset link has expired or has already been used. Please request a new one.',
    );
  }

  static weakPassword(message: string): AuthException {
    return new AuthException(AuthErrorCode.WeakPassword, 'invalid', message, { new_password: message });
  }

  /** Too many password checks waiting (password-hashing.ts): come back shortly (Retry-After). */
  static busy(): AuthException & { retryAfterSeconds: number } {
    return Object.assign(
      new AuthException(
        AuthErrorCode.Busy,
        'unavailable',
        'Sign-in is busy just now. Please try again in a few seconds.',
      ),
      { retryAfterSeconds: 5 },
    );
  }

  static wrongCode(): AuthException {
    return new AuthException(
      AuthErrorCode.WrongCode,
      'unauthenticated',
      'That code is not right. Check the time on your phone and enter the code your authenticator app shows now.',
    );
  }

  static replayedCode(): AuthException {
    return new AuthException(
      AuthErrorCode.ReplayedCode,
      'unauthenticated',
      'That code has already been used. Wait for your authenticator app to show a new code, then enter it.',
    );
  }

  static wrongRecoveryCode(): AuthException {
    return new AuthException(
      AuthErrorCode.WrongCode,
      'unauthenticated',
      'That recovery code is not right, or it has already been used. Each recovery code works once.',
    );
  }

  static codeMissing(): AuthException {
    const message = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
    return new AuthException(AuthErrorCode.CodeMissing, 'invalid', message, { code: message });
  }

  /** No live "pending second factor" cookie: the password step must be done (again). */
  static secondFactorExpired(): AuthException {
    return new AuthException(
      AuthErrorCode.SecondFactorExpired,
      'unauthenticated',
      'Your sign-in has timed out. Please sign in again with your email and password.',
    );
  }

  static secondFactorRequired(): AuthException {
    return new AuthException(
      AuthErrorCode.SecondFactorRequired,
      'conflict',
      'Two-step sign-in is required for administrators. To use another authenticator app, set it up again instead.',
    );
  }

  static alreadyEnrolled(): AuthException {
    return new AuthException(
      AuthErrorCode.AlreadyEnrolled,
      'conflict',
      'Two-step sign-in is already set up for this account. Enter the code from your authenticator app.',
    );
  }

  static notEnrolled(): AuthException {
    return new AuthException(
      AuthErrorCode.NotEnrolled,
      'conflict',
      'Two-step sign-in is not set up for this account. Set it up first.',
    );
  }

  static enrolmentExpired(): AuthException {
    return new AuthException(
      AuthErrorCode.EnrolmentExpired,
      'conflict',
      'This setup has expired. Start setting up two-step sign-in again to get a new key.',
    );
  }

  /** The password asked for again before a change to the second factor. */
  static wrongPassword(): AuthException {
    const message = 'That password is not right.';
    return new AuthException(AuthErrorCode.WrongPassword, 'invalid', message, { password: message });
  }

  static crossSite(): AuthException {
    return new AuthException(
      AuthErrorCode.CrossSiteRequest,
      'forbidden',
      'This request came from another site and was refused. Please use Venue Finder itself.',
    );
  }
}

/** Too many failed sign-ins: refused, correct password or not, until the lock ends (Retry-After). */
export class LockedOutException extends AuthException {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait =
      retryAfterSeconds < 60
        ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
        : `${minutes} minute${minutes === 1 ? '' : 's'}`;
    super(
      AuthErrorCode.LockedOut,
      'rate_limited',
      `Too many failed sign-in attempts. Please wait ${wait} and try again, or reset your password.`,
    );
  }
}
