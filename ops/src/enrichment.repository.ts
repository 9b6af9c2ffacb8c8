// The SQL of `npm run enrich` (commands/enrich.ts), and nothing else: how many venues a phase
// will run over, and the venues themselves in batches by id (TypeORM's Venue repository).
import { Venue } from '@venue-finder/core';
import { type DataSource, type EntityManager, MoreThan } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

/** The venues a phase runs over: those changed since it last ran, or every venue with `all`. */
export async function venuesDueForEnrichment(db: Queryable, phase: 1 | 2, all: boolean): Promise<number> {
  const versionColumn = phase === 1 ? 'phase1_version' : 'phase2_version';
  const [{ n }]: { n: number }[] = await db.query(
    `SELECT count(*)::int AS n FROM venues ${all ? '' : `WHERE ${versionColumn} IS DISTINCT FROM version`}`,
  );
  return n;
}

/** The next `limit` venues after `lastId`, by id: a batch of the walk over every venue. */
export function venuesAfter(db: Pick<DataSource, 'getRepository'>, lastId: string, limit: number): Promise<Venue[]> {
  return db.getRepository(Venue).find({ where: { id: MoreThan(lastId) }, order: { id: 'ASC' }, take: limit });
}
