// Keeps a process's ResidentIndex in step with the PostgreSQL engine's tables. Every write of
// the index takes the next generation in its transaction and stamps what it writes with it
// (migration 0028); the counter's row lock orders the writers, so once generation G is
// committed, so is everything before it. Before each search one small read asks for the
// generation: unchanged, the resident copy answers as it is; else the rows stamped since are
// read in one snapshot and applied, and a search never answers from an index older than the
// last write committed before it began. After a rebuild, or once a quarter of the ordinals are
// dead (and at least a thousand), the copy is read whole (a rebuild deletes what it does not
// write again).
import type { DataSource, EntityManager } from 'typeorm';
import { type ResidentDocument, ResidentIndex } from './resident-index';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

const META_SQL = `SELECT key, value FROM search_index_meta WHERE key IN ('generation', 'rebuilt')`;

/** The documents written after a generation, with their words as lexemes (space-separated). */
const DOCUMENTS_SQL = `
  SELECT d.venue_id, d.quality_score, d.rating, d.capacity_min, d.capacity_max, d.capacity_theatre,
         d.capacity_cabaret, d.capacity_standing, d.bedrooms_total,
         (extract(epoch FROM d.venue_updated_at) * 1000000)::float8 AS updated_at,
         d.day_rate_pence, d.hour_rate_pence, d.person_rate_pence, d.lat, d.lng, d.city, d.facet_bits,
         array_to_string(tsvector_to_array(w.words), ' ') AS words,
         array_to_string(tsvector_to_array(w.name_words), ' ') AS name_words,
         array_to_string(tsvector_to_array(w.place_words), ' ') AS place_words
    FROM search_documents d JOIN search_words w USING (venue_id)
   WHERE d.generation > $1 AND d.venue_id > $2
   ORDER BY d.venue_id
   LIMIT $3`;

/**
 * Documents read per query: a whole load of 100,000 venues in chunks, so each chunk's rows are
 * garbage before the next arrives (read at once, they held the process at several hundred MB).
 */
const CHUNK = 5_000;

interface DocumentRow {
  venue_id: string;
  quality_score: number;
  rating: number | null;
  capacity_min: number;
  capacity_max: number;
  capacity_theatre: number | null;
  capacity_cabaret: number | null;
  capacity_standing: number | null;
  bedrooms_total: number | null;
  updated_at: number;
  day_rate_pence: number | null;
  hour_rate_pence: number | null;
  person_rate_pence: number | null;
  lat: number | null;
  lng: number | null;
  city: string;
  facet_bits: Buffer;
  words: string;
  name_words: string;
  place_words: string;
}

const lexemes = (text: string) => (text ? text.split(' ') : []);

const toDocument = (row: DocumentRow): ResidentDocument => ({
  id: row.venue_id,
  quality: row.quality_score,
  rating: row.rating,
  capacityMin: row.capacity_min,
  capacityMax: row.capacity_max,
  capacityTheatre: row.capacity_theatre,
  capacityCabaret: row.capacity_cabaret,
  capacityStanding: row.capacity_standing,
  bedroomsTotal: row.bedrooms_total,
  updatedAt: row.updated_at,
  dayRatePence: row.day_rate_pence,
  hourRatePence: row.hour_rate_pence,
  personRatePence: row.person_rate_pence,
  lat: row.lat,
  lng: row.lng,
  city: row.city,
  facetBits: row.facet_bits,
  words: lexemes(row.words),
  nameWords: lexemes(row.name_words),
  placeWords: lexemes(row.place_words),
});

/** The generation the index's tables are at, and the one of the last rebuild. */
export async function indexGeneration(db: Queryable): Promise<{ generation: number; rebuilt: number }> {
  const rows: { key: string; value: string }[] = await db.query(META_SQL);
  const value = (key: string) => Number(rows.find((row) => row.key === key)?.value ?? 0);
  return { generation: value('generation'), rebuilt: value('rebuilt') };
}

/**
 * Takes the next generation for a write of the index (in the writer's transaction: its lock is
 * held until the write commits, so writers commit in the order of their generations).
 */
export async function nextIndexGeneration(tx: Queryable): Promise<number> {
  const [row]: { generation: string }[] = await tx.query(
    `WITH next AS (
       UPDATE search_index_meta SET value = (value::bigint + 1)::text WHERE key = 'generation' RETURNING value
     )
     SELECT value AS generation FROM next`,
  );
  if (!row) throw new Error('search_index_meta has no generation: run `npm run migrate`');
  return Number(row.generation);
}

/** Dead ordinals (venues written again or removed) that make the next catch-up read the copy whole: a quarter, or this many. */
const DEAD_RELOADED = 1_000;

export class ResidentIndexSync {
  private index: ResidentIndex | null = null;
  private generation = -1;
  private catchingUp: Promise<void> | null = null;

  constructor(private readonly db: DataSource) {}

  /** The index with every write committed before this call (one small read when nothing changed). */
  async current(): Promise<ResidentIndex> {
    const { generation } = await indexGeneration(this.db);
    return this.atLeast(generation);
  }

  /**
   * The copy as it stands, without asking the database, and the generation it holds: for a
   * reader that learns the generation in its own statement and calls atLeast() when it was newer.
   */
  held(): { index: ResidentIndex; generation: number } | null {
    return this.index && { index: this.index, generation: this.generation };
  }

  /** The index with every write up to `generation`, read only when the copy is older. */
  async atLeast(generation: number): Promise<ResidentIndex> {
    // A catch-up already under way may have begun before that write: then one more.
    while (!this.index || this.generation < generation) {
      this.catchingUp ??= this.catchUp().finally(() => (this.catchingUp = null));
      await this.catchingUp;
    }
    return this.index;
  }

  private async catchUp(): Promise<void> {
    await this.db.transaction('REPEATABLE READ', async (tx) => {
      const { generation, rebuilt } = await indexGeneration(tx);
      const current = this.index;
      const whole =
        !current || rebuilt > this.generation || current.deadCount > Math.max(DEAD_RELOADED, current.size / 4);
      const since = whole ? -1 : this.generation;
      const removed: { venue_id: string }[] = whole
        ? []
        : await tx.query('SELECT venue_id FROM search_removals WHERE generation > $1', [since]);
      const words: { word: string }[] = await tx.query('SELECT word FROM search_vocabulary WHERE generation > $1', [
        since,
      ]);
      // A whole load fills a new copy chunk by chunk and swaps it in; changes are applied to the
      // live copy at once, after every chunk is read. Either way searches wait for the catch-up
      // (current()), and none sees half of it.
      const index = whole ? new ResidentIndex() : current;
      const changed: ResidentDocument[] = [];
      const read = (after: string): Promise<DocumentRow[]> => tx.query(DOCUMENTS_SQL, [since, after, CHUNK]);
      let chunk = read('00000000-0000-0000-0000-000000000000');
      for (;;) {
        const rows = await chunk;
        // The database reads the next chunk while this one is taken in.
        if (rows.length === CHUNK) chunk = read(rows.at(-1)!.venue_id);
        if (whole) index.apply(rows.map(toDocument));
        else changed.push(...rows.map(toDocument));
        if (rows.length < CHUNK) break;
      }
      index.addVocabulary(words.map((row) => row.word));
      index.apply(
        changed,
        removed.map((row) => row.venue_id),
      );
      if (whole) index.trim();
      this.index = index;
      this.generation = generation;
    });
  }
}
