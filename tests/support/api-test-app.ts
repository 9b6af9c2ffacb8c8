// The one way an HTTP spec starts the API: a database of its own (cloned from the migrated
// template), venues written through the venue writer and their search documents indexed as the
// indexer would, a data directory of its own (DATA_DIR: uploads, private media), the
// environment the spec asks for (restored on close), then the real
// application. Recurring jobs are off (RECURRING_JOBS=off) unless the spec's env turns them on:
// a spec runs the job it is about itself, with its clock, instead of the real clock's run
// landing in its rows at some hour of the day. To act as someone, pair it with tests/support/sign-in.ts (createUser and
// sessionCookieFor take `dataSource`; send the cookie with `http()`).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../../api/src/app';
import { SearchReadiness } from '../../api/src/search/search-readiness';
import { openDataSource } from '../../core/src/database/data-source';
import { Venue } from '../../core/src/entities/venue.entity';
import { PostgresSearchEngine } from '../../core/src/search/postgres-search-engine';
import { searchDocumentsOf } from '../../core/src/search/search-document';
import { type NewVenue, VenueWriter } from '../../core/src/venues/venue-writer';
import type { TcpProxy } from './tcp-proxy';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface ApiTestApp {
  app: NestExpressApplication;
  dataSource: DataSource;
  database: TestDatabase;
  /** The ids of the venues given, in their order. */
  venueIds: string[];
  http(): ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * For specs that send many briefs, enquiries or packs from one client (and to one address) and
 * are not about the public forms' limits, which rate-limit.http.spec.ts proves.
 */
export const UNLIMITED_PUBLIC_FORMS = {
  BRIEF_RATE_LIMIT: '100000',
  ENQUIRY_RATE_LIMIT: '100000',
  ENQUIRY_RECIPIENT_DAILY_LIMIT: '100000',
  VENUE_PACK_RATE_LIMIT: '100000',
};

export interface ApiTestOptions {
  venues?: NewVenue[];
  /** Environment for the app's configuration (DATABASE_URL is set for you); undefined unsets. */
  env?: Record<string, string | undefined>;
  /** The app reaches its database through this proxy (to cut it, as in an outage); set-up does not. */
  databaseProxy?: TcpProxy;
  /** Runs after the venues are indexed and before the app starts (to hold a lock its start meets). */
  beforeStart?: (dataSource: DataSource) => Promise<void>;
  /**
   * The app reads its copy of the search index after it starts, not ready to search until then
   * (api/src/search/search-readiness.ts); true (the default) returns only once it has.
   */
  awaitSearchReady?: boolean;
}

export async function startApiTestApp(options: ApiTestOptions = {}): Promise<ApiTestApp> {
  const database = await createTestDatabase();
  // Uploads and other files go to a directory of this app's own, removed on close.
  const dataDir = await mkdtemp(join(tmpdir(), 'api-test-data-'));
  const appDatabaseUrl = options.databaseProxy?.through(database.url) ?? database.url;
  const env = {
    DATABASE_URL: appDatabaseUrl,
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    RECURRING_JOBS: 'off',
    ...options.env,
  };
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  setEnv(env);
  const dataSource = await openDataSource(database.url, 2);
  const venueIds = await new VenueWriter(dataSource).insertMany(options.venues ?? []);
  const published = await dataSource.getRepository(Venue).findBy({ status: 'published' });
  await new PostgresSearchEngine(dataSource).upsert(await searchDocumentsOf(dataSource, published));
  let app: NestExpressApplication;
  try {
    await options.beforeStart?.(dataSource);
    app = await createApp();
    await app.init();
    if (options.awaitSearchReady !== false) await app.get(SearchReadiness).settled();
  } catch (error) {
    // An app that refuses to start (a spec about start-up checks) leaves nothing behind.
    await dataSource.destroy();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    setEnv(previous);
    throw error;
  }
  return {
    app,
    dataSource,
    database,
    venueIds,
    http: () => request(app.getHttpServer()),
    async close() {
      await app.close();
      await dataSource.destroy();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
      setEnv(previous);
    },
  };
}

function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}
