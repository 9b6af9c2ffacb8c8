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
  AccountSuspended = 'ACCOUNT_SUSPENDED',
}

export class AuthException extends DomainException<AuthErrorCode> {
  static notSignedIn(): AuthException {
    return new AuthException(AuthErrorCode.NotSignedIn, 'unauthenticated', 'Please sign in to continue.');
  }

  static administratorsOnly(): AuthException {
    return new AuthException(AuthErrorCode.NotAllowed, 'forbidden', 'Administrator access required.');
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
