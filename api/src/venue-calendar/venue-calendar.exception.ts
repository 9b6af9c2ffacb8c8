import { DomainException } from '../common/domain.exception';

export enum VenueCalendarErrorCode {
  NotFound = 'VENUE_CALENDAR_NOT_FOUND',
  EntryNotFound = 'VENUE_CALENDAR_ENTRY_NOT_FOUND',
  InvalidRange = 'VENUE_CALENDAR_INVALID_RANGE',
  TooManyEntries = 'VENUE_CALENDAR_TOO_MANY_ENTRIES',
  InvalidIcs = 'VENUE_CALENDAR_INVALID_ICS',
  FeedNotFound = 'VENUE_CALENDAR_FEED_NOT_FOUND',
}

export class VenueCalendarException extends DomainException<VenueCalendarErrorCode> {
  /** Also what another owner is told about a venue that is not theirs: it does not exist for them. */
  static notFound(venueId: string): VenueCalendarException {
    return new VenueCalendarException(
      VenueCalendarErrorCode.NotFound,
      'not_found',
      `Venue not found: none of your venues has the id "${venueId}".`,
    );
  }

  static entryNotFound(entryId: string): VenueCalendarException {
    return new VenueCalendarException(
      VenueCalendarErrorCode.EntryNotFound,
      'not_found',
      `These unavailable dates are not in this venue’s calendar (id "${entryId}"); they may have been removed already.`,
    );
  }

  /** Dates the calendar does not take: the message says which rule and what to do. */
  static invalidRange(message: string): VenueCalendarException {
    return new VenueCalendarException(VenueCalendarErrorCode.InvalidRange, 'invalid', message);
  }

  static tooManyEntries(limit: number): VenueCalendarException {
    return new VenueCalendarException(
      VenueCalendarErrorCode.TooManyEntries,
      'conflict',
      `This venue’s calendar already keeps ${limit.toLocaleString('en-GB')} sets of unavailable dates, the most it may. ` +
        'Remove some that have passed, or mark longer ranges, and try again.',
    );
  }

  /** An .ics file the import cannot take: the message names what is wrong with it. */
  static invalidIcs(message: string): VenueCalendarException {
    return new VenueCalendarException(VenueCalendarErrorCode.InvalidIcs, 'invalid', message);
  }

  /** No feed has that address (never made, replaced by a newer one, or turned off). */
  static feedNotFound(): VenueCalendarException {
    return new VenueCalendarException(
      VenueCalendarErrorCode.FeedNotFound,
      'not_found',
      'No calendar feed has this address. Its owner may have replaced it with a new one or turned it off.',
    );
  }
}
