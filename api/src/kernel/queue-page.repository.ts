// The SQL of an admin queue's page (see queue-page.ts for the paging: cursors, their checks and
// which way a page is read). Given a queue's source, its conditions, a search and the keys of the
// row to continue from, it counts the filtered queue and reads the next rows in key order.
import type { EntityManager } from 'typeorm';
import type { QueueConditions, QueueKey, QueueSource } from './queue-page';

export type Queryable = Pick<EntityManager, 'query'>;

/** `%q%` for ILIKE, with the pattern characters in q taken literally. */
export const containsPattern = (q: string) => `%${q.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * The ids any search condition finds, one SELECT per condition joined by UNION (`all`: UNION ALL,
 * which may repeat an id but streams, so a LIMIT stops it early). Written as an OR, PostgreSQL
 * cannot use an index for a `x_id IN (SELECT …)` arm, so it walked the whole queue in sort order
 * testing every row (5 s for an owner's e-mail among 100,000 venues); asked apart, each condition
 * is an index scan (trigram, or the foreign key's index).
 */
function matchingIds(source: QueueSource, id: string, pattern: string, all = false): string {
  return source
    .search(pattern)
    .map((arm) => `SELECT ${id} AS id ${source.countFrom} WHERE ${arm}`)
    .join(all ? ' UNION ALL ' : ' UNION ');
}

/**
 * Up to this many matches, a search reads its ids first and then the queue's rows by them (by the
 * primary key, however many PostgreSQL guessed there would be: for an owner's e-mail it guessed a
 * thousand evidence rows where there were 12, and scanned the whole table to join them, 20–40 ms).
 * More, and the page walks the queue in order testing each row (the ORed conditions), which finds a
 * page within about queue ÷ matches × page rows: fetched by id, PostgreSQL joined each row read in
 * order against all the matches (36 s for "the" among 100,000 venues).
 */
const FEW_MATCHES = 1000;

/** What to read: the queue, its keys (already in the sort's order), a search, where to start and which way. */
export interface QueueRowsQuery {
  source: QueueSource;
  keys: QueueKey[];
  /** The admin's search, '' for none. */
  q: string;
  conditions: QueueConditions;
  /** The key values of the row to continue from (exclusive), null from either end. */
  from: string[] | null;
  ascending: boolean;
  limit: number;
}

/** A row read, with the text of its key values (for a cursor to continue from it). */
export interface QueueRow<Row> {
  row: Row;
  keys: string[];
}

/** The filtered queue's total and up to `limit` rows after `from` in key order. */
export async function readQueueRows<Row>(
  db: Queryable,
  query: QueueRowsQuery,
): Promise<{ total: number; rows: QueueRow<Row>[] }> {
  const { source, keys } = query;
  const where = [...query.conditions.where];
  const params = [...query.conditions.params];

  // A search: by its matching ids when they are few, else by its conditions (see FEW_MATCHES).
  let search: { count: string; page: string } | null = null;
  if (query.q.trim() !== '') {
    const pattern = containsPattern(query.q);
    const id = keys.at(-1)!;
    // One more than FEW_MATCHES found (an id found by two conditions counts twice) means many.
    const [{ found }]: { found: string[] }[] = await db.query(
      `SELECT ARRAY(SELECT id FROM (${matchingIds(source, id.expr, '$1', true)}) m LIMIT ${FEW_MATCHES + 1})::text[] AS found`,
      [pattern],
    );
    if (found.length <= FEW_MATCHES) {
      const byIds = `${id.expr} = ANY($${params.push([...new Set(found)])}::${id.type}[])`;
      search = { count: byIds, page: byIds };
    } else {
      const placeholder = `$${params.push(pattern)}`;
      search = {
        count: `${id.expr} IN (${matchingIds(source, id.expr, placeholder)})`,
        page: `(${source.search(placeholder).join(' OR ')})`,
      };
    }
  }
  const counted = search ? [...where, search.count] : where;
  const [{ total }]: { total: number }[] = await db.query(
    `SELECT count(*)::int AS total ${source.countFrom} ${counted.length > 0 ? `WHERE ${counted.join(' AND ')}` : ''}`,
    params,
  );
  if (search) where.push(search.page);

  if (query.from) {
    const placeholders = keys.map((key, n) => `$${params.length + n + 1}::${key.type}`);
    params.push(...query.from);
    where.push(
      `(${keys.map((key) => key.expr).join(', ')}) ${query.ascending ? '>' : '<'} (${placeholders.join(', ')})`,
    );
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const order = keys.map((key) => `${key.expr} ${query.ascending ? 'ASC' : 'DESC'}`).join(', ');
  const keyColumns = keys.map((key, n) => `(${key.expr})::text AS queue_key_${n}`).join(', ');
  const rows: (Row & Record<string, string>)[] = await db.query(
    `${source.select.replace(/^\s*SELECT\s/i, `SELECT ${keyColumns}, `)} ${whereSql} ORDER BY ${order} LIMIT ${query.limit}`,
    params,
  );
  return {
    total,
    rows: rows.map((read) => {
      const row = { ...read };
      keys.forEach((_, n) => delete row[`queue_key_${n}`]);
      return { row: row as Row, keys: keys.map((_, n) => read[`queue_key_${n}`]!) };
    }),
  };
}
