import { DomainException } from '../common/domain.exception';

export enum VenueErrorCode {
  NotFound = 'VENUE_NOT_FOUND',
}

export class VenueException extends DomainException<VenueErrorCode> {
  static notFound(idOrSlug: string): VenueException {
    return new VenueException(
      VenueErrorCode.NotFound,
      'not_found',
      `Venue not found: no venue has the id or slug "${idOrSlug}".`,
    );
  }
}
