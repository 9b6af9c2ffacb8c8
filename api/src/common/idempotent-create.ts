// The one shape of an idempotent create (briefs, enquiries; registrations and claims next).
// The route says @IdempotentCreate('brief') and takes @IdempotencyKeyHeader(); its service
// calls createOnce(), which inserts when the key is new and otherwise answers the earlier
// result — if the request is the same — or refuses with a 409. The route then answers 201 for
// a creation and 200 for a replay.
import {
  type CallHandler,
  type ExecutionContext,
  HttpCode,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
  applyDecorators,
  createParamDecorator,
} from '@nestjs/common';
import { ApiConflictResponse, ApiHeader } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { type Observable, map } from 'rxjs';
import { IdempotencyException } from './idempotency-key';

/** What an idempotent create answers: the result, and whether an earlier request made it. */
export interface Created<T> {
  result: T;
  replayed: boolean;
}

export interface CreateOnce<T, Stored> {
  /** What the resource is called in the 409's message: 'brief'. */
  what: string;
  /** Inserts unless a unique key is taken (ON CONFLICT DO NOTHING): the new result, or null. */
  insert: () => Promise<T | null>;
  /**
   * The earlier resource the insert collided with (by idempotency key, or another unique rule
   * such as one enquiry per brief), and the refusal if this request differs from it.
   */
  earlier: () => Promise<{ stored: Stored; ifDifferent: Error } | null>;
  /** Whether this request is the same as the earlier one (then its result is answered again). */
  matches: (stored: Stored) => boolean;
  resultOf: (stored: Stored) => T;
}

export async function createOnce<T, Stored>(spec: CreateOnce<T, Stored>): Promise<Created<T>> {
  const created = await spec.insert();
  if (created !== null) return { result: created, replayed: false };
  const earlier = await spec.earlier();
  if (!earlier) throw IdempotencyException.reused(spec.what);
  if (!spec.matches(earlier.stored)) throw earlier.ifDifferent;
  return { result: spec.resultOf(earlier.stored), replayed: true };
}

/** The Idempotency-Key header as sent (validated by idempotencyKeyOf in the service). */
export const IdempotencyKeyHeader = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const value = context.switchToHttp().getRequest<Request>().headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
});

@Injectable()
class CreatedStatusInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler<Created<unknown>>): Observable<unknown> {
    return next.handle().pipe(
      map(({ result, replayed }) => {
        if (replayed) context.switchToHttp().getResponse<Response>().status(HttpStatus.OK);
        return result;
      }),
    );
  }
}

/** 201 for a creation, 200 for a replay; documents the header and the 409. */
export function IdempotentCreate(
  what: string,
  conflict = `The Idempotency-Key was already used for a different ${what}`,
) {
  return applyDecorators(
    HttpCode(HttpStatus.CREATED),
    UseInterceptors(CreatedStatusInterceptor),
    ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Makes a retried submission safe' }),
    ApiConflictResponse({ description: conflict }),
  );
}
