// Turns every error into the one error shape clients read: { statusCode, error, message, fields? }.
// A database that cannot be reached is a 503 with Retry-After (clients come back; nothing is wrong
// with their request). Unknown errors become a 500 with a correlation id, logged with it; no stack
// reaches a client.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ErrorRequestHandler, NextFunction, Request, Response } from 'express';
import { DomainError, isDatabaseUnavailable } from '@venue-finder/core';
import { httpStatusOf } from './domain.exception';
import { bodyParserError } from './request-body';

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  fields?: Record<string, string>;
  correlationId?: string;
}

/** How long a client is asked to wait while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Venue Finder cannot reach its database just now. Please try again in a few seconds.';
/** An outage fails every request: say so in the log once in this long, not once per request. */
const OUTAGE_LOG_EVERY_MS = 10_000;
let outageLoggedAt = 0;

@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    ApiErrorFilter.send(host.switchToHttp().getResponse<Response>(), exception);
  }

  /** For Express middleware outside Nest's routes (the web app's pages, the dev mailbox). */
  static expressHandler(): ErrorRequestHandler {
    return (error: unknown, _request: Request, response: Response, _next: NextFunction) =>
      ApiErrorFilter.send(response, error);
  }

  /** Answers with the error in the one shape; also for middleware that refuses before any route. */
  static send(response: Response, exception: unknown): void {
    const body = new ApiErrorFilter().toBody(exception);
    if (response.headersSent) return;
    // A refusal that says when to come back (a rate limit, a sign-in lock-out) says it in the header too.
    const retryAfter =
      body.statusCode === HttpStatus.SERVICE_UNAVAILABLE && body.code === 'DATABASE_UNAVAILABLE'
        ? DATABASE_RETRY_AFTER_SECONDS
        : (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    // The body parser's refusals (malformed JSON, too large, a charset it cannot read); Nest
    // hands them over wrapped in an HttpException whose cause is the parser's error.
    const parserError = bodyParserError(exception instanceof HttpException ? exception.cause : exception);
    if (parserError) return parserError;
    if (exception instanceof DomainError) {
      return {
        ...httpStatusOf(exception),
        message: exception.message,
        code: exception.code,
        ...(exception.fields ? { fields: exception.fields } : {}),
      };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const raw = exception.getResponse();
      const payload = typeof raw === 'string' ? { message: raw } : (raw as Record<string, unknown>);
      const message = Array.isArray(payload.message)
        ? payload.message.join('; ')
        : String(payload.message ?? exception.message);
      return {
        statusCode,
        error: String(payload.error ?? HttpStatus[statusCode] ?? 'Error').replaceAll('_', ' '),
        message,
        ...(payload.fields ? { fields: payload.fields as Record<string, string> } : {}),
      };
    }
    // Express middleware's own refusals (http-errors: the static handler's 404 for a missing file).
    const { status, expose } = (exception ?? {}) as { status?: unknown; expose?: unknown };
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const error = STATUS_CODES[status] ?? 'Error';
      return { statusCode: status, error, message: expose === true ? (exception as Error).message : error };
    }
    if (isDatabaseUnavailable(exception)) {
      if (Date.now() - outageLoggedAt > OUTAGE_LOG_EVERY_MS) {
        outageLoggedAt = Date.now();
        this.logger.warn(`The database cannot be reached: ${(exception as Error).message}; answering 503.`);
      }
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        error: 'Service Unavailable',
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: 'DATABASE_UNAVAILABLE',
      };
    }
    const correlationId = randomUUID();
    this.logger.error(`[${correlationId}] ${(exception as Error)?.stack ?? String(exception)}`);
    return {
      statusCode: 500,
      error: 'Internal Server Error',
      message: `Something went wrong on our side. Please try again; if it keeps happening, quote ${correlationId}.`,
      correlationId,
    };
  }
}
