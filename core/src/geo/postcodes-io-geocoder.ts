// The production geocoder: looks a postcode up on postcodes.io (GET /postcodes/{postcode}) for a
// point at postcode precision. Search must keep working when the service does not answer, so a
// time-out, a network error, a server error or an answer it cannot read makes it fall back to the
// offline district centroids, with a warning logged at most once a minute.
//
// The only host it ever calls is the configured base URL: the postcode is validated against
// UK_POSTCODE and URI-encoded into the path, and redirects are refused rather than followed, so
// no request can be steered to another host (SSRF).
import { type GeocodeResult, type Geocoder, parsePostcode } from './geocoder';
import { OfflineGeocoder } from './offline-geocoder';

/** What the adapter logs through: Nest's `Logger` and `console` both fit. */
export interface GeocoderLogger {
  warn(message: string): void;
}

export interface PostcodesIoGeocoderOptions {
  /** From configuration only, never from a request: http(s), no credentials, query or fragment. */
  baseUrl: string;
  /** Bounds the whole lookup, retry included. */
  timeoutMs?: number;
  /** Answers while postcodes.io cannot; the offline geocoder unless given. */
  fallback?: Geocoder;
  logger?: GeocoderLogger;
  /** The clock of the warning throttle (ms), for tests. */
  now?: () => number;
}

export const DEFAULT_POSTCODES_IO_URL = 'https://api.postcodes.io';
export const DEFAULT_GEOCODER_TIMEOUT_MS = 3000;
const FALLBACK_WARNING_INTERVAL_MS = 60_000;

/** The `error` texts of postcodes.io's 404s that mean "no such postcode" (not a wrong path). */
const NOT_FOUND_ERRORS = new Set(['Postcode not found', 'Invalid postcode']);

type Attempt = { outcome: 'answered'; result: GeocodeResult } | { outcome: 'retry' | 'unavailable'; problem: string };

export class PostcodesIoGeocoder implements Geocoder {
  readonly name = 'postcodes_io';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fallback: Geocoder;
  private readonly logger: GeocoderLogger;
  private readonly now: () => number;
  private lastWarningAt: number | undefined;

  constructor(options: PostcodesIoGeocoderOptions) {
    this.baseUrl = postcodesIoBaseUrl(options.baseUrl);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_GEOCODER_TIMEOUT_MS;
    this.fallback = options.fallback ?? new OfflineGeocoder();
    this.logger = options.logger ?? console;
    this.now = options.now ?? Date.now;
  }

  async locate(input: string): Promise<GeocodeResult> {
    const postcode = parsePostcode(input);
    const signal = AbortSignal.timeout(this.timeoutMs);
    let attempt = await this.attempt(postcode, signal);
    // One retry, for a dropped connection or a 5xx: both are usually momentary.
    if (attempt.outcome === 'retry') attempt = await this.attempt(postcode, signal);
    if (attempt.outcome === 'answered') return attempt.result;
    this.warnOfFallback(attempt.problem);
    return this.fallback.locate(postcode);
  }

  private async attempt(postcode: string, signal: AbortSignal): Promise<Attempt> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${this.baseUrl}/postcodes/${encodeURIComponent(postcode)}`, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      return failedRequest(error);
    }
    if (status >= 500) return { outcome: 'retry', problem: `HTTP ${status}` };
    const body = parseJson(text);
    if (status === 200) return this.answerOf(postcode, body);
    if (status === 404 && NOT_FOUND_ERRORS.has(String(body?.error))) {
      // A terminated postcode still has its last known point; a venue's old address may use one.
      const terminated = pointOf(body?.terminated);
      if (terminated) return found(postcode, terminated, this.name);
      return { outcome: 'answered', result: { found: false, postcode, reason: 'unknown_postcode' } };
    }
    // 4xx other than a postcode's 404 (rate limit, a wrong base path): nothing to retry.
    return { outcome: 'unavailable', problem: `HTTP ${status}` };
  }

  private async answerOf(postcode: string, body: Record<string, unknown> | undefined): Promise<Attempt> {
    if (!isRecord(body?.result)) return { outcome: 'unavailable', problem: 'unreadable answer' };
    const point = pointOf(body.result);
    if (point) return found(postcode, point, this.name);
    // A live postcode without a grid reference (some new and Channel Islands ones): its district
    // centroid is the best point there is.
    return { outcome: 'answered', result: await this.fallback.locate(postcode) };
  }

  private warnOfFallback(problem: string): void {
    const now = this.now();
    if (this.lastWarningAt !== undefined && now - this.lastWarningAt < FALLBACK_WARNING_INTERVAL_MS) return;
    this.lastWarningAt = now;
    this.logger.warn(
      `postcodes.io at ${this.baseUrl} is unavailable (${problem}); locating postcodes by their district centroid (${this.fallback.name}) until it answers again.`,
    );
  }
}

/**
 * Checks a configured postcodes.io base URL and returns it without a trailing slash.
 * @throws Error when it is not a plain http(s) URL.
 */
export function postcodesIoBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`The postcodes.io URL "${raw}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`The postcodes.io URL "${raw}" must be http or https`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error(`The postcodes.io URL "${raw}" must not carry credentials, a query or a fragment`);
  }
  return url.href.replace(/\/+$/, '');
}

function found(postcode: string, point: { lat: number; lng: number }, source: string): Attempt {
  return { outcome: 'answered', result: { found: true, postcode, ...point, source, precision: 'postcode' } };
}

function failedRequest(error: unknown): Attempt {
  const problem = describeError(error);
  const name = isRecord(error) ? error.name : undefined;
  if (name === 'TimeoutError' || name === 'AbortError') {
    // The deadline covers the retry too, so there is no time left for one.
    return { outcome: 'unavailable', problem };
  }
  // A refused redirect would be refused again; any other fetch failure is the network.
  return { outcome: /redirect/i.test(problem) ? 'unavailable' : 'retry', problem };
}

// Duck-typed rather than `instanceof Error`: fetch's errors may come from another realm (Jest).
function describeError(error: unknown): string {
  if (!isRecord(error)) return String(error);
  const cause = isRecord(error.cause) ? `: ${String(error.cause.message)}` : '';
  return `${String(error.message)}${cause}`;
}

function pointOf(value: unknown): { lat: number; lng: number } | undefined {
  if (!isRecord(value)) return undefined;
  const { latitude, longitude } = value;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { lat: latitude, lng: longitude };
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
