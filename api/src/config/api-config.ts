// The API's configuration, read and validated once at start-up.
import { resolve } from 'node:path';
import { type GeocoderConfig, databaseEnv, loadConfig, port, readGeocoderConfig } from '@venue-finder/core';
import { type SearchEngineChoice, readSearchEngineChoice } from '@venue-finder/meili';
import { z } from 'zod';

const REPO_ROOT = resolve(__dirname, '../../..');

const schema = z.object({
  ...databaseEnv,
  PORT: port(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url('must be an absolute URL such as https://venues.example.com').optional(),
  DATA_DIR: z.string().default(resolve(REPO_ROOT, '.data')),
  UPLOADS_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().default(resolve(REPO_ROOT, 'web/dist')),
  DB_POOL_SIZE: z.coerce.number().int('must be a whole number').min(1).max(200).default(20),
});

export class ApiConfig {
  readonly databaseUrl: string;
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly uploadsDir: string;
  readonly webDistDir: string;
  readonly dbPoolSize: number;
  readonly production: boolean;
  readonly logLevel: 'error' | 'warn' | 'log' | 'debug';
  readonly geocoder: GeocoderConfig;
  readonly searchEngine: SearchEngineChoice;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    const c = loadConfig(schema, env);
    this.geocoder = readGeocoderConfig(env);
    this.searchEngine = readSearchEngineChoice(env);
    if (!c.DATABASE_URL) {
      throw new Error('DATABASE_URL is not set: run the API through `npm start` (embedded PostgreSQL) or set it.');
    }
    this.databaseUrl = c.DATABASE_URL;
    this.port = c.PORT;
    this.host = c.HOST;
    this.publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
    this.uploadsDir = c.UPLOADS_DIR ?? resolve(c.DATA_DIR, 'uploads');
    this.webDistDir = c.WEB_DIST_DIR;
    this.dbPoolSize = c.DB_POOL_SIZE;
    this.production = c.NODE_ENV === 'production';
    this.logLevel = c.LOG_LEVEL;
  }
}
