// Queries on the PostgreSQL engine's documents, and nothing else: search_documents (what filters,
// sorts and facet counts read), search_words, search_document_details (the cards),
// search_name_prefixes (the type-ahead's word-starts) and search_removals. The engine
// (postgres-search-engine.ts) decides what to write and when; the resident copy
// (resident-index-sync.ts) reads back what was written. The SQL is tuned for its plans: change it
// only with the plan in view (EXPLAIN at 100,000 venues, `npm run bench:search`).
import type { DataSource, EntityManager } from 'typeorm';
import type { FacetName, VenueCard } from '@venue-finder/contract';
import type { FacetLayout } from './facet-bits';
import type { SimilarTo } from './search-engine';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** What filters, sorts and facet counts read: the search_documents row. */
const DOCUMENT_COLUMNS = [
  ['venue_id', 'uuid'],
  ['quality_score', 'integer'],
  ['capacity_min', 'integer'],
  ['capacity_max', 'integer'],
  ['capacity_theatre', 'integer'],
  ['capacity_cabaret', 'integer'],
  ['capacity_standing', 'integer'],
  ['bedrooms_total', 'integer'],
  ['venue_updated_at', 'timestamptz'],
  ['day_rate_pence', 'integer'],
  ['hour_rate_pence', 'integer'],
  ['person_rate_pence', 'integer'],
  ['rating', 'real'],
  ['lat', 'double precision'],
  ['lng', 'double precision'],
  ['city', 'text'],
  ['facet_bits', 'text'], // hex, decoded to bytea when stored
  ['keeps_calendar', 'boolean'],
  ['taken_days', 'integer[]'],
] as const;

/**
 * What word search matches and ranks: the search_words row. Normalised text (query-words.ts),
 * made word vectors without positions when stored (stemmed, stop words gone).
 */
const WORD_COLUMNS = [
  ['words', 'text'],
  ['name_words', 'text'],
  ['place_words', 'text'],
  ['feature_words', 'text'],
] as const;

/** What is read for the page's cards and the type-ahead's names: the search_document_details row. */
const DETAIL_COLUMNS = [
  ['slug', 'text'],
  ['name', 'text'],
  ['card', 'jsonb'],
] as const;

/** One document as written: its search_documents, search_words and search_document_details columns. */
export type SearchDocumentRow = Record<
  (typeof DOCUMENT_COLUMNS)[number][0] | (typeof WORD_COLUMNS)[number][0] | (typeof DETAIL_COLUMNS)[number][0],
  unknown
>;

const DOCUMENT_NAMES = DOCUMENT_COLUMNS.map(([name]) => name);
const DETAIL_NAMES = DETAIL_COLUMNS.map(([name]) => name);
const WORD_NAMES = WORD_COLUMNS.map(([name]) => name);
const RECORD = [...DOCUMENT_COLUMNS, ...WORD_COLUMNS, ...DETAIL_COLUMNS]
  .map(([name, type]) => `${name} ${type}`)
  .join(', ');
const DOCUMENT_VALUES = DOCUMENT_NAMES.map((c) => (c === 'facet_bits' ? `decode(d.${c}, 'hex') AS ${c}` : `d.${c}`));
const WORD_VALUES = WORD_NAMES.map((c) => `strip(to_tsvector('english', d.${c})) AS ${c}`);
const updates = (columns: string[]) => columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ');
const tuple = (alias: string, columns: string[]) => `(${columns.map((c) => `${alias}.${c}`).join(', ')})`;

/**
 * The three rows of each document in one statement, returning the venues whose documents were
 * written. A document is written, and stamped with the write's generation, only where it is new
 * or differs from the stored one (so a rebuild of an index that is current stamps almost
 * nothing, and the resident copies read only what changed); an older version of a venue never
 * replaces a newer one, whatever order messages arrive in. In a rebuild ($3, the generation it
 * began at), a venue removed since it began is not written back from what it read before. The
 * details (the card) are rewritten where they differ and the document is this one or older.
 */
const UPSERT_SQL = `
  WITH d AS (
    SELECT ${DOCUMENT_VALUES.join(', ')}, ${WORD_VALUES.join(', ')}, ${DETAIL_NAMES.map((c) => `d.${c}`).join(', ')}
      FROM jsonb_to_recordset($1::jsonb) AS d(${RECORD})
  ),
  changed AS (
    SELECT d.* FROM d
      LEFT JOIN search_documents s USING (venue_id)
      LEFT JOIN search_words w USING (venue_id)
     WHERE ($3::bigint IS NULL OR NOT EXISTS (
             SELECT 1 FROM search_removals r WHERE r.venue_id = d.venue_id AND r.generation > $3))
       AND (s.venue_id IS NULL
            OR s.venue_updated_at <= d.venue_updated_at
               AND (${tuple('s', DOCUMENT_NAMES.slice(1))} IS DISTINCT FROM ${tuple('d', DOCUMENT_NAMES.slice(1))}
                    OR ${tuple('w', WORD_NAMES)} IS DISTINCT FROM ${tuple('d', WORD_NAMES)}))
  ),
  written AS (
    INSERT INTO search_documents (${DOCUMENT_NAMES.join(', ')}, indexed_at, generation)
    SELECT ${DOCUMENT_NAMES.join(', ')}, $4::timestamptz, $2 FROM changed
    ON CONFLICT (venue_id) DO UPDATE SET ${updates([...DOCUMENT_NAMES.slice(1), 'indexed_at', 'generation'])}
    WHERE search_documents.venue_updated_at <= EXCLUDED.venue_updated_at
    RETURNING venue_id
  ),
  word_rows AS (
    INSERT INTO search_words (venue_id, ${WORD_NAMES.join(', ')})
    SELECT venue_id, ${WORD_NAMES.join(', ')} FROM changed JOIN written USING (venue_id)
    ON CONFLICT (venue_id) DO UPDATE SET ${updates(WORD_NAMES)}
  ),
  detail_rows AS (
    INSERT INTO search_document_details (venue_id, ${DETAIL_NAMES.join(', ')})
    SELECT d.venue_id, ${DETAIL_NAMES.map((c) => `d.${c}`).join(', ')} FROM d
     WHERE d.venue_id IN (SELECT venue_id FROM written)
        OR EXISTS (SELECT 1 FROM search_documents s
                    WHERE s.venue_id = d.venue_id AND s.venue_updated_at <= d.venue_updated_at)
    ON CONFLICT (venue_id) DO UPDATE SET ${updates(DETAIL_NAMES)}
    WHERE ${tuple('search_document_details', DETAIL_NAMES)} IS DISTINCT FROM ${tuple('EXCLUDED', DETAIL_NAMES)}
  )
  SELECT venue_id FROM written`;

/**
 * The documents' facet bits in the layout a rebuild builds beside the live one (facet_bits_next),
 * written with every write while it does, from this version of the venue or a newer one only.
 */
const NEXT_BITS_SQL = `
  UPDATE search_documents s SET facet_bits_next = decode(d.bits, 'hex')
    FROM jsonb_to_recordset($1::jsonb) AS d(venue_id uuid, bits text, venue_updated_at timestamptz)
   WHERE s.venue_id = d.venue_id AND s.venue_updated_at <= d.venue_updated_at
     AND s.facet_bits_next IS DISTINCT FROM decode(d.bits, 'hex')`;

/** Bind parameters, numbered as they are added: only values from this codebase reach the SQL text. */
class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The venue has at least one of the facet values (tested on its facet bits in the live layout, facet-bits.ts). */
function anyOf(layout: FacetLayout, facet: FacetName, values: readonly string[]): string {
  const bits = values.flatMap((value) => layout.bit(facet, value) ?? []);
  return `(${['false', ...bits.map((bit) => `get_bit(facet_bits, ${bit}) = 1`)].join(' OR ')})`;
}

/** The documents written after a generation, with their words as lexemes (space-separated). */
const READ_SQL = `
  SELECT d.venue_id, d.quality_score, d.rating, d.capacity_min, d.capacity_max, d.capacity_theatre,
         d.capacity_cabaret, d.capacity_standing, d.bedrooms_total,
         (extract(epoch FROM d.venue_updated_at) * 1000000)::float8 AS updated_at,
         d.day_rate_pence, d.hour_rate_pence, d.person_rate_pence, d.lat, d.lng, d.city, d.facet_bits,
         d.keeps_calendar, d.taken_days,
         array_to_string(tsvector_to_array(w.words), ' ') AS words,
         array_to_string(tsvector_to_array(w.name_words), ' ') AS name_words,
         array_to_string(tsvector_to_array(w.place_words), ' ') AS place_words,
         array_to_string(tsvector_to_array(w.feature_words), ' ') AS feature_words
    FROM search_documents d JOIN search_words w USING (venue_id)
   WHERE d.generation > $1 AND d.venue_id > $2
   ORDER BY d.venue_id
   LIMIT $3`;

/** A document as the resident copy reads it back (READ_SQL): its words as lexemes, space-separated. */
export interface IndexedDocumentRow {
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
  keeps_calendar: boolean;
  taken_days: number[];
  words: string;
  name_words: string;
  place_words: string;
  feature_words: string;
}

/** A document's facet bits in the layout a rebuild builds beside the live one (NEXT_BITS_SQL). */
export interface NextBitsRow {
  venue_id: string;
  bits: string;
  venue_updated_at: string;
}

export class SearchDocumentsRepository {
  /**
   * Writes the documents' rows (UPSERT_SQL) stamped with `generation` and indexed at `now` (the
   * writer's clock, never the database's); answers the venues whose documents were written.
   */
  async upsert(
    tx: Queryable,
    rows: SearchDocumentRow[],
    generation: number,
    rebuildFrom: number | null,
    now: Date,
  ): Promise<string[]> {
    const written: { venue_id: string }[] = await tx.query(UPSERT_SQL, [
      JSON.stringify(rows),
      generation,
      rebuildFrom,
      now,
    ]);
    return written.map((row) => row.venue_id);
  }

  /** Writes the documents' bits in the layout built beside the live one (NEXT_BITS_SQL). */
  async writeNextBits(tx: Queryable, bits: NextBitsRow[]): Promise<void> {
    await tx.query(NEXT_BITS_SQL, [JSON.stringify(bits)]);
  }

  /** Removes the documents, recording each removal; with `writtenBy`, only those stamped no later. */
  async remove(tx: Queryable, generation: number, ids: string[], writtenBy: number | null): Promise<void> {
    await tx.query(
      `WITH gone AS (
         DELETE FROM search_documents
          WHERE venue_id = ANY($1::uuid[]) AND ($3::bigint IS NULL OR generation <= $3)
          RETURNING venue_id)
       INSERT INTO search_removals (venue_id, generation)
       SELECT venue_id, $2::bigint FROM gone
        UNION SELECT unnest($1::uuid[]), $2::bigint WHERE $3::bigint IS NULL
       ON CONFLICT (venue_id) DO UPDATE SET generation = EXCLUDED.generation`,
      [ids, generation, writtenBy],
    );
  }

  /** The venues whose documents were stamped at `generation` or before. */
  async stampedBy(db: Queryable, generation: number): Promise<string[]> {
    const stamped: { venue_id: string }[] = await db.query(
      'SELECT venue_id FROM search_documents WHERE generation <= $1',
      [generation],
    );
    return stamped.map((row) => row.venue_id);
  }

  /** Forgets the bits of a layout an earlier, unfinished rebuild built beside the live one. */
  async clearNextBits(tx: Queryable): Promise<void> {
    await tx.query('UPDATE search_documents SET facet_bits_next = NULL WHERE facet_bits_next IS NOT NULL');
  }

  /** How many documents lack the bits of the layout built beside the live one. */
  async countLackingNextBits(tx: Queryable): Promise<number> {
    const [{ missing }]: { missing: string }[] = await tx.query(
      'SELECT count(*) AS missing FROM search_documents WHERE facet_bits_next IS NULL',
    );
    return Number(missing);
  }

  /** Makes the bits built beside the live ones the live ones. */
  async switchToNextBits(tx: Queryable): Promise<void> {
    await tx.query('UPDATE search_documents SET facet_bits = facet_bits_next, facet_bits_next = NULL');
  }

  /** How many documents the index holds. */
  async count(db: Queryable): Promise<number> {
    const [row]: { n: string }[] = await db.query('SELECT count(*) AS n FROM search_documents');
    return Number(row!.n);
  }

  /** The cards of the venues by id, in no order; a venue not indexed has none. */
  async cardsById(db: Queryable, ids: string[]): Promise<{ venue_id: string; card: VenueCard }[]> {
    return db.query('SELECT venue_id, card FROM search_document_details WHERE venue_id = ANY($1::uuid[])', [ids]);
  }

  /** The cards of the venues with one of the ids or slugs, in no order. */
  async cardsByIdOrSlug(db: Queryable, ids: string[], slugs: string[]): Promise<VenueCard[]> {
    const rows: { card: VenueCard }[] = await db.query(
      'SELECT card FROM search_document_details WHERE venue_id = ANY($1::uuid[]) OR slug = ANY($2::text[])',
      [ids, slugs],
    );
    return rows.map((r) => r.card);
  }

  /** The cards of the venues most like `to`, best first, its category read in `layout`. */
  async similar(db: Queryable, to: SimilarTo, limit: number, layout: FacetLayout): Promise<VenueCard[]> {
    const params = new SqlParams();
    const id = params.add(to.id);
    const city = params.add(to.city);
    const min = params.add(to.capacityMin);
    const max = params.add(to.capacityMax);
    const distance = to.geo
      ? `(earth_point <-> ll_to_earth(${params.add(to.geo.lat)}, ${params.add(to.geo.lng)}))`
      : '0';
    // The best few are chosen on the narrow rows, then only their cards are read.
    const order = 'same_city DESC, fits DESC, same_kind DESC, distance ASC NULLS LAST, quality_score DESC, venue_id';
    const rows: { card: VenueCard }[] = await db.query(
      `SELECT t.card
         FROM (SELECT venue_id, city = ${city} AS same_city,
                      capacity_max >= ${min} AND capacity_min <= ${max} AS fits,
                      ${anyOf(layout, 'category', to.categories)} AS same_kind,
                      ${distance} AS distance, quality_score
                 FROM search_documents
                WHERE venue_id <> ${id}
                ORDER BY ${order} LIMIT ${params.add(limit)}) best
         JOIN search_document_details t USING (venue_id)
        ORDER BY ${order}`,
      params.values,
    );
    return rows.map((r) => r.card);
  }

  /** Up to `limit` documents stamped after generation `since`, of venues after `after`, in venue order (READ_SQL). */
  async writtenSince(db: Queryable, since: number, after: string, limit: number): Promise<IndexedDocumentRow[]> {
    return db.query(READ_SQL, [since, after, limit]);
  }

  /** The venues removed after generation `since`. */
  async removedSince(db: Queryable, since: number): Promise<string[]> {
    const rows: { venue_id: string }[] = await db.query('SELECT venue_id FROM search_removals WHERE generation > $1', [
      since,
    ]);
    return rows.map((row) => row.venue_id);
  }
}
