// Applies the reviewed SQL migrations of migrations/ in order, each in its own transaction,
// under an advisory lock so that concurrent starters (api replicas, indexers) never race.
// Its SQL stays here, outside any repository: a migration runner runs SQL files by nature, on its
// own connection before any entity or repository exists (docs/architecture.md, data layer).
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

export const MIGRATIONS_DIR = resolve(__dirname, '../../../migrations');
const LOCK_KEY = 727_001;

export interface Migration {
  name: string;
  up: string;
  down: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.up.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const name = file.replace(/\.up\.sql$/, '');
      return {
        name,
        up: await readFile(join(dir, file), 'utf8'),
        down: await readFile(join(dir, `${name}.down.sql`), 'utf8'),
      };
    }),
  );
}

async function withLockedClient<T>(databaseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    return await work(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

async function inTransaction(client: Client, work: () => Promise<void>): Promise<void> {
  await client.query('BEGIN');
  try {
    await work();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** Applies every migration not yet applied; returns the names applied now. */
export async function migrateUp(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  return withLockedClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.name));
    const done: string[] = [];
    for (const migration of migrations.filter((m) => !applied.has(m.name))) {
      await inTransaction(client, async () => {
        await client.query(migration.up);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      });
      done.push(migration.name);
    }
    return done;
  });
}

/** Reverts the most recent migration; returns its name, or null when none is applied. */
export async function migrateDown(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string | null> {
  const migrations = await readMigrations(dir);
  return withLockedClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
    );
    const last = rows[0]?.name;
    if (!last) return null;
    const migration = migrations.find((m) => m.name === last);
    if (!migration) throw new Error(`Migration ${last} is applied but its files are missing`);
    await inTransaction(client, async () => {
      await client.query(migration.down);
      await client.query('DELETE FROM schema_migrations WHERE name = $1', [last]);
    });
    return last;
  });
}
