// The one way the web app talks to the API: JSON in and out, failures as ApiError. `api()` is
// typed by the OpenAPI document (through @venue-finder/contract): the path and method pick the
// operation, whose parameters, body and answer the compiler then knows. It is the only request
// function this module offers, so no call can name a path the document does not have or assert
// an answer type of its own (a file download, which is no JSON, builds its address with apiUrl).
import type { ApiAnswer, ApiBody, ApiMethod, ApiPath, ApiPathParams, ApiQueryParams } from '@venue-finder/contract';
import { env } from '../config/env';

export class ApiError extends Error {
  /** HTTP status, or 0 when the request never got an answer (offline, DNS, CORS). */
  readonly status: number;
  /** The API's message per input (for a 400), e.g. { user_email: 'Please enter your email address' }. */
  readonly fields: Record<string, string>;

  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type ApiQuery = Record<string, QueryValue>;

export interface ApiRequestOptions {
  query?: ApiQuery;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /** Let the request outlive the page (a last save as the page is left). */
  keepalive?: boolean;
}

let apiBaseUrl = env.API_BASE_URL;

/**
 * Where requests go when the page's own origin is no answer: on the server, which renders the
 * first view of a page, that is the API's own address.
 */
export function setApiBaseUrl(origin: string): void {
  apiBaseUrl = origin.replace(/\/+$/, '');
}

/** Builds `/api/...?a=1&b=x`, leaving out empty values and repeating array values. */
export function apiUrl(path: string, query?: ApiQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

function fieldMessages(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = response.statusText || `Request failed with status ${response.status}`;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body) {
      const { message, fields } = body as { message: unknown; fields?: unknown };
      const text = typeof message === 'string' ? message : Array.isArray(message) ? message.join('; ') : fallback;
      return new ApiError(response.status, text, fieldMessages(fields));
    }
  } catch {
    // Not JSON: fall back to the status line.
  }
  return new ApiError(response.status, fallback);
}

async function apiRequest<T>(method: string, path: string, options: ApiRequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      signal: options.signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error; // let callers recognise their own cancellation
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** What a call of `path` with `method` takes besides: its path and query parameters and its body. */
export type ApiCallOptions<Method extends ApiMethod, Path extends ApiPath<Method>> = Omit<
  ApiRequestOptions,
  'query' | 'body'
> &
  ([ApiPathParams<Path, Method>] extends [never] ? { params?: never } : { params: ApiPathParams<Path, Method> }) &
  ([ApiQueryParams<Path, Method>] extends [never] ? { query?: never } : { query?: ApiQueryParams<Path, Method> }) &
  ([ApiBody<Path, Method>] extends [never] ? { body?: never } : { body: ApiBody<Path, Method> });

/** `/api/claims/{id}` with `{ id }` filled in. */
function withPathParams(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls the operation at `path` (as the OpenAPI document spells it, e.g. '/api/claims/{id}')
 * with `method`; answers its success body, typed from the document.
 */
export function api<Method extends ApiMethod, Path extends ApiPath<Method>>(
  method: Method,
  path: Path,
  ...[options]: object extends ApiCallOptions<Method, Path>
    ? [options?: ApiCallOptions<Method, Path>]
    : [options: ApiCallOptions<Method, Path>]
): Promise<ApiAnswer<Path, Method>> {
  const { params, query, ...rest } = (options ?? {}) as ApiRequestOptions & {
    params?: Record<string, string | number>;
  };
  return apiRequest<ApiAnswer<Path, Method>>(method.toUpperCase(), withPathParams(path, params), {
    ...rest,
    query: query as ApiQuery | undefined,
  });
}

/** The server's own message for a refusal, if it sent one (not for a network failure). */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : null;
}

/** What to tell a person about a failed request: the server's message, else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
