// Starts the run's throwaway PostgreSQL and migrates a template database that every test
// file clones (tests/support/test-database.ts).
import { migrateUp, startThrowawayPostgres } from '../../core/src/database';
import { Client } from 'pg';

export const TEMPLATE_DATABASE = 'venue_finder_template';

export default async function globalSetup(): Promise<void> {
  const postgres = await startThrowawayPostgres();
  (globalThis as { __POSTGRES__?: typeof postgres }).__POSTGRES__ = postgres;
  const admin = new Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const templateUrl = postgres.url.replace(/\/[^/]+$/, `/${TEMPLATE_DATABASE}`);
  await migrateUp(templateUrl);
  process.env.TEST_POSTGRES_URL = postgres.url;
  process.env.TEST_TEMPLATE_DATABASE = TEMPLATE_DATABASE;
}
