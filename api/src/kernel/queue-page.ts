// One page of an admin queue, found by keyset (the sort keys of the last row read, never an
// OFFSET), so page 500 costs what page 1 costs, with the true total of the filtered queue. The
// cursor carries the queue, the sort and the keys of the row it continues from; a cursor that
// does not read back as exactly that is refused with a 400 before any query runs.
import { QueuePageException } from './queue-page.exception';
import { type Queryable, readQueueRows } from './queue-page.repository';

export { containsPattern } from './queue-page.repository';

export const QUEUE_SORTS = ['oldest', 'newest'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

/** A sort key: an SQL expression and the type its cursor value is read back as. */
export interface QueueKey {
  expr: string;
  type: 'timestamptz' | 'boolean' | 'uuid' | 'bigint';
}

/** The usual order: by a time, ties broken by the row's id. */
export const byTime = (time: string, id: string): QueueKey[] => [
  { expr: time, type: 'timestamptz' },
  { expr: id, type: 'uuid' },
];

/** What an admin asks of a queue: its status filter, a search, the order and which page. */
export interface QueueFilter<Status> {
  status: Status;
  q: string;
  sort: QueueSort;
  limit: number;
  cursor: string | undefined;
}

export interface QueueCursor {
  queue: string;
  sort: QueueSort;
  direction: 'after' | 'before';
  values: string[];
}

/** Where a queue's rows come from, how they are searched and in what order. */
export interface QueueSource {
  /** Names the queue, so a cursor of one queue is not taken by another. */
  queue: string;
  /** `SELECT … FROM … JOIN …`, without WHERE. */
  select: string;
  /** `FROM …` for the count: the row's own table (conditions and searches name no joined table). */
  countFrom: string;
  /**
   * Where q is looked for (part of the text, any case): conditions on the row's own table given
   * the pattern's placeholder, any of which finds the row; another table's column as
   * `x_id IN (SELECT id … ILIKE $n)`. Each is asked on its own (see matchingIds), so each
   * uses its trigram index and the count needs no join.
   */
  search: (pattern: string) => string[];
  /** The keys, ascending for 'oldest' and descending for 'newest'; the last must be unique. */
  keys: (sort: QueueSort) => QueueKey[];
}

/** The queue's own conditions (its status filter), ANDed, with $1… placeholders into `params`. */
export interface QueueConditions {
  where: string[];
  params: unknown[];
}

export interface QueuePage<Item> {
  rows: Item[];
  total: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

/** PostgreSQL's text of a timestamptz (ISO DateStyle), e.g. 2026-11-27 05:31:23.428689+00. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](?:0\d|1[0-5])(?::[0-5]\d){0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A real moment: 31 February or 25 o'clock would make PostgreSQL fail the query. */
function isTimestamp(value: string): boolean {
  const parts = TIMESTAMP.exec(value)?.slice(1).map(Number);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

const VALID: Record<QueueKey['type'], (value: string) => boolean> = {
  timestamptz: isTimestamp,
  boolean: (value) => value === 'true' || value === 'false',
  uuid: (value) => UUID.test(value),
  // A bigserial id: PostgreSQL's bigint holds at most 19 digits (and no more than 2^63 - 1).
  bigint: (value) => /^\d{1,19}$/.test(value) && BigInt(value) <= 9223372036854775807n,
};

export function encodeCursor(cursor: QueueCursor): string {
  return Buffer.from(JSON.stringify([cursor.queue, cursor.sort, cursor.direction, ...cursor.values])).toString(
    'base64url',
  );
}

/** Reads a cursor back, or refuses it: it must be this queue's, for this sort, with one valid value per key. */
export function decodeCursor(text: string, queue: string, sort: QueueSort, keys: QueueKey[]): QueueCursor {
  let parts: unknown;
  try {
    parts = /^[A-Za-z0-9_-]{1,400}$/.test(text) ? JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) : null;
  } catch {
    parts = null;
  }
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) throw QueuePageException.badCursor();
  const [cursorQueue, cursorSort, direction, ...values] = parts as string[];
  if (cursorQueue !== queue || (direction !== 'after' && direction !== 'before') || values.length !== keys.length)
    throw QueuePageException.badCursor();
  if (cursorSort !== sort) throw QueuePageException.cursorOfOtherSort();
  if (!values.every((value, n) => VALID[keys[n]!.type](value))) throw QueuePageException.badCursor();
  return { queue, sort, direction, values };
}

/** One page of the queue, its total, and the cursors of the pages either side (null at either end). */
export async function queuePage<Row, Item>(
  db: Queryable,
  source: QueueSource,
  filter: QueueFilter<unknown>,
  conditions: QueueConditions,
  toItem: (row: Row) => Item,
): Promise<QueuePage<Item>> {
  const keys = source.keys(filter.sort);
  // A cursor that does not read back is refused before any query runs.
  const cursor = filter.cursor === undefined ? null : decodeCursor(filter.cursor, source.queue, filter.sort, keys);
  const backwards = cursor?.direction === 'before';
  // Reading towards the start of the queue reverses the order, then the page is turned back round.
  const ascending = (filter.sort === 'oldest') !== backwards;
  const { total, rows } = await readQueueRows<Row>(db, {
    source,
    keys,
    q: filter.q,
    conditions,
    from: cursor?.values ?? null,
    ascending,
    limit: filter.limit + 1,
  });
  const more = rows.length > filter.limit;
  const page = rows.slice(0, filter.limit);
  if (backwards) page.reverse();

  const cursorAt = (row: { keys: string[] } | undefined, direction: QueueCursor['direction']) =>
    row ? encodeCursor({ queue: source.queue, sort: filter.sort, direction, values: row.keys }) : null;
  const hasNext = backwards ? cursor !== null : more;
  const hasPrev = backwards ? more : cursor !== null;
  return {
    rows: page.map(({ row }) => toItem(row)),
    total,
    nextCursor: hasNext ? cursorAt(page.at(-1), 'after') : null,
    prevCursor: hasPrev ? cursorAt(page[0], 'before') : null,
  };
}
