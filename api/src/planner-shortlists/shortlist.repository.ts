// Queries on planners' saved shortlists and their venues, and nothing else. Every read and write
// names the planner, so a shortlist of another planner is never found (it does not exist for them).
// Writes to one shortlist take its row lock first, so concurrent adds keep the cap and the order.
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { byTime, type QueueFilter, type QueuePage, type QueueSource, queuePage } from '../kernel/queue-page';

type Queryable = Pick<EntityManager, 'query'>;

export interface StoredShortlist {
  id: string;
  name: string;
  /** The venues in the order they were added. */
  venueIds: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface ShortlistSummary {
  id: string;
  name: string;
  venueCount: number;
  createdAt: Date;
  updatedAt: Date;
}

interface ShortlistRow {
  id: string;
  name: string;
  venue_ids: string[];
  created_at: Date;
  updated_at: Date;
}

interface SummaryRow {
  id: string;
  name: string;
  venue_count: number;
  created_at: Date;
  updated_at: Date;
}

const PLANNER_SHORTLISTS: QueueSource = {
  queue: 'planner-shortlists',
  select: `SELECT s.id, s.name, s.created_at, s.updated_at,
                  (SELECT count(*)::int FROM planner_shortlist_venues sv WHERE sv.shortlist_id = s.id) AS venue_count
             FROM planner_shortlists s`,
  countFrom: 'FROM planner_shortlists s',
  search: () => ['false'],
  keys: () => byTime('s.updated_at', 's.id'),
};

@Injectable()
export class ShortlistRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A page of the planner's shortlists, the most recently changed first. */
  pageOf(plannerId: string, page: Pick<QueueFilter<null>, 'limit' | 'cursor'>): Promise<QueuePage<ShortlistSummary>> {
    return queuePage(
      this.dataSource,
      PLANNER_SHORTLISTS,
      { ...page, status: null, q: '', sort: 'newest' },
      { where: ['s.planner_id = $1'], params: [plannerId] },
      (row: SummaryRow) => ({
        id: row.id,
        name: row.name,
        venueCount: row.venue_count,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }),
    );
  }

  /** The planner's shortlist with this id; `forUpdate` locks it until the transaction ends. */
  async find(
    plannerId: string,
    id: string,
    options: { db?: Queryable; forUpdate?: boolean } = {},
  ): Promise<StoredShortlist | null> {
    const db = options.db ?? this.dataSource;
    if (options.forUpdate) {
      const locked: unknown[] = await db.query(
        'SELECT 1 FROM planner_shortlists WHERE id = $1 AND planner_id = $2 FOR UPDATE',
        [id, plannerId],
      );
      if (locked.length === 0) return null;
    }
    const rows: ShortlistRow[] = await db.query(
      `SELECT s.id, s.name, s.created_at, s.updated_at,
              ARRAY(SELECT sv.venue_id FROM planner_shortlist_venues sv
                     WHERE sv.shortlist_id = s.id ORDER BY sv.position, sv.added_at)::text[] AS venue_ids
         FROM planner_shortlists s
        WHERE s.id = $1 AND s.planner_id = $2`,
      [id, plannerId],
    );
    const row = rows[0];
    return row
      ? { id: row.id, name: row.name, venueIds: row.venue_ids, createdAt: row.created_at, updatedAt: row.updated_at }
      : null;
  }

  /**
   * Locks the planner's row, so that concurrent creations count the shortlists one after the
   * other, and answers how many they keep.
   */
  async lockAndCount(tx: EntityManager, plannerId: string): Promise<number> {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [plannerId]);
    const [{ count }]: { count: number }[] = await tx.query(
      'SELECT count(*)::int AS count FROM planner_shortlists WHERE planner_id = $1',
      [plannerId],
    );
    return count;
  }

  async insert(tx: EntityManager, plannerId: string, name: string, now: Date): Promise<string> {
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO planner_shortlists (planner_id, name, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id`,
      [plannerId, name, now],
    );
    return row!.id;
  }

  /** Appends the venues, in the order given, after those already there; answers the ids added. */
  async appendVenues(
    tx: EntityManager,
    shortlistId: string,
    venueIds: readonly string[],
    now: Date,
  ): Promise<string[]> {
    if (venueIds.length === 0) return [];
    const rows: { venue_id: string }[] = await tx.query(
      `INSERT INTO planner_shortlist_venues (shortlist_id, venue_id, position, added_at)
       SELECT $1, v.venue_id,
              v.n + COALESCE((SELECT max(position) FROM planner_shortlist_venues WHERE shortlist_id = $1), 0),
              $3
         FROM unnest($2::uuid[]) WITH ORDINALITY AS v(venue_id, n)
       ON CONFLICT (shortlist_id, venue_id) DO NOTHING
       RETURNING venue_id`,
      [shortlistId, venueIds, now],
    );
    await this.touch(tx, shortlistId, now);
    return rows.map((row) => row.venue_id);
  }

  /** Answers whether the venue was in the shortlist. */
  async removeVenue(tx: EntityManager, shortlistId: string, venueId: string, now: Date): Promise<boolean> {
    const [, removed]: [unknown, number] = await tx.query(
      'DELETE FROM planner_shortlist_venues WHERE shortlist_id = $1 AND venue_id = $2',
      [shortlistId, venueId],
    );
    if (removed > 0) await this.touch(tx, shortlistId, now);
    return removed > 0;
  }

  /** Answers whether the planner has a shortlist with this id. */
  async rename(plannerId: string, id: string, name: string, now: Date): Promise<boolean> {
    const [, updated]: [unknown, number] = await this.dataSource.query(
      'UPDATE planner_shortlists SET name = $3, updated_at = $4 WHERE id = $1 AND planner_id = $2',
      [id, plannerId, name, now],
    );
    return updated > 0;
  }

  /** Answers whether the planner had a shortlist with this id. */
  async delete(plannerId: string, id: string): Promise<boolean> {
    const [, deleted]: [unknown, number] = await this.dataSource.query(
      'DELETE FROM planner_shortlists WHERE id = $1 AND planner_id = $2',
      [id, plannerId],
    );
    return deleted > 0;
  }

  private async touch(tx: EntityManager, shortlistId: string, now: Date): Promise<void> {
    await tx.query('UPDATE planner_shortlists SET updated_at = $2 WHERE id = $1', [shortlistId, now]);
  }
}
