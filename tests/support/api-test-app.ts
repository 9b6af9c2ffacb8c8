// The API over HTTP on a database of its own: venues written through the venue writer and
// their search documents indexed as the indexer would, then the real application built.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../../api/src/app';
import { openDataSource } from '../../core/src/database/data-source';
import { Venue } from '../../core/src/entities/venue.entity';
import { PostgresSearchEngine } from '../../core/src/search/postgres-search-engine';
import { buildSearchDocument } from '../../core/src/search/search-document';
import { type NewVenue, VenueWriter } from '../../core/src/venues/venue-writer';
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

export interface ApiTestOptions {
  venues?: NewVenue[];
  /** Environment for the app's configuration (DATABASE_URL is set for you). */
  env?: Record<string, string>;
}

export async function startApiTestApp(options: ApiTestOptions = {}): Promise<ApiTestApp> {
  const database = await createTestDatabase();
  const env = { DATABASE_URL: database.url, LOG_LEVEL: 'error', ...options.env };
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  const dataSource = await openDataSource(database.url, 2);
  const venueIds = await new VenueWriter(dataSource).insertMany(options.venues ?? []);
  const published = await dataSource.getRepository(Venue).findBy({ status: 'published' });
  await new PostgresSearchEngine(dataSource).upsert(published.map(buildSearchDocument));
  const app = await createApp();
  await app.init();
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
      for (const [key, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}
