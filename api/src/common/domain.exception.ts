// Services throw domain exceptions (a string code plus what kind of failure it is); the one
// mapper below turns the kind into an HTTP status, so services never speak HTTP.

export type DomainErrorKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited' | 'unavailable';

const STATUS: Record<DomainErrorKind, { statusCode: number; error: string }> = {
  invalid: { statusCode: 400, error: 'Bad Request' },
  unauthenticated: { statusCode: 401, error: 'Unauthorized' },
  forbidden: { statusCode: 403, error: 'Forbidden' },
  not_found: { statusCode: 404, error: 'Not Found' },
  conflict: { statusCode: 409, error: 'Conflict' },
  rate_limited: { statusCode: 429, error: 'Too Many Requests' },
  unavailable: { statusCode: 503, error: 'Service Unavailable' },
};

export class DomainException<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    readonly kind: DomainErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  get httpStatus(): { statusCode: number; error: string } {
    return STATUS[this.kind];
  }
}
