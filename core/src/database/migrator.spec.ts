import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { migrateDown, migrateUp, readMigrations } from './migrator';

describe('migrations', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
  });

  afterEach(() => database.drop());

  const tables = async () => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'schema_migrations' ORDER BY 1`,
    );
    await client.end();
    return rows.map((r) => r.table_name);
  };

  it('every migration has an up and a down file', async () => {
    const migrations = await readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    for (const migration of migrations) {
      expect(migration.up.trim()).not.toBe('');
      expect(migration.down.trim()).not.toBe('');
    }
  });

  it('reverts every migration down to an empty schema and applies them again', async () => {
    // The template database the test database was cloned from is fully migrated.
    const before = await tables();
    expect(before).toEqual(expect.arrayContaining(['venues', 'outbox', 'search_documents', 'users', 'claims']));
    const migrations = await readMigrations();
    for (let i = 0; i < migrations.length; i += 1) expect(await migrateDown(database.url)).not.toBeNull();
    expect(await tables()).toEqual([]);
    expect(await migrateUp(database.url)).toEqual(migrations.map((m) => m.name));
    expect(await tables()).toEqual(before);
  });

  it('applies nothing when the database is up to date', async () => {
    expect(await migrateUp(database.url)).toEqual([]);
  });
});
