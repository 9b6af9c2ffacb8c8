// A decorator that keeps a remote geocoder's answers in PostgreSQL (`geocode_cache`), so a postcode
// costs one postcodes.io request per 90 days — and a mistyped one, one per day — however often it
// is searched, by however many API processes.
//
// What is cached: answers at postcode precision and "no such postcode". What is not: district
// centroids and "outside coverage", which come from the shipped dataset — free to recompute, and
// when postcodes.io is down they are a stand-in that must not be pinned for 90 days in place of
// the real point. A cache that cannot be read or written is logged and bypassed: search goes on.
import { type CachedAnswer, type GeocodeCacheQueryable, GeocodeCacheRepository } from './geocode-cache.repository';
import { type GeocodeResult, type Geocoder, parsePostcode } from './geocoder';
import type { GeocoderLogger } from './postcodes-io-geocoder';

export type { GeocodeCacheQueryable } from './geocode-cache.repository';

export interface CachedGeocoderOptions {
  /** How long a found postcode is trusted: postcodes do not move, but they are re-surveyed. */
  foundTtlMs?: number;
  /** How long "no such postcode" is trusted: new postcodes are issued every month. */
  notFoundTtlMs?: number;
  logger?: GeocoderLogger;
  /** The time, for freshness and for what is kept: the api passes its Clock; the system's by default. */
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const GEOCODE_FOUND_TTL_MS = 90 * DAY_MS;
export const GEOCODE_NOT_FOUND_TTL_MS = DAY_MS;

const systemNow = () => new Date();

export class CachedGeocoder implements Geocoder {
  readonly name: string;
  private readonly foundTtlMs: number;
  private readonly notFoundTtlMs: number;
  private readonly logger: GeocoderLogger;
  private readonly cache: GeocodeCacheRepository;
  private readonly now: () => Date;

  constructor(
    private readonly inner: Geocoder,
    db: GeocodeCacheQueryable,
    options: CachedGeocoderOptions = {},
  ) {
    this.cache = new GeocodeCacheRepository(db);
    this.now = options.now ?? systemNow;
    this.name = `${inner.name}+cache`;
    this.foundTtlMs = options.foundTtlMs ?? GEOCODE_FOUND_TTL_MS;
    this.notFoundTtlMs = options.notFoundTtlMs ?? GEOCODE_NOT_FOUND_TTL_MS;
    this.logger = options.logger ?? console;
  }

  async locate(input: string): Promise<GeocodeResult> {
    const postcode = parsePostcode(input);
    const cached = await this.read(postcode);
    if (cached) return cached;
    const result = await this.inner.locate(postcode);
    if (isCacheable(result)) await this.write(result);
    return result;
  }

  private async read(postcode: string): Promise<GeocodeResult | undefined> {
    let row: CachedAnswer | undefined;
    try {
      const now = this.now().getTime();
      row = await this.cache.fresh(postcode, new Date(now - this.foundTtlMs), new Date(now - this.notFoundTtlMs));
    } catch (error) {
      this.logger.warn(`Geocode cache unreadable, asking ${this.inner.name}: ${(error as Error).message}`);
      return undefined;
    }
    if (!row) return undefined;
    // Only answers at postcode precision are stored, and a not-found one is always "unknown".
    if (row.found && row.lat !== null && row.lng !== null) {
      return { found: true, postcode, lat: row.lat, lng: row.lng, source: row.source, precision: 'postcode' };
    }
    return { found: false, postcode, reason: 'unknown_postcode' };
  }

  private async write(result: GeocodeResult): Promise<void> {
    const [lat, lng, source] = result.found ? [result.lat, result.lng, result.source] : [null, null, this.inner.name];
    try {
      await this.cache.keep({ postcode: result.postcode, found: result.found, lat, lng, source }, this.now());
    } catch (error) {
      this.logger.warn(`Geocode cache unwritable, ${result.postcode} not kept: ${(error as Error).message}`);
    }
  }
}

/** The remote service's own answers; see the top of this file for why the rest is not kept. */
function isCacheable(result: GeocodeResult): boolean {
  return result.found ? result.precision === 'postcode' : result.reason === 'unknown_postcode';
}
