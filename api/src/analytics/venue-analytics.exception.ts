import { DomainException } from '../common/domain.exception';

export enum VenueAnalyticsErrorCode {
  NotFound = 'VENUE_ANALYTICS_NOT_FOUND',
}

export class VenueAnalyticsException extends DomainException<VenueAnalyticsErrorCode> {
  /** Also what another owner is told about a venue that is not theirs: it does not exist for them. */
  static notFound(venueId: string): VenueAnalyticsException {
    return new VenueAnalyticsException(
      VenueAnalyticsErrorCode.NotFound,
      'not_found',
      `Venue not found: none of your venues has the id "${venueId}".`,
    );
  }
}
