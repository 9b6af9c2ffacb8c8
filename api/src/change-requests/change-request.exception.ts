import type { FieldErrors } from '@venue-finder/contract';
import { DomainException } from '../common/domain.exception';

export enum ChangeRequestErrorCode {
  VenueNotFound = 'CHANGE_VENUE_NOT_FOUND',
  Invalid = 'CHANGE_INVALID',
  NothingToChange = 'CHANGE_NOTHING_TO_CHANGE',
  NotFound = 'CHANGE_NOT_FOUND',
  NothingSelected = 'CHANGE_NOTHING_SELECTED',
  AlreadyProcessed = 'CHANGE_ALREADY_PROCESSED',
  NotWithdrawable = 'CHANGE_NOT_WITHDRAWABLE',
}

export class ChangeRequestException extends DomainException<ChangeRequestErrorCode> {
  static venueNotFound(): ChangeRequestException {
    return new ChangeRequestException(ChangeRequestErrorCode.VenueNotFound, 'not_found', 'Venue not found');
  }

  static invalid(errors: FieldErrors): ChangeRequestException {
    const fields = Object.fromEntries(
      Object.entries(errors).map(([path, message]) => [`field_changes.${path}`, message]),
    );
    return new ChangeRequestException(
      ChangeRequestErrorCode.Invalid,
      'invalid',
      Object.values(errors).join('; '),
      fields,
    );
  }

  static nothingToChange(): ChangeRequestException {
    return new ChangeRequestException(
      ChangeRequestErrorCode.NothingToChange,
      'invalid',
      'Nothing to change: the values given are the venue’s current ones.',
    );
  }

  static notFound(): ChangeRequestException {
    return new ChangeRequestException(ChangeRequestErrorCode.NotFound, 'not_found', 'Change request not found');
  }

  static nothingSelected(): ChangeRequestException {
    return new ChangeRequestException(
      ChangeRequestErrorCode.NothingSelected,
      'invalid',
      'Please select at least one field to approve or reject.',
    );
  }

  static alreadyProcessed(): ChangeRequestException {
    return new ChangeRequestException(
      ChangeRequestErrorCode.AlreadyProcessed,
      'conflict',
      'This change request has already been processed by another administrator.',
    );
  }

  static notWithdrawable(status: string): ChangeRequestException {
    return new ChangeRequestException(
      ChangeRequestErrorCode.NotWithdrawable,
      'conflict',
      status === 'withdrawn'
        ? 'You have already withdrawn this change request.'
        : 'This change request has already been reviewed, so it can no longer be withdrawn.',
    );
  }

  static withdrawnByOwner(): ChangeRequestException {
    return new ChangeRequestException(
      ChangeRequestErrorCode.AlreadyProcessed,
      'conflict',
      'The owner has withdrawn this change request: there is nothing to apply.',
    );
  }
}
