// Queries on the PostgreSQL engine's search_index_meta, and nothing else: the index's generation
// counter (migration 0028), whose row lock orders every write of the index, and the facet-bit
// layouts stored with it (migration 0062_b). What a generation or a layout means is
// resident-index-sync.ts's and stored-facet-layout.ts's; this file only reaches the row.
import type { DataSource, EntityManager } from 'typeorm';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** The stored layout rows, by key: 'facet_layout' (fingerprint), 'facet_layout_keys', 'facet_layout_next'. */
export type StoredLayoutRows = Map<string, string>;

const LAYOUTS_SQL = `
  SELECT key, value FROM search_index_meta WHERE key IN ('facet_layout', 'facet_layout_keys', 'facet_layout_next')`;

export class SearchIndexMetaRepository {
  /** The generation the index's tables are at (0 when none is stored). */
  async generation(db: Queryable): Promise<number> {
    const rows: { value: string }[] = await db.query(`SELECT value FROM search_index_meta WHERE key = 'generation'`);
    return Number(rows[0]?.value ?? 0);
  }

  /**
   * Takes the next generation in the writer's transaction (its row lock is held until the write
   * commits), every lock the transaction waits for from here on waiting at most `lockTimeoutMs`;
   * null when no generation is stored.
   */
  async nextGeneration(tx: Queryable, lockTimeoutMs: number): Promise<number | null> {
    await tx.query(`SELECT set_config('lock_timeout', $1, true)`, [`${Math.round(lockTimeoutMs)}ms`]);
    const [row]: { generation: string }[] = await tx.query(
      `WITH next AS (
         UPDATE search_index_meta SET value = (value::bigint + 1)::text WHERE key = 'generation' RETURNING value
       )
       SELECT value AS generation FROM next`,
    );
    return row ? Number(row.generation) : null;
  }

  /** The facet layouts' rows as stored, by key. */
  async layoutRows(db: Queryable): Promise<StoredLayoutRows> {
    const rows: { key: string; value: string }[] = await db.query(LAYOUTS_SQL);
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  /** Records the live layout (its fingerprint and keys), and that none is being built. */
  async recordLiveLayout(tx: Queryable, fingerprint: string, keys: string): Promise<void> {
    await tx.query(
      `INSERT INTO search_index_meta (key, value) VALUES ('facet_layout', $1), ('facet_layout_keys', $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [fingerprint, keys],
    );
    await tx.query(`DELETE FROM search_index_meta WHERE key = 'facet_layout_next'`);
  }

  /** Records the keys of the layout a rebuild builds beside the live one. */
  async recordNextLayout(tx: Queryable, keys: string): Promise<void> {
    await tx.query(
      `INSERT INTO search_index_meta (key, value) VALUES ('facet_layout_next', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [keys],
    );
  }
}
