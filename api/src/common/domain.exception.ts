// Services throw domain errors (a string code plus what kind of failure it is; core's venue
// writer throws them too); the one mapper below turns the kind into an HTTP status, so services
// never speak HTTP.
import { DomainError, type DomainErrorKind } from '@venue-finder/core';

export type { DomainErrorKind };

const STATUS: Record<DomainErrorKind, { statusCode: number; error: string }> = {
  invalid: { statusCode: 400, error: 'Bad Request' },
  unauthenticated: { statusCode: 401, error: 'Unauthorized' },
  forbidden: { statusCode: 403, error: 'Forbidden' },
  not_found: { statusCode: 404, error: 'Not Found' },
  gone: { statusCode: 410, error: 'Gone' },
  conflict: { statusCode: 409, error: 'Conflict' },
  misdirected: { statusCode: 421, error: 'Misdirected Request' },
  rate_limited: { statusCode: 429, error: 'Too Many Requests' },
  unavailable: { statusCode: 503, error: 'Service Unavailable' },
};

/** The api's domain exceptions: a DomainError, named for the module that throws it. */
export class DomainException<Code extends string = string> extends DomainError<Code> {}

export function httpStatusOf(error: DomainError): { statusCode: number; error: string } {
  return STATUS[error.kind];
}
