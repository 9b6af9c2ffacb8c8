import { DomainException } from '../common/domain.exception';

export enum AccountErrorCode {
  OwnerNotFound = 'OWNER_NOT_FOUND',
  AlreadySuspended = 'OWNER_ALREADY_SUSPENDED',
  NotSuspended = 'OWNER_NOT_SUSPENDED',
  NoSuchOwner = 'TRANSFER_NO_SUCH_OWNER',
  SameOwner = 'TRANSFER_SAME_OWNER',
  RecipientSuspended = 'TRANSFER_RECIPIENT_SUSPENDED',
  AccountExists = 'INVITATION_ACCOUNT_EXISTS',
  UnknownVenue = 'AUDIT_UNKNOWN_VENUE',
}

export class AccountException extends DomainException<AccountErrorCode> {
  static ownerNotFound(id: string): AccountException {
    return new AccountException(AccountErrorCode.OwnerNotFound, 'not_found', `No owner has the id ${id}.`);
  }

  static alreadySuspended(email: string): AccountException {
    return new AccountException(
      AccountErrorCode.AlreadySuspended,
      'conflict',
      `${email} is already suspended. Restore the account first if you want to suspend it again with another reason.`,
    );
  }

  static notSuspended(email: string): AccountException {
    return new AccountException(
      AccountErrorCode.NotSuspended,
      'conflict',
      `${email} is not suspended, so there is nothing to restore.`,
    );
  }

  static noSuchOwner(email: string): AccountException {
    const message = `No owner has the address ${email}. The new owner must have signed in to Venue Finder once, with that address, before a venue can be moved to them.`;
    return new AccountException(AccountErrorCode.NoSuchOwner, 'invalid', message, { to_email: message });
  }

  static sameOwner(email: string): AccountException {
    const message = `${email} already owns this venue.`;
    return new AccountException(AccountErrorCode.SameOwner, 'conflict', message, { to_email: message });
  }

  static recipientSuspended(email: string): AccountException {
    const message = `${email} is suspended: restore the account before moving a venue to it.`;
    return new AccountException(AccountErrorCode.RecipientSuspended, 'conflict', message, { to_email: message });
  }

  static accountExists(email: string, userType: string): AccountException {
    const message =
      userType === 'admin'
        ? `${email} is already an administrator. They can reset their password from the sign-in page if they have lost it.`
        : `${email} already has an owner account. Use another address for the administrator.`;
    return new AccountException(AccountErrorCode.AccountExists, 'conflict', message, { email: message });
  }

  static unknownVenue(idOrSlug: string): AccountException {
    const message = `No venue has the id or address ${idOrSlug}.`;
    return new AccountException(AccountErrorCode.UnknownVenue, 'invalid', message, { venue: message });
  }
}
