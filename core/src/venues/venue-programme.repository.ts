// Where venues stand in the verification programme, as planners see it on a venue's page and
// card: read from venue_programme, the totals the api's programme keeps in the transaction of
// each verification or revocation. A venue that has proven nothing has no standing.
import type { ProgrammeStanding } from '@venue-finder/contract';
import { type DataSource, type EntityManager, In, MoreThan } from 'typeorm';
import { VenueProgramme } from '../entities/venue-programme.entity';

/** A DataSource or an EntityManager (a transaction's). */
export type Queryable = Pick<DataSource | EntityManager, 'getRepository'>;

export async function programmeStandings(db: Queryable, venueIds: string[]): Promise<Map<string, ProgrammeStanding>> {
  if (venueIds.length === 0) return new Map();
  const rows = await db.getRepository(VenueProgramme).find({
    where: { venueId: In(venueIds), verifiedItems: MoreThan(0) },
    select: { venueId: true, tier: true, verifiedItems: true },
  });
  return new Map(rows.map(({ venueId, tier, verifiedItems }) => [venueId, { tier, verified_items: verifiedItems }]));
}
