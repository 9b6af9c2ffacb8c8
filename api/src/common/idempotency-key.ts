// Idempotent submissions: a client may send an `Idempotency-Key` header (or `idempotency_key` in
// the body) so a retried request returns the original result instead of creating a second one.
// The key is stored UNIQUE with what it created; the same key with a different body is refused.
import { DomainException } from './domain.exception';

/** Visible ASCII, as in the IETF Idempotency-Key draft; a UUID is the usual choice. */
const KEY = /^[\x21-\x7e]{1,200}$/;

export enum IdempotencyErrorCode {
  InvalidKey = 'INVALID_IDEMPOTENCY_KEY',
  KeyReused = 'IDEMPOTENCY_KEY_REUSED',
}

export class IdempotencyException extends DomainException<IdempotencyErrorCode> {
  static invalid(message: string): IdempotencyException {
    return new IdempotencyException(IdempotencyErrorCode.InvalidKey, 'invalid', message, { idempotency_key: message });
  }

  static reused(what: string): IdempotencyException {
    return new IdempotencyException(
      IdempotencyErrorCode.KeyReused,
      'conflict',
      `This Idempotency-Key was already used for a different ${what}. Send a new key with a new ${what}; ` +
        'resend the original request unchanged to get its result again.',
    );
  }
}

/** The request's key from the header or the body (which must agree when both are sent), or null. */
export function idempotencyKeyOf(header: string | undefined, body: string | undefined): string | null {
  const fromHeader = header?.trim() || undefined;
  const fromBody = body?.trim() || undefined;
  if (fromHeader && fromBody && fromHeader !== fromBody) {
    throw IdempotencyException.invalid('The Idempotency-Key header and idempotency_key in the body differ.');
  }
  const key = fromHeader ?? fromBody;
  if (key === undefined) return null;
  if (!KEY.test(key)) {
    throw IdempotencyException.invalid('The idempotency key must be 1 to 200 visible characters, such as a UUID.');
  }
  return key;
}

/** Two requests are "the same" when their normalised content serialises identically. */
export function sameContent(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
