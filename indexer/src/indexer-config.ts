// The indexer's configuration, read and validated once at start-up.
import { type GeocoderConfig, databaseEnv, loadConfig, readGeocoderConfig } from '@venue-finder/core';
import { type SearchEngineChoice, readSearchEngineChoice } from '@venue-finder/meili';
import { z } from 'zod';

const schema = z.object({
  ...databaseEnv,
  INDEXER_BATCH_SIZE: z.coerce.number().int('must be a whole number').min(1).max(5000).default(500),
  INDEXER_POLL_MS: z.coerce.number().int('must be a whole number').min(100).max(600_000).default(2000),
  INDEXER_MAX_ATTEMPTS: z.coerce.number().int('must be a whole number').min(1).max(100).default(10),
});

export class IndexerConfig {
  readonly databaseUrl: string;
  readonly batchSize: number;
  readonly pollMs: number;
  readonly maxAttempts: number;
  readonly logLevel: 'error' | 'warn' | 'log' | 'debug';
  readonly searchEngine: SearchEngineChoice;
  readonly geocoder: GeocoderConfig;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    const c = loadConfig(schema, env);
    if (!c.DATABASE_URL) {
      throw new Error('DATABASE_URL is not set: run the indexer through `npm start` (embedded PostgreSQL) or set it.');
    }
    this.databaseUrl = c.DATABASE_URL;
    this.batchSize = c.INDEXER_BATCH_SIZE;
    this.pollMs = c.INDEXER_POLL_MS;
    this.maxAttempts = c.INDEXER_MAX_ATTEMPTS;
    this.logLevel = c.LOG_LEVEL;
    this.searchEngine = readSearchEngineChoice(env);
    this.geocoder = readGeocoderConfig(env);
  }
}
