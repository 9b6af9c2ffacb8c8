import { DomainException } from '../common/domain.exception';

export enum VenuePackErrorCode {
  Busy = 'VENUE_PACKS_BUSY',
}

/** Every pack worker busy and the queue full: come back shortly (503 with Retry-After). */
export class VenuePackException extends DomainException<VenuePackErrorCode> {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(VenuePackErrorCode.Busy, 'unavailable', message);
  }

  static busy(): VenuePackException {
    return new VenuePackException(
      'Venue packs are being made for many people just now. Please try again in a few seconds.',
      10,
    );
  }
}
