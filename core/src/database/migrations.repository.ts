// Queries of the migration runner (migrator.ts), and nothing else: the advisory lock that keeps
// concurrent starters (api replicas, indexers) from racing, the ledger of applied migrations
// (schema_migrations, which has no entity: it exists before any entity's table does) and running
// a migration's SQL file with its ledger row in one transaction. It works on the runner's own
// connection (pg's Client), opened before any DataSource, entity or other repository exists.
import type { Client } from 'pg';

/** A migration: its name (the files' stem) and its SQL both ways. */
export interface Migration {
  name: string;
  up: string;
  down: string;
}

/** The advisory lock's key: one runner at a time, whichever process starts it. */
const LOCK_KEY = 727_001;

export class MigrationsRepository {
  constructor(private readonly client: Client) {}

  /** Waits for the runners' advisory lock, then makes sure the ledger exists. */
  async lock(): Promise<void> {
    await this.client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await this.client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  }

  /** Lets the next runner in; a connection already broken has released it anyway. */
  async unlock(): Promise<void> {
    await this.client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
  }

  /** The names of the migrations applied, in no order. */
  async applied(): Promise<string[]> {
    const { rows } = await this.client.query<{ name: string }>('SELECT name FROM schema_migrations');
    return rows.map((r) => r.name);
  }

  /** The name of the most recent migration applied, or null when none is. */
  async lastApplied(): Promise<string | null> {
    const { rows } = await this.client.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
    );
    return rows[0]?.name ?? null;
  }

  /** Runs the migration's up file and records it, in one transaction. */
  async apply(migration: Migration): Promise<void> {
    await this.inTransaction(async () => {
      await this.client.query(migration.up);
      await this.client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    });
  }

  /** Runs the migration's down file and forgets it, in one transaction. */
  async revert(migration: Migration): Promise<void> {
    await this.inTransaction(async () => {
      await this.client.query(migration.down);
      await this.client.query('DELETE FROM schema_migrations WHERE name = $1', [migration.name]);
    });
  }

  private async inTransaction(work: () => Promise<void>): Promise<void> {
    await this.client.query('BEGIN');
    try {
      await work();
      await this.client.query('COMMIT');
    } catch (error) {
      await this.client.query('ROLLBACK');
      throw error;
    }
  }
}
