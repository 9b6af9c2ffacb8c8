// A failure the domain expects (a string code, what kind of failure it is, a message a person can
// act on). Core and the api's services throw these; the api's one mapper turns the kind into an
// HTTP status, so nothing below the controllers speaks HTTP.

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'gone'
  | 'conflict'
  /** Asked of a host name this server does not answer for (HTTP 421). */
  | 'misdirected'
  | 'rate_limited'
  | 'unavailable';

export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    readonly kind: DomainErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
