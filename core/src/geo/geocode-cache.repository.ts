// Queries on geocode_cache, and nothing else: a postcode's answer while it is fresh, and keeping
// one. Hand-written SQL because the cache is reached through a bare `query` (any DataSource or
// EntityManager, and a stand-in that fails in the spec of a cache that cannot be reached).
import type { DataSource } from 'typeorm';
import type { GeocodeCacheEntry } from '../entities/geocode-cache-entry.entity';

/** The slice of a DataSource (or EntityManager) the cache needs. */
export type GeocodeCacheQueryable = Pick<DataSource, 'query'>;

export type CachedAnswer = Pick<GeocodeCacheEntry, 'postcode' | 'found' | 'lat' | 'lng' | 'source'>;

export class GeocodeCacheRepository {
  constructor(private readonly db: GeocodeCacheQueryable) {}

  /** The postcode's answer if fetched after `foundSince` (when found) or `notFoundSince` (when not). */
  async fresh(postcode: string, foundSince: Date, notFoundSince: Date): Promise<CachedAnswer | undefined> {
    const rows: CachedAnswer[] = await this.db.query(
      `SELECT postcode, found, lat, lng, source
         FROM geocode_cache
        WHERE postcode = $1
          AND fetched_at > CASE WHEN found THEN $2::timestamptz ELSE $3::timestamptz END`,
      [postcode, foundSince, notFoundSince],
    );
    return rows[0];
  }

  /** Keeps an answer fetched at `at`, in place of any earlier one. */
  async keep(answer: CachedAnswer, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO geocode_cache (postcode, found, lat, lng, source, fetched_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (postcode) DO UPDATE
          SET found = EXCLUDED.found, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
              source = EXCLUDED.source, fetched_at = EXCLUDED.fetched_at`,
      [answer.postcode, answer.found, answer.lat, answer.lng, answer.source, at],
    );
  }
}
