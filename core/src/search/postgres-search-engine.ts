// The PostgreSQL search engine (embedded default): full text with English stemming and
// unaccent, a vocabulary for typos and completions, exact facet counts — all in the one
// database. The indexer owns the index's tables and writes them in transactions, each with the
// next generation; they are the index of record. A process that searches answers from a copy
// resident in its memory (resident-index.ts), brought up to date with the rows written since
// before each search (resident-index-sync.ts), and reads from the database only the page's 20
// cards (search_document_details). The type-ahead, similar venues and cards by id still ask
// the tables directly: each is one indexed read.
import { setImmediate } from 'node:timers/promises';
import type { DataSource, EntityManager } from 'typeorm';
import { chordToKm } from './earthdistance';
import { FACET_LAYOUT, type FacetLayout } from './facet-bits';
import { type QueryTerm, documentWords, fewerTerms, nameKey, nameSuffixes, queryTerms } from './query-words';
import { type LexemeTerm, type ResidentHit, type ResidentIndex, type ResolvedTerm, toLexemes } from './resident-index';
import { type IndexWriteOptions, ResidentIndexSync, indexGeneration, writeIndex } from './resident-index-sync';
import { cardsInRequestedOrder } from '../venues/venue-card';
import type { SearchDocument } from './search-document';
import { IndexLayoutGate, STALE_LAYOUT_DETAIL } from './search-index-layout';
import { recordLiveLayout, recordNextLayout, storedFacetLayouts } from './stored-facet-layout';
import type {
  SearchEngine,
  SearchEngineHealth,
  SimilarTo,
  VenueSearchQuery,
  VenueSearchResult,
  VenueSuggestion,
} from './search-engine';
import { type FacetName, type VenueCard, cityNamedBy, placeNamedAt } from '@venue-finder/contract';
import { findTransportStop } from '../geo/transport-stops';

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

type DocumentRow = Record<
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
    SELECT ${DOCUMENT_NAMES.join(', ')}, now(), $2 FROM changed
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
 * Words of the documents the vocabulary lacks, in order, with the write's generation. Words of
 * venues gone or changed stay until pruneVocabulary() (PRUNE_SQL) removes them.
 */
const VOCABULARY_SQL = `
  INSERT INTO search_vocabulary (word, generation)
  SELECT DISTINCT unnest($1::text[]), $2::bigint ORDER BY 1 ON CONFLICT DO NOTHING`;

/**
 * The documents' facet bits in the layout a rebuild builds beside the live one (facet_bits_next),
 * written with every write while it does, from this version of the venue or a newer one only.
 */
const NEXT_BITS_SQL = `
  UPDATE search_documents s SET facet_bits_next = decode(d.bits, 'hex')
    FROM jsonb_to_recordset($1::jsonb) AS d(venue_id uuid, bits text, venue_updated_at timestamptz)
   WHERE s.venue_id = d.venue_id AND s.venue_updated_at <= d.venue_updated_at
     AND s.facet_bits_next IS DISTINCT FROM decode(d.bits, 'hex')`;

/**
 * The vocabulary's words no document holds: a word is held when its lexeme (as to_tsvector
 * stems it; a stop word has none and is kept) is among some document's words. One pass over
 * every document's words, read outside the generation's lock.
 */
const GHOSTS_SQL = `
  WITH held AS (SELECT DISTINCT unnest(tsvector_to_array(words)) AS lexeme FROM search_words)
  SELECT v.word FROM search_vocabulary v
   WHERE EXISTS (SELECT 1 FROM unnest(tsvector_to_array(to_tsvector('english', v.word))) AS l(lexeme)
                  WHERE l.lexeme NOT IN (SELECT lexeme FROM held))`;

/**
 * Removes the ghosts ($1, found as of generation $2) but those a document written since holds,
 * recording each with the write's generation ($3) for the resident copies.
 */
const PRUNE_SQL = `
  WITH recent AS (
    SELECT DISTINCT unnest(tsvector_to_array(w.words)) AS lexeme
      FROM search_documents d JOIN search_words w USING (venue_id)
     WHERE d.generation > $2
  ),
  gone AS (
    DELETE FROM search_vocabulary v
     WHERE v.word = ANY($1::text[])
       AND EXISTS (SELECT 1 FROM unnest(tsvector_to_array(to_tsvector('english', v.word))) AS l(lexeme)
                    WHERE l.lexeme NOT IN (SELECT lexeme FROM recent))
    RETURNING v.word
  )
  INSERT INTO search_vocabulary_removals (word, generation)
  SELECT word, $3::bigint FROM gone
  ON CONFLICT (word) DO UPDATE SET generation = EXCLUDED.generation
  RETURNING word`;

/** Each word as the index stems it (to_tsvector's lexemes, space-separated; none for a stop word). */
const STEM_SQL = `
  SELECT w AS word, array_to_string(tsvector_to_array(to_tsvector('english', w)), ' ') AS lexemes
    FROM unnest($1::text[]) AS w`;
/** Stems kept per process: the words planners type and the vocabulary's, far fewer than this. */
const STEMS_KEPT = 50_000;

/**
 * Rewrites the word-starts of the documents' names (search_name_prefixes), each as nameKey
 * spells it (query-words.ts, nameSuffixes): $1 the venues written, then one row per word-start.
 */
const NAME_PREFIXES_SQL = `
  WITH gone AS (DELETE FROM search_name_prefixes WHERE venue_id = ANY($1::uuid[]))
  INSERT INTO search_name_prefixes (venue_id, word_index, suffix, quality_score)
  SELECT * FROM unnest($2::uuid[], $3::smallint[], $4::text[], $5::integer[])
  ON CONFLICT (venue_id, word_index) DO UPDATE SET suffix = EXCLUDED.suffix, quality_score = EXCLUDED.quality_score`;

/** Names that start with the text (tier 0), then names with a later word that does (tier 1). */
function nameTiers(needle: string, tier: number): string {
  return `
    (SELECT venue_id, ${tier} AS tier, quality_score AS quality FROM search_name_prefixes
      WHERE suffix LIKE ${needle} || '%' AND word_index = 0
      ORDER BY quality_score DESC, venue_id LIMIT $2)
    UNION ALL
    (SELECT venue_id, ${tier + 1}, max(quality_score) FROM search_name_prefixes
      WHERE suffix LIKE ${needle} || '%' AND word_index > 0
      GROUP BY venue_id ORDER BY max(quality_score) DESC, venue_id LIMIT $2)`;
}

/**
 * The whole type-ahead in one statement: the tiers of the text as typed ($1), then of its
 * spelling ($3; none when null), best first, each reading only its own index, with the venues'
 * names; and the index's generation, which tells the caller whether the spelling came from a
 * current vocabulary. A venue may be in several tiers, so each reads $2 (the limit): with fewer
 * than $2 venues taken before it, a tier still has enough that are new, and suggest() drops the
 * repeats. The text comes as names are stored (nameKey) and is inlined so the planner uses the
 * suffix index.
 */
const SUGGEST_SQL = `
  SELECT meta.value::bigint AS generation, s.tier, s.venue_id AS id, s.slug, s.name, s.city
    FROM search_index_meta meta
    LEFT JOIN (
      SELECT t.tier, t.quality, venue_id, dd.slug, dd.name, d.city
        FROM (${nameTiers('$1', 0)}
              UNION ALL ${nameTiers('$3', 2)}) t
        JOIN search_document_details dd USING (venue_id)
        JOIN search_documents d USING (venue_id)
    ) s ON true
   WHERE meta.key = 'generation'
   ORDER BY s.tier, s.quality DESC, s.venue_id`;

/** Documents a rebuild writes in one transaction: the longest a live change waits for the counter's lock. */
const REBUILD_WRITE = 250;

/** Typos are forgiven from this many characters: shorter text matches almost anything. */
const TYPO_MIN_CHARS = 4;

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * The terms with the places they name (contract's PLACES_NAMED_LIKE_CITIES): "liverpool street"
 * is the London station, so its words name no city and venues near the station rank first.
 */
function placesNamed(typed: readonly QueryTerm[], terms: LexemeTerm[]): LexemeTerm[] {
  const keys = typed.map((term) => term.text);
  const named = [...terms];
  keys.forEach((_, i) => {
    const place = placeNamedAt(keys, i);
    const stop = place && findTransportStop(place.city, place.stop);
    if (!place || !stop) return;
    place.words.forEach((_, j) => (named[i + j] = { ...named[i + j]!, cities: [] }));
    named[i] = { ...named[i]!, places: [{ lat: stop.lat, lng: stop.lng }] };
  });
  return named;
}

/** NAME_PREFIXES_SQL's parameters for the written documents: their ids, then their word-starts' columns. */
function namePrefixRows(documents: SearchDocument[], written: { venue_id: string }[]): unknown[] {
  const ids = new Set(written.map((row) => row.venue_id));
  const columns: [string[], number[], string[], number[]] = [[], [], [], []];
  for (const doc of documents) {
    if (!ids.has(doc.id)) continue;
    ids.delete(doc.id);
    nameSuffixes(doc.name).forEach((suffix, i) => {
      columns[0].push(doc.id);
      columns[1].push(i);
      columns[2].push(suffix);
      columns[3].push(doc.quality_score);
    });
  }
  return [written.map((row) => row.venue_id), ...columns];
}

export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const;

  /** Searches are refused only while the stored layout cannot be read back (stored-facet-layout.ts). */
  private readonly layout = new IndexLayoutGate(async () => (await storedFacetLayouts(this.db)).live === null);

  private readonly resident: ResidentIndexSync;
  /** Words as the index stems them, asked of the database once per process. */
  private readonly stems = new Map<string, string[]>();

  constructor(
    private readonly db: DataSource,
    private readonly writes: IndexWriteOptions = {},
  ) {
    this.resident = new ResidentIndexSync(db);
  }

  /** Reads the resident copy of the index: about 5 s at 100,000 venues, better at start than in a search. */
  async warmUp(): Promise<void> {
    await this.resident.current();
  }

  /** The resident copy as this process holds it (for measuring it), read first when it is not yet. */
  async residentIndex(): Promise<ResidentIndex> {
    return this.resident.current();
  }

  /**
   * True when the stored index was built with another facet-bit layout than this code's: a
   * rebuild builds this code's beside it, while searches go on from the stored one.
   */
  async needsRebuild(): Promise<boolean> {
    return (await storedFacetLayouts(this.db)).live?.fingerprint !== FACET_LAYOUT.fingerprint;
  }

  async upsert(documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await writeIndex(this.db, (tx, generation) => this.write(documents, tx, generation, null), this.writes);
  }

  /**
   * The documents' rows, stamped with the write's generation (resident-index-sync.ts) where they
   * changed; in a rebuild, `rebuildFrom` is the generation it began at (UPSERT_SQL).
   */
  private async write(
    documents: SearchDocument[],
    tx: Queryable,
    generation: number,
    rebuildFrom: number | null,
  ): Promise<void> {
    // Read under the generation's lock: a rebuild that starts building a layout beside the
    // live one takes it too, so every write after it writes that layout as well.
    const layouts = await storedFacetLayouts(tx);
    const live = layouts.live ?? FACET_LAYOUT;
    const rows = documents.map((doc): DocumentRow => ({
      venue_id: doc.id,
      quality_score: doc.quality_score,
      capacity_min: doc.capacity_min,
      capacity_max: doc.capacity_max,
      capacity_theatre: doc.capacity_theatre,
      capacity_cabaret: doc.capacity_cabaret,
      capacity_standing: doc.capacity_standing,
      bedrooms_total: doc.bedrooms_total,
      venue_updated_at: doc.updated_at,
      day_rate_pence: doc.day_rate_pence,
      hour_rate_pence: doc.hour_rate_pence,
      person_rate_pence: doc.person_rate_pence,
      rating: doc.rating,
      lat: doc.geo?.lat ?? null,
      lng: doc.geo?.lng ?? null,
      city: doc.city,
      facet_bits: live.encode(doc).toString('hex'),
      keeps_calendar: doc.keeps_calendar,
      taken_days: doc.taken_days,
      words: documentWords(`${doc.name} ${doc.place_text} ${doc.search_text} ${doc.description}`),
      name_words: documentWords(doc.name),
      place_words: documentWords(doc.place_text),
      feature_words: documentWords(doc.search_text),
      slug: doc.slug,
      name: doc.name,
      card: doc.card,
    }));
    const written: { venue_id: string }[] = await tx.query(UPSERT_SQL, [JSON.stringify(rows), generation, rebuildFrom]);
    if (written.length > 0) await tx.query(NAME_PREFIXES_SQL, namePrefixRows(documents, written));
    const next = layouts.next;
    if (next) {
      const bits = documents.map((doc) => ({
        venue_id: doc.id,
        bits: next.encode(doc).toString('hex'),
        venue_updated_at: doc.updated_at,
      }));
      await tx.query(NEXT_BITS_SQL, [JSON.stringify(bits)]);
    }
    await tx.query(VOCABULARY_SQL, [[...new Set(rows.flatMap((row) => (row.words as string).split(' ')))], generation]);
  }

  /**
   * Removes from the vocabulary the words no document holds any more (venues gone or changed),
   * so typo corrections and the type-ahead's spelling never steer to a word that finds nothing;
   * returns how many. The pass over every document's words runs outside the generation's lock
   * (about a second at 100,000 venues); the removal is one short write. Run by the indexer now and
   * then and after each rebuild.
   */
  async pruneVocabulary(): Promise<number> {
    const since = await indexGeneration(this.db);
    const ghosts: { word: string }[] = await this.db.query(GHOSTS_SQL);
    if (ghosts.length === 0) return 0;
    const words = ghosts.map((row) => row.word);
    const pruned: unknown[] = await writeIndex(
      this.db,
      (tx, generation) => tx.query(PRUNE_SQL, [words, since, generation]),
      this.writes,
    );
    return pruned.length;
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await writeIndex(this.db, (tx, generation) => this.removeWith(tx, generation, ids, null), this.writes);
  }

  /** Removes the documents, recording each removal; with `writtenBy`, only those stamped no later. */
  private async removeWith(tx: Queryable, generation: number, ids: string[], writtenBy: number | null): Promise<void> {
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

  /**
   * Answered by the resident index. Every term must match; when nothing does, filler words and
   * then the rarest terms are dropped and the search run again (query-words.ts, rule 4). Then
   * only the page's 20 cards are read.
   *
   * Trying fewer words counts matches (ResidentIndex.count: no ranking, no facets) and lets the
   * event loop turn between counts: done in one go, a long query with a word no venue has held
   * the loop for 100-170 ms at 300,000 venues (#45 allows 50).
   */
  async search(query: VenueSearchQuery): Promise<VenueSearchResult> {
    await this.layout.assertCurrent();
    const index = await this.resident.current();
    const typed = queryTerms(query.q ?? '');
    const lexemes = placesNamed(typed, await this.lexemes(index.resolve(typed)));
    let found = index.search(query, lexemes);
    if (found.total === 0 && lexemes.length > 1) {
      const terms = typed.map((term, i) => ({ ...term, lexemes: lexemes[i]! }));
      const attempts = await fewerTerms(terms, async (each) => {
        const counts: number[] = [];
        for (const term of each) {
          await setImmediate();
          counts.push(index.count(query, [term.lexemes]));
        }
        return counts;
      });
      // Facets are counted once, for the attempt that finds venues.
      for (const attempt of attempts) {
        const kept = attempt.map((term) => term.lexemes);
        await setImmediate();
        if (index.count(query, kept) === 0) continue;
        await setImmediate();
        found = index.search(query, kept);
        break;
      }
    }
    const result: VenueSearchResult = { items: await this.pageCards(found.hits), total: found.total };
    if (found.facets) result.facets = found.facets;
    return result;
  }

  /** The resolved terms in the index's lexemes, stemming words not seen before in one query. */
  private async lexemes(terms: ResolvedTerm[]): Promise<LexemeTerm[]> {
    const words = new Set(
      terms.flatMap((term) => [
        ...[term.own, term.synonyms, term.typos].flat(2),
        ...(term.prefix ? [term.prefix] : []),
      ]),
    );
    const unseen = [...words].filter((word) => !this.stems.has(word));
    if (unseen.length > 0) {
      const rows: { word: string; lexemes: string }[] = await this.db.query(STEM_SQL, [unseen]);
      if (this.stems.size + rows.length > STEMS_KEPT) this.stems.clear();
      for (const row of rows) this.stems.set(row.word, row.lexemes ? row.lexemes.split(' ') : []);
    }
    return terms.map((term) => toLexemes(term, (word) => this.stems.get(word) ?? [], cityNamedBy));
  }

  /** The page's cards in its order, each with its distance near a point. */
  private async pageCards(hits: ResidentHit[]): Promise<VenueCard[]> {
    if (hits.length === 0) return [];
    const rows: { venue_id: string; card: VenueCard }[] = await this.db.query(
      'SELECT venue_id, card FROM search_document_details WHERE venue_id = ANY($1::uuid[])',
      [hits.map((hit) => hit.id)],
    );
    const cards = new Map(rows.map((row) => [row.venue_id, row.card]));
    // A venue removed since the page was chosen is left out.
    return hits.flatMap(({ id, chord, availability }) => {
      const card = cards.get(id);
      if (!card) return [];
      return [
        {
          ...card,
          ...(chord === null ? {} : { distance_km: chordToKm(chord) }),
          ...(availability ? { availability } : {}),
        },
      ];
    });
  }

  async cards(idsOrSlugs: string[]): Promise<VenueCard[]> {
    if (idsOrSlugs.length === 0) return [];
    const ids = idsOrSlugs.filter((v) => UUID.test(v)).map((v) => v.toLowerCase());
    const slugs = idsOrSlugs.map((v) => v.toLowerCase());
    const rows: { card: VenueCard }[] = await this.db.query(
      'SELECT card FROM search_document_details WHERE venue_id = ANY($1::uuid[]) OR slug = ANY($2::text[])',
      [ids, slugs],
    );
    return cardsInRequestedOrder(
      rows.map((r) => r.card),
      idsOrSlugs,
    );
  }

  /**
   * Names that start with the text, or have a word that does; then the same with the text's
   * words spelt as the vocabulary has them ("chpter ho" → "chapter ho"). One statement: the
   * spelling comes from the resident copy as it is held, and is worked out again only when the
   * statement shows the index has moved on since and the text as typed did not fill the list.
   * (A trigram comparison with every name used to follow: 50-220 ms at 100,000 venues, for text
   * no word explains.)
   */
  async suggest(text: string, limit: number): Promise<VenueSuggestion[]> {
    // Compared as names are stored (nameKey): letters and digits only, so nothing is a LIKE pattern.
    const needle = nameKey(text);
    if (!needle || limit <= 0) return [];
    // Below TYPO_MIN_CHARS, typos are not guessed at: two letters match almost anything.
    const guessesTypos = needle.length >= TYPO_MIN_CHARS;
    if (guessesTypos && !this.resident.held()) await this.resident.current();
    let held = guessesTypos ? this.resident.held() : null;
    for (;;) {
      const spelt = held && this.spelling(held.index, needle, /\s$/.test(text));
      const rows: (VenueSuggestion & { generation: string; tier: number | null; id: string | null })[] =
        await this.db.query(SUGGEST_SQL, [needle, limit, spelt]);
      const suggestions: VenueSuggestion[] = [];
      const taken = new Set<string>();
      let asTyped = 0;
      for (const { tier, id, slug, name, city } of rows) {
        if (suggestions.length === limit) break;
        if (id === null || taken.has(id)) continue;
        taken.add(id);
        suggestions.push({ id, slug, name, city });
        if (tier! < 2) asTyped += 1;
      }
      const generation = Number(rows[0]?.generation ?? 0);
      if (!held || generation <= held.generation || asTyped === limit) return suggestions;
      const before = held.generation;
      await this.resident.atLeast(generation);
      held = this.resident.held();
      // A copy switching to a new facet layout answers as it is until the new one is read.
      if (!held || held.generation === before) return suggestions;
    }
  }

  /** The text spelt as the vocabulary has it, or null when that changes nothing worth asking. */
  private spelling(index: ResidentIndex, needle: string, wordsComplete: boolean): string | null {
    const spelt = this.spell(index, needle, wordsComplete);
    return spelt.length >= TYPO_MIN_CHARS && spelt !== needle ? spelt : null;
  }

  /** The text's words (nameKey) as the vocabulary spells them (ResidentIndex.spell), words it cannot explain left out. */
  private spell(index: ResidentIndex, needle: string, wordsComplete: boolean): string {
    const words = needle.split(' ');
    return words
      .flatMap((word, i) => {
        const last = i === words.length - 1 && !wordsComplete;
        const spelt = index.spell(word, last);
        // A word no venue's name or text explains is left out ("th hidden" → "hidden"), but for
        // the last one, which may still become one.
        // A word of no venue may be words run together ("maryleboneloft", "wrenboard").
        if (spelt === null) return index.split(word) ?? (last ? [word] : []);
        return [spelt];
      })
      .join(' ');
  }

  async similar(to: SimilarTo, limit: number): Promise<VenueCard[]> {
    // The shared-category tier reads the facet bits too.
    await this.layout.assertCurrent();
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
    const layout = (await storedFacetLayouts(this.db)).live ?? FACET_LAYOUT;
    const rows: { card: VenueCard }[] = await this.db.query(
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

  /**
   * Rewrites the index from `batches` while it stays live: each batch is one short write like the
   * indexer's (the counter's lock held for REBUILD_WRITE documents at a time, never for the
   * whole rebuild), stamping only the documents that changed, so live changes keep reaching
   * search in between and the resident copies catch up with the few that differ. A change the
   * indexer writes meanwhile is never overwritten by an older read (UPSERT_SQL). Last, the
   * documents the rebuild did not write and nothing wrote since it began (venues no longer
   * published) are removed, and the facet layout is recorded.
   *
   * When the stored layout is another than `layout` (the code's: a city, category, chain,
   * facility or tier added or gone), the new layout's bits are built beside the live ones
   * (facet_bits_next, written by the rebuild and by every write while it runs), searches being
   * answered from the live layout meanwhile; once every document has them, one short write
   * switches: the new bits become the live ones and the new layout is recorded, and each
   * process's resident copy reads itself afresh in the new layout (resident-index-sync.ts).
   */
  async rebuild(
    batches: AsyncIterable<SearchDocument[]>,
    layout: FacetLayout = FACET_LAYOUT,
  ): Promise<{ documents: number }> {
    const { live } = await storedFacetLayouts(this.db);
    const beside = live !== null && live.fingerprint !== layout.fingerprint;
    if (live === null && layout !== FACET_LAYOUT) {
      throw new Error('An index whose layout cannot be read back is rebuilt in the code’s layout only');
    }
    if (beside) {
      await writeIndex(
        this.db,
        async (tx) => {
          await recordNextLayout(tx, layout);
          // Bits of a layout an earlier, unfinished rebuild built.
          await tx.query('UPDATE search_documents SET facet_bits_next = NULL WHERE facet_bits_next IS NOT NULL');
        },
        this.writes,
      );
    }
    // Taken once every write writes the next layout too: a document stamped later has its bits.
    const began = await indexGeneration(this.db);
    const written = new Set<string>();
    for await (const batch of batches) {
      for (let i = 0; i < batch.length; i += REBUILD_WRITE) {
        const part = batch.slice(i, i + REBUILD_WRITE);
        await writeIndex(this.db, (tx, generation) => this.write(part, tx, generation, began), this.writes);
      }
      for (const doc of batch) written.add(doc.id);
    }
    const stamped: { venue_id: string }[] = await this.db.query(
      'SELECT venue_id FROM search_documents WHERE generation <= $1',
      [began],
    );
    const gone = stamped.map((row) => row.venue_id).filter((id) => !written.has(id));
    for (let i = 0; i < gone.length; i += REBUILD_WRITE) {
      const part = gone.slice(i, i + REBUILD_WRITE);
      await writeIndex(this.db, (tx, generation) => this.removeWith(tx, generation, part, began), this.writes);
    }
    if (beside) await writeIndex(this.db, (tx) => this.switchLayout(tx, layout), this.writes);
    else await this.db.transaction((tx) => recordLiveLayout(tx, layout));
    this.layout.forget();
    await this.pruneVocabulary();
    return { documents: written.size };
  }

  /**
   * The switch to a layout built beside the live one, in one write (its generation tells every
   * resident copy to read itself afresh): refused, the live layout kept, while a document lacks
   * the new bits (written meanwhile by a process that does not write them).
   */
  private async switchLayout(tx: Queryable, layout: FacetLayout): Promise<void> {
    const [{ missing }]: { missing: string }[] = await tx.query(
      'SELECT count(*) AS missing FROM search_documents WHERE facet_bits_next IS NULL',
    );
    if (Number(missing) > 0) {
      throw new Error(
        `The new facet layout was not switched to: ${missing} documents lack its bits ` +
          '(written by an indexer of another version meanwhile); run `npm run reindex` again',
      );
    }
    await tx.query('UPDATE search_documents SET facet_bits = facet_bits_next, facet_bits_next = NULL');
    await recordLiveLayout(tx, layout);
  }

  async health(): Promise<SearchEngineHealth> {
    try {
      const [row]: { n: string }[] = await this.db.query('SELECT count(*) AS n FROM search_documents');
      if ((await storedFacetLayouts(this.db)).live === null) {
        return {
          ok: false,
          documents: Number(row.n),
          detail: STALE_LAYOUT_DETAIL,
        };
      }
      return { ok: true, documents: Number(row.n) };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }
}
