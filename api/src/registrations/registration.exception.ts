import type { FieldErrors } from '@venue-finder/contract';
import { DomainException } from '../common/domain.exception';

export enum RegistrationErrorCode {
  Invalid = 'REGISTRATION_INVALID',
  NotFound = 'REGISTRATION_NOT_FOUND',
  ChangedElsewhere = 'REGISTRATION_CHANGED_ELSEWHERE',
  NotEditable = 'REGISTRATION_NOT_EDITABLE',
  AlreadyReviewed = 'REGISTRATION_ALREADY_REVIEWED',
  TooManyDrafts = 'REGISTRATION_TOO_MANY_DRAFTS',
  NotDiscardable = 'REGISTRATION_NOT_DISCARDABLE',
  NotReopenable = 'REGISTRATION_NOT_REOPENABLE',
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

  static tooManyDrafts(max: number): RegistrationException {
    return new RegistrationException(
      RegistrationErrorCode.TooManyDrafts,
      'conflict',
      `You have ${max} registrations in progress: finish or discard one of them before starting another.`,
    );
  }

  static notDiscardable(status: string): RegistrationException {
    return new RegistrationException(
      RegistrationErrorCode.NotDiscardable,
      'conflict',
      `This registration has been ${status === 'submitted' ? 'submitted' : status}: only a draft can be discarded.`,
    );
  }

  static notReopenable(status: string): RegistrationException {
    return new RegistrationException(
      RegistrationErrorCode.NotReopenable,
      'conflict',
      status === 'draft'
        ? 'This registration is still a draft: carry on with it instead.'
        : `This registration is ${status === 'submitted' ? 'waiting for review' : status}: only a rejected registration can be corrected and sent again.`,
    );
  }
}
