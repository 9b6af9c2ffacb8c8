import { DomainException } from '../common/domain.exception';

export enum SearchErrorCode {
  Starting = 'SEARCH_STARTING',
}

/** This process is still reading its copy of the search index: come back shortly (503 with Retry-After). */
export class SearchException extends DomainException<SearchErrorCode> {
  constructor(
    code: SearchErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, 'unavailable', message);
  }

  static starting(): SearchException {
    return new SearchException(
      SearchErrorCode.Starting,
      'Search is starting up on this server. Please try again in a few seconds.',
      5,
    );
  }
}
