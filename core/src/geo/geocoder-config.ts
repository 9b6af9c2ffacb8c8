// The geocoder's configuration, read and validated once at start-up. `geocoderEnv` is a schema
// fragment an app may spread into its own configuration schema, like `databaseEnv`.
import { z } from 'zod';
import { loadConfig } from '../config/load-config';
import { DEFAULT_GEOCODER_TIMEOUT_MS, DEFAULT_POSTCODES_IO_URL } from './postcodes-io-geocoder';

export const GEOCODER_KINDS = ['offline', 'postcodes_io'] as const;
export type GeocoderKind = (typeof GEOCODER_KINDS)[number];

export const geocoderEnv = {
  /** 'offline': shipped district centroids; 'postcodes_io': postcodes.io, cached, offline fallback. */
  GEOCODER: z.enum(GEOCODER_KINDS).default('offline'),
  /** The one host postcodes.io requests go to (self-hosting it is supported). */
  POSTCODES_IO_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.postcodes.io' })
    .default(DEFAULT_POSTCODES_IO_URL),
  /** Bounds one postcodes.io lookup, retry included, before falling back to the offline centroids. */
  GEOCODER_TIMEOUT_MS: z.coerce
    .number()
    .int('must be a whole number')
    .min(100)
    .max(60_000)
    .default(DEFAULT_GEOCODER_TIMEOUT_MS),
};

export interface GeocoderConfig {
  kind: GeocoderKind;
  postcodesIoUrl: string;
  timeoutMs: number;
}

const schema = z.object(geocoderEnv);

export function readGeocoderConfig(env: NodeJS.ProcessEnv = process.env): GeocoderConfig {
  const c = loadConfig(schema, env);
  return { kind: c.GEOCODER, postcodesIoUrl: c.POSTCODES_IO_URL, timeoutMs: c.GEOCODER_TIMEOUT_MS };
}
