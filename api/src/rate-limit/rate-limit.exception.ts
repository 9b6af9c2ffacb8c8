import { DomainException } from '../common/domain.exception';

export enum RateLimitErrorCode {
  TooManyRequests = 'TOO_MANY_REQUESTS',
}

export class RateLimitException extends DomainException<RateLimitErrorCode> {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(RateLimitErrorCode.TooManyRequests, 'rate_limited', message);
  }

  static tooMany(what: string, retryAfterSeconds: number): RateLimitException {
    return new RateLimitException(
      `You have sent too many ${what} in a short time. Please wait ${waitText(retryAfterSeconds)} and try again.`,
      retryAfterSeconds,
    );
  }
}

/** '45 seconds', '1 minute', '4 minutes'. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
