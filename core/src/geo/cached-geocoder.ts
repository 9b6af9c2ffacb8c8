// A decorator that keeps a remote geocoder's answers in PostgreSQL (`geocode_cache`), so a postcode
// costs one postcodes.io request per 90 days — and a mistyped one, one per day — however often it
// is searched, by however many API processes.
//
// What is cached: answers at postcode precision and "no such postcode". What is not: district
// centroids and "outside coverage", which come from the shipped dataset — free to recompute, and
// when postcodes.io is down they are a stand-in that must not be pinned for 90 days in place of
// the real point. A cache that cannot be read or written is logged and bypassed: search goes on.
import type { DataSource } from 'typeorm';
import { type GeocodeResult, type Geocoder, parsePostcode } from './geocoder';
import type { GeocoderLogger } from './postcodes-io-geocoder';

/** The slice of a DataSource (or EntityManager) the cache needs. */
export type GeocodeCacheQueryable = Pick<DataSource, 'query'>;

export interface CachedGeocoderOptions {
  /** How long a found postcode is trusted: postcodes do not move, but they are re-surveyed. */
  foundTtlMs?: number;
  /** How long "no such postcode" is trusted: new postcodes are issued every month. */
  notFoundTtlMs?: number;
  logger?: GeocoderLogger;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const GEOCODE_FOUND_TTL_MS = 90 * DAY_MS;
export const GEOCODE_NOT_FOUND_TTL_MS = DAY_MS;

interface CacheRow {
  found: boolean;
  lat: number | null;
  lng: number | null;
  source: string;
}

export class CachedGeocoder implements Geocoder {
  readonly name: string;
  private readonly foundTtlMs: number;
  private readonly notFoundTtlMs: number;
  private readonly logger: GeocoderLogger;

  constructor(
    private readonly inner: Geocoder,
    private readonly db: GeocodeCacheQueryable,
    options: CachedGeocoderOptions = {},
  ) {
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
    let rows: CacheRow[];
    try {
      rows = await this.db.query(
        `SELECT found, lat, lng, source
           FROM geocode_cache
          WHERE postcode = $1
            AND fetched_at > now() - CASE WHEN found THEN $2::bigint ELSE $3::bigint END * interval '1 millisecond'`,
        [postcode, this.foundTtlMs, this.notFoundTtlMs],
      );
    } catch (error) {
      this.logger.warn(`Geocode cache unreadable, asking ${this.inner.name}: ${(error as Error).message}`);
      return undefined;
    }
    const row = rows[0];
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
      await this.db.query(
        `INSERT INTO geocode_cache (postcode, found, lat, lng, source, fetched_at)
         VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT (postcode) DO UPDATE
            SET found = EXCLUDED.found, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
                source = EXCLUDED.source, fetched_at = EXCLUDED.fetched_at`,
        [result.postcode, result.found, lat, lng, source],
      );
    } catch (error) {
      this.logger.warn(`Geocode cache unwritable, ${result.postcode} not kept: ${(error as Error).message}`);
    }
  }
}

/** The remote service's own answers; see the top of this file for why the rest is not kept. */
function isCacheable(result: GeocodeResult): boolean {
  return result.found ? result.precision === 'postcode' : result.reason === 'unknown_postcode';
}
