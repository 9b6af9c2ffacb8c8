// The resilience drills' SQL (commands/resilience.ts), and nothing else: what they read to judge
// whether the index kept up and no brief was lost or doubled, and the trigger that logs each index
// write of their throwaway database. Each result typed.
import type { EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

/** The document is of the venue's latest version (documents keep its timestamp to the millisecond). */
const SAME_VERSION = `abs(extract(epoch FROM d.venue_updated_at - v.updated_at)) < 0.001`;

/** How many briefs each of these planners' e-mails holds (an e-mail with none is left out). */
export async function briefsPerEmail(db: Queryable, emails: string[]): Promise<{ email: string; briefs: number }[]> {
  const rows: { user_email: string; n: number }[] = await db.query(
    `SELECT user_email, count(*)::int AS n FROM briefs WHERE user_email = ANY($1::citext[]) GROUP BY user_email`,
    [emails],
  );
  return rows.map((row) => ({ email: row.user_email, briefs: row.n }));
}

/** Published venues whose indexed document is not their latest committed version. */
export async function indexBehind(db: Queryable): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `SELECT count(*)::int AS n FROM venues v
       LEFT JOIN search_documents d ON d.venue_id = v.id
      WHERE v.status = 'published' AND (d.venue_id IS NULL OR NOT ${SAME_VERSION})`,
  );
  return row!.n;
}

/** Whether the venue's indexed document is of its latest version. */
export async function isIndexed(db: Queryable, venueId: string): Promise<boolean> {
  const [row]: { indexed: boolean }[] = await db.query(
    `SELECT ${SAME_VERSION} AS indexed
       FROM venues v JOIN search_documents d ON d.venue_id = v.id WHERE v.id = $1`,
    [venueId],
  );
  return row?.indexed ?? false;
}

/** Outbox messages neither processed nor abandoned. */
export async function pendingOutbox(db: Queryable): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    'SELECT count(*)::int AS n FROM outbox WHERE processed_at IS NULL AND abandoned_at IS NULL',
  );
  return row!.n;
}

/** Versions of a document written more than once since the log was cleared. */
export async function writtenTwice(db: Queryable): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM drill_index_writes GROUP BY venue_id, venue_updated_at HAVING count(*) > 1) t`,
  );
  return row!.n;
}

/** From now on, every write of a search document is logged (the log starts empty). */
export async function logIndexWrites(db: Queryable): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS drill_index_writes (venue_id uuid, venue_updated_at timestamptz);
    CREATE OR REPLACE FUNCTION drill_log_index_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO drill_index_writes VALUES (NEW.venue_id, NEW.venue_updated_at);
      RETURN NEW;
    END $$;
    DROP TRIGGER IF EXISTS drill_log_index_write ON search_documents;
    CREATE TRIGGER drill_log_index_write AFTER INSERT OR UPDATE ON search_documents
      FOR EACH ROW EXECUTE FUNCTION drill_log_index_write();
    TRUNCATE drill_index_writes;`);
}

/** A venue's version and name, as an editor reads them before saving. */
export async function venueVersionAndName(db: Queryable, id: string): Promise<{ version: number; name: string }> {
  const [venue]: { version: number; name: string }[] = await db.query(
    'SELECT version, name FROM venues WHERE id = $1',
    [id],
  );
  return venue!;
}

/** How many database connections the indexers hold (by their application name). */
export async function indexerConnections(db: Queryable): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `SELECT count(DISTINCT pid)::int AS n FROM pg_stat_activity WHERE application_name = 'venue-finder-indexer'`,
  );
  return row!.n;
}
