// Where venues stand in the verification programme, as planners see it on a venue's page and
// card: read from venue_programme, the totals the api's programme keeps in the transaction of
// each verification or revocation. A venue that has proven nothing has no standing.
import type { ProgrammeStanding } from '@venue-finder/contract';

export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

export async function programmeStandings(db: Queryable, venueIds: string[]): Promise<Map<string, ProgrammeStanding>> {
  if (venueIds.length === 0) return new Map();
  const rows = (await db.query(
    `SELECT venue_id, tier, verified_items FROM venue_programme
      WHERE venue_id = ANY($1::uuid[]) AND verified_items > 0`,
    [venueIds],
  )) as (ProgrammeStanding & { venue_id: string })[];
  return new Map(rows.map(({ venue_id, tier, verified_items }) => [venue_id, { tier, verified_items }]));
}
