import { MAX_BRIEF_VENUES, MAX_SHORTLISTS_PER_PLANNER } from '@venue-finder/contract';
import { DomainException } from '../common/domain.exception';

export enum ShortlistErrorCode {
  NotFound = 'SHORTLIST_NOT_FOUND',
  TooManyVenues = 'SHORTLIST_TOO_MANY_VENUES',
  TooManyShortlists = 'SHORTLIST_TOO_MANY_SHORTLISTS',
  NotAVenueId = 'SHORTLIST_NOT_A_VENUE_ID',
}

export class ShortlistException extends DomainException<ShortlistErrorCode> {
  /** Also what another planner is told about a shortlist that is not theirs: it does not exist for them. */
  static notFound(id: string): ShortlistException {
    return new ShortlistException(
      ShortlistErrorCode.NotFound,
      'not_found',
      `Shortlist not found: none of your shortlists has the id "${id}"; it may have been deleted.`,
    );
  }

  static notAVenueId(id: string): ShortlistException {
    const message = `"${id}" is not a venue id; use the id of a venue in the shortlist.`;
    return new ShortlistException(ShortlistErrorCode.NotAVenueId, 'invalid', message, { venueId: message });
  }

  /** Nothing is added: the planner chooses what to remove, or starts another shortlist. */
  static tooManyVenues(holds: number, adding: number): ShortlistException {
    const room = MAX_BRIEF_VENUES - holds;
    return new ShortlistException(
      ShortlistErrorCode.TooManyVenues,
      'conflict',
      `A shortlist can hold at most ${MAX_BRIEF_VENUES} venues, the most one brief can send. This one holds ${holds}, ` +
        `so ${adding === 1 ? 'this venue does' : `these ${adding} venues do`} not fit` +
        `${room > 0 ? ` (there is room for ${room})` : ''}: remove some, or start a new shortlist for them.`,
    );
  }

  static tooManyShortlists(): ShortlistException {
    return new ShortlistException(
      ShortlistErrorCode.TooManyShortlists,
      'conflict',
      `You already keep ${MAX_SHORTLISTS_PER_PLANNER} shortlists, the most one planner may. Delete one you no longer need and try again.`,
    );
  }
}
