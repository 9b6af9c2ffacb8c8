// Applies the reviewed SQL migrations of migrations/ in order, each in its own transaction,
// under an advisory lock so that concurrent starters (api replicas, indexers) never race. The
// lock, the ledger and running a file are migrations.repository.ts's, on the runner's own
// connection, opened before any entity or other repository exists.
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { type Migration, MigrationsRepository } from './migrations.repository';

export const MIGRATIONS_DIR = resolve(__dirname, '../../../migrations');

export type { Migration };

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

async function withLockedLedger<T>(
  databaseUrl: string,
  work: (ledger: MigrationsRepository) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const ledger = new MigrationsRepository(client);
  try {
    await ledger.lock();
    return await work(ledger);
  } finally {
    await ledger.unlock();
    await client.end();
  }
}

/** Applies every migration not yet applied; returns the names applied now. */
export async function migrateUp(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  return withLockedLedger(databaseUrl, async (ledger) => {
    const applied = new Set(await ledger.applied());
    const done: string[] = [];
    for (const migration of migrations.filter((m) => !applied.has(m.name))) {
      await ledger.apply(migration);
      done.push(migration.name);
    }
    return done;
  });
}

/** Reverts the most recent migration; returns its name, or null when none is applied. */
export async function migrateDown(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string | null> {
  const migrations = await readMigrations(dir);
  return withLockedLedger(databaseUrl, async (ledger) => {
    const last = await ledger.lastApplied();
    if (!last) return null;
    const migration = migrations.find((m) => m.name === last);
    if (!migration) throw new Error(`Migration ${last} is applied but its files are missing`);
    await ledger.revert(migration);
    return last;
  });
}
