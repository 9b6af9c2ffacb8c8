// A database of one's own for a test file: cloned from the migrated template in ~50 ms and
// dropped afterwards.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { openDataSource } from '../../core/src/database/data-source';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Why a spec Jest sorted as a unit spec cannot have a database (the rule is in jest.config.js). */
export const UNIT_SPEC_USES_DATABASE =
  'This spec uses the test database but runs in the unit project, which has none: import ' +
  'tests/support/test-database or tests/support/api-test-app in the spec file itself, so that ' +
  'jest.config.js sorts it into the integration project.';

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (process.env.JEST_PROJECT === 'unit') throw new Error(UNIT_SPEC_USES_DATABASE);
  if (!serverUrl || !template) throw new Error('No test PostgreSQL: run the tests through Jest (npm run test:unit).');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: serverUrl.replace(/\/[^/]+$/, `/${name}`),
    drop: () =>
      withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

async function withAdmin<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDataSource {
  dataSource: DataSource;
  url: string;
  close(): Promise<void>;
}

/** A database of one's own with a TypeORM connection to it, for specs below the HTTP layer. */
export async function openTestDataSource(poolSize = 2): Promise<TestDataSource> {
  const database = await createTestDatabase();
  const dataSource = await openDataSource(database.url, poolSize);
  return {
    dataSource,
    url: database.url,
    async close() {
      await dataSource.destroy();
      await database.drop();
    },
  };
}
