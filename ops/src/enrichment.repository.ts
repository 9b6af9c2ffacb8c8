// The SQL of `npm run enrich` (commands/enrich.ts), and nothing else: how many venues a phase
// will run over. The venues themselves are read through TypeORM's Venue repository.
import type { EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

/** The venues a phase runs over: those changed since it last ran, or every venue with `all`. */
export async function venuesDueForEnrichment(db: Queryable, phase: 1 | 2, all: boolean): Promise<number> {
  const versionColumn = phase === 1 ? 'phase1_version' : 'phase2_version';
  const [{ n }]: { n: number }[] = await db.query(
    `SELECT count(*)::int AS n FROM venues ${all ? '' : `WHERE ${versionColumn} IS DISTINCT FROM version`}`,
  );
  return n;
}
