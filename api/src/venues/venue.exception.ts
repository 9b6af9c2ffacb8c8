import { DomainException } from '../common/domain.exception';

export enum VenueErrorCode {
  NotFound = 'VENUE_NOT_FOUND',
  PostcodeNotLocated = 'POSTCODE_NOT_LOCATED',
  BudgetRange = 'BUDGET_RANGE',
  SearchDates = 'SEARCH_DATES',
}

export class VenueException extends DomainException<VenueErrorCode> {
  static notFound(idOrSlug: string): VenueException {
    return new VenueException(
      VenueErrorCode.NotFound,
      'not_found',
      `Venue not found: no venue has the id or slug "${idOrSlug}".`,
    );
  }

  static postcodeNotLocated(message: string): VenueException {
    return new VenueException(VenueErrorCode.PostcodeNotLocated, 'invalid', message, { near: message });
  }

  static budgetRange(): VenueException {
    const message = 'budget.min must not be more than budget.max';
    return new VenueException(VenueErrorCode.BudgetRange, 'invalid', message, { 'budget.min': message });
  }

  /** The days of a search by date cannot be searched (search-dates.ts says why). */
  static searchDates(field: string, message: string): VenueException {
    return new VenueException(VenueErrorCode.SearchDates, 'invalid', message, { [field]: message });
  }
}
