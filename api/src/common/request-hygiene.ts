// What every request must be before it reaches a route, whatever the route:
// - text the database can store: no NUL character and no half of a surrogate pair, in the path,
//   the query or a JSON body (PostgreSQL refuses both, which would otherwise surface as a 500);
// - JSON bodies nested at most MAX_JSON_DEPTH deep (no form of ours nests beyond 4);
// - JSON as the body of every API write, so a form on another site cannot post to it as a simple
//   request; a file upload, whose body is the file, is the one exception.
import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiErrorFilter } from './api-error.filter';

export const MAX_JSON_DEPTH = 32;
/** Writes whose body is a file, not JSON. */
const RAW_BODY_PATHS = new Set(['/api/media/upload']);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const UNSTORABLE_TEXT =
  'The request contains a character that cannot be stored (a NUL character or half of an emoji or other ' +
  'surrogate pair). Please remove it and try again.';
export const TOO_DEEP = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels are accepted.`;
export const JSON_ONLY = 'Please send the request body as JSON, with Content-Type: application/json.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a NUL or a lone surrogate. */
export function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The path as routes will see it: decoded, or raw where the encoding is broken. */
function decodedPath(request: Request): string {
  try {
    return decodeURIComponent(request.path);
  } catch {
    return request.path;
  }
}

/** Walks a parsed value without recursion: the first problem found, if any. */
function problemIn(value: unknown): string | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (isUnstorable(item)) return UNSTORABLE_TEXT;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_JSON_DEPTH) return TOO_DEEP;
      for (const [key, child] of Object.entries(item)) {
        if (isUnstorable(key)) return UNSTORABLE_TEXT;
        stack.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

function hasBody(request: Request): boolean {
  return Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
}

export function requestHygiene(): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const api = request.path.startsWith('/api/');
    if (
      api &&
      WRITE_METHODS.has(request.method) &&
      hasBody(request) &&
      !RAW_BODY_PATHS.has(request.path) &&
      !request.is('application/json')
    ) {
      return ApiErrorFilter.send(response, new UnsupportedMediaTypeException(JSON_ONLY));
    }
    const problem = isUnstorable(decodedPath(request))
      ? UNSTORABLE_TEXT
      : (problemIn(request.query) ?? (api ? problemIn(request.body) : undefined));
    if (problem) return ApiErrorFilter.send(response, new BadRequestException(problem));
    next();
  };
}
