import type { FieldErrors } from '@venue-finder/contract';
import { DomainException } from '../common/domain.exception';

export enum RegistrationErrorCode {
  Invalid = 'REGISTRATION_INVALID',
  NotFound = 'REGISTRATION_NOT_FOUND',
  DraftExists = 'REGISTRATION_DRAFT_EXISTS',
  ChangedElsewhere = 'REGISTRATION_CHANGED_ELSEWHERE',
  NotEditable = 'REGISTRATION_NOT_EDITABLE',
  AlreadyReviewed = 'REGISTRATION_ALREADY_REVIEWED',
}

export class RegistrationException extends DomainException<RegistrationErrorCode> {
  /** Field-level problems, keyed by the field's path in venue_data; the message lists them. */
  static invalid(errors: FieldErrors, step?: number): RegistrationException {
    const fields = Object.fromEntries(Object.entries(errors).map(([path, message]) => [`venue_data.${path}`, message]));
    const where = step === undefined ? '' : ` (step ${step + 1} of 5)`;
    return new RegistrationException(
      RegistrationErrorCode.Invalid,
      'invalid',
      `${Object.values(errors).join('; ')}${where}`,
      fields,
    );
  }

  static notFound(): RegistrationException {
    return new RegistrationException(RegistrationErrorCode.NotFound, 'not_found', 'Registration not found');
  }

  static draftExists(draftId: string): RegistrationException {
    return new RegistrationException(
      RegistrationErrorCode.DraftExists,
      'conflict',
      'You already have a registration in progress: carry on with that one.',
      { registration_id: draftId },
    );
  }

  static changedElsewhere(): RegistrationException {
    return new RegistrationException(
      RegistrationErrorCode.ChangedElsewhere,
      'conflict',
      'This draft was changed in another tab or window. Reload it to carry on from the latest version.',
    );
  }

  static notEditable(): RegistrationException {
    return new RegistrationException(
      RegistrationErrorCode.NotEditable,
      'conflict',
      'This registration has been submitted and can no longer be changed.',
    );
  }

  static alreadyReviewed(status: string): RegistrationException {
    return new RegistrationException(
      RegistrationErrorCode.AlreadyReviewed,
      'conflict',
      status === 'draft'
        ? 'This registration has not been submitted yet.'
        : `This registration has already been ${status}.`,
    );
  }
}
