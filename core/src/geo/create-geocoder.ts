// Builds the configured Geocoder: the offline district centroids, or postcodes.io behind the
// PostgreSQL cache with the offline centroids as its fallback.
import { CachedGeocoder, type GeocodeCacheQueryable } from './cached-geocoder';
import type { Geocoder } from './geocoder';
import { type GeocoderConfig, readGeocoderConfig } from './geocoder-config';
import { OfflineGeocoder } from './offline-geocoder';
import { type GeocoderLogger, PostcodesIoGeocoder } from './postcodes-io-geocoder';

/** @throws ConfigError naming the variable when GEOCODER, POSTCODES_IO_URL or GEOCODER_TIMEOUT_MS is wrong. */
export function createGeocoder(env: NodeJS.ProcessEnv, db: GeocodeCacheQueryable, logger?: GeocoderLogger): Geocoder {
  return geocoderFromConfig(readGeocoderConfig(env), db, logger);
}

export function geocoderFromConfig(
  config: GeocoderConfig,
  db: GeocodeCacheQueryable,
  logger?: GeocoderLogger,
  /** The time the cache keeps its answers by (the api's Clock); the system's when not given. */
  now?: () => Date,
): Geocoder {
  const offline = new OfflineGeocoder();
  if (config.kind === 'offline') return offline;
  const remote = new PostcodesIoGeocoder({
    baseUrl: config.postcodesIoUrl,
    timeoutMs: config.timeoutMs,
    fallback: offline,
    logger,
  });
  return new CachedGeocoder(remote, db, { logger, now });
}
