// The PostgreSQL search engine (embedded default): full text with English stemming and
// unaccent, trigram similarity for typos and prefixes, earthdistance for radius search, exact
// facet counts — all in the one database. The indexer owns the index's tables; the API reads
// them. search_documents is narrow (what filters, sorts and counts read), so counting a
// hundred thousand matches reads a few megabytes; search_document_details holds the cards
// and words, read for the page's 20 cards and for word search.
import type { DataSource, EntityManager } from 'typeorm';
import { FACET_LAYOUT_FINGERPRINT, countFacetBits, encodeFacetBits } from './facet-bits';
import { SqlParams, anyOf, buildSqlFilter } from './postgres-search-filter';
import { cardsInRequestedOrder } from '../venues/venue-card';
import type { SearchDocument } from './search-document';
import { IndexLayoutGate, STALE_LAYOUT_DETAIL } from './search-index-layout';
import type {
  SearchEngine,
  SearchEngineHealth,
  SimilarTo,
  VenueSearchQuery,
  VenueSearchResult,
  VenueSuggestion,
} from './search-engine';
import { disjunctiveFacets } from './search-engine';
import type { Facets, ListFacet, SortValue, VenueCard } from '@venue-finder/contract';

/** What filters, sorts and facet counts read: the narrow search_documents row. */
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
] as const;

/** What is read for the page's cards and for word search: the search_document_details row. */
const DETAIL_COLUMNS = [
  ['slug', 'text'],
  ['name', 'text'],
  ['search_text', 'text'],
  ['card', 'jsonb'],
] as const;

type DocumentRow = Record<(typeof DOCUMENT_COLUMNS)[number][0] | (typeof DETAIL_COLUMNS)[number][0], unknown>;

const DOCUMENT_NAMES = DOCUMENT_COLUMNS.map(([name]) => name);
const DETAIL_NAMES = DETAIL_COLUMNS.map(([name]) => name);
const RECORD = [...DOCUMENT_COLUMNS, ...DETAIL_COLUMNS].map(([name, type]) => `${name} ${type}`).join(', ');
const DOCUMENT_VALUES = DOCUMENT_NAMES.map((c) => (c === 'facet_bits' ? `decode(d.${c}, 'hex')` : `d.${c}`));
const updates = (columns: string[]) => columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ');

/**
 * Both rows of each document in one statement. The details are written only where the
 * document was: an older version of a venue never replaces a newer one, whatever order
 * messages arrive in.
 */
const UPSERT_SQL = `
  WITH d AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS d(${RECORD})),
  written AS (
    INSERT INTO search_documents (${DOCUMENT_NAMES.join(', ')}, indexed_at)
    SELECT ${DOCUMENT_VALUES.join(', ')}, now() FROM d
    ON CONFLICT (venue_id) DO UPDATE SET ${updates([...DOCUMENT_NAMES.slice(1), 'indexed_at'])}
    WHERE search_documents.venue_updated_at <= EXCLUDED.venue_updated_at
    RETURNING venue_id
  )
  INSERT INTO search_document_details (venue_id, ${DETAIL_NAMES.join(', ')}, tsv)
  SELECT d.venue_id, ${DETAIL_NAMES.map((c) => `d.${c}`).join(', ')},
         setweight(to_tsvector('english', immutable_unaccent(d.name)), 'A') ||
         setweight(to_tsvector('english', immutable_unaccent(d.search_text)), 'B')
    FROM d JOIN written USING (venue_id)
  ON CONFLICT (venue_id) DO UPDATE SET ${updates([...DETAIL_NAMES, 'tsv'])}`;

/**
 * Orders of the page, over columns named with a prefix (the inner query reads the table, the
 * outer one the chosen page). Each but text relevance has an index to read in order.
 */
type Order = (p: string) => string;
/** Rewrites the word-starts of the documents' names (search_name_prefixes) from the stored rows. */
const NAME_PREFIXES_SQL = `
  WITH gone AS (DELETE FROM search_name_prefixes WHERE venue_id = ANY($1::uuid[]))
  INSERT INTO search_name_prefixes (venue_id, word_index, suffix, quality_score)
  SELECT d.venue_id, i - 1, array_to_string(w.words[i:], ' '), d.quality_score
    FROM search_document_details t JOIN search_documents d USING (venue_id),
         LATERAL (SELECT regexp_split_to_array(t.name_key, '\\s+') AS words) w,
         LATERAL generate_subscripts(w.words, 1) AS i
   WHERE d.venue_id = ANY($1::uuid[])
  ON CONFLICT (venue_id, word_index) DO UPDATE SET suffix = EXCLUDED.suffix, quality_score = EXCLUDED.quality_score`;

/** The text as names are stored (lower-cased, unaccented), inline so the planner can use indexes. */
const NEEDLE = 'lower(immutable_unaccent($1))';

/**
 * The three tiers of the type-ahead, best first, each reading only its own index: names that
 * start with the text, names with a later word that does, and close trigram matches (typos).
 */
const SUGGEST_TIERS = [
  `SELECT venue_id FROM search_name_prefixes
    WHERE suffix LIKE ${NEEDLE} || '%' AND word_index = 0 AND venue_id <> ALL($3::uuid[])
    ORDER BY quality_score DESC, venue_id LIMIT $2`,
  `SELECT venue_id FROM search_name_prefixes
    WHERE suffix LIKE ${NEEDLE} || '%' AND word_index > 0 AND venue_id <> ALL($3::uuid[])
    GROUP BY venue_id ORDER BY max(quality_score) DESC, venue_id LIMIT $2`,
  `SELECT venue_id FROM search_document_details JOIN search_documents USING (venue_id)
    WHERE ${NEEDLE} <% name_key AND venue_id <> ALL($3::uuid[])
    ORDER BY word_similarity(${NEEDLE}, name_key) DESC, quality_score DESC, venue_id LIMIT $2`,
];

/** Typos are forgiven from this many characters: shorter text matches almost anything. */
const TYPO_MIN_CHARS = 4;

const ORDER_BY: Record<SortValue, Order> = {
  relevance: (p) => `${p}quality_score DESC, ${p}rating DESC NULLS LAST, ${p}venue_id`,
  price: (p) => `${p}day_rate_pence ASC NULLS LAST, ${p}venue_id`,
  capacity: (p) => `${p}capacity_max DESC, ${p}venue_id`,
  updated: (p) => `${p}venue_updated_at DESC, ${p}venue_id`,
};
const NEAREST: Order = (p) => `${p}distance ASC, ${p}venue_id`;
const byRankThen =
  (then: Order): Order =>
  (p) =>
    `${p}rank DESC, ${then(p)}`;

const SORT_COLUMNS = 'venue_id, quality_score, rating, day_rate_pence, capacity_max, venue_updated_at';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Queryable = Pick<DataSource | EntityManager, 'query'>;

export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const;

  private readonly layout = new IndexLayoutGate(() => this.needsRebuild());

  constructor(private readonly db: DataSource) {}

  /** True when the stored index was built with another facet-bit layout than this code's. */
  async needsRebuild(): Promise<boolean> {
    const rows: { value: string }[] = await this.db.query(
      `SELECT value FROM search_index_meta WHERE key = 'facet_layout'`,
    );
    return rows[0]?.value !== FACET_LAYOUT_FINGERPRINT;
  }

  async upsert(documents: SearchDocument[], db: Queryable = this.db): Promise<void> {
    if (documents.length === 0) return;
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
      facet_bits: encodeFacetBits(doc).toString('hex'),
      slug: doc.slug,
      name: doc.name,
      search_text: doc.search_text,
      card: doc.card,
    }));
    await db.query(UPSERT_SQL, [JSON.stringify(rows)]);
    await db.query(NAME_PREFIXES_SQL, [documents.map((d) => d.id)]);
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query('DELETE FROM search_documents WHERE venue_id = ANY($1::uuid[])', [ids]);
  }

  async search(query: VenueSearchQuery): Promise<VenueSearchResult> {
    await this.layout.assertCurrent();
    const filter = buildSqlFilter(query);
    const offset = (query.page - 1) * query.pageSize;
    let order = ORDER_BY[query.sort];
    if (query.sort === 'relevance') {
      // Near a postcode, relevance means nearest first (after text relevance, with a query).
      if (filter.distance) order = query.q ? byRankThen(NEAREST) : NEAREST;
      else if (query.q) order = byRankThen(order);
    }
    // The page is chosen on the narrow rows, then only its 20 cards are read.
    const pageSql = `
      SELECT CASE WHEN page.distance IS NULL THEN t.card
                  ELSE t.card || jsonb_build_object('distance_km', round((sec_to_gc(page.distance) / 1000)::numeric, 1)) END AS card
        FROM (SELECT ${SORT_COLUMNS}, ${filter.rank} AS rank, ${filter.distance ?? 'NULL::float8'} AS distance
                FROM ${filter.from} WHERE ${filter.where}
               ORDER BY ${order('')} LIMIT ${query.pageSize} OFFSET ${offset}) page
        JOIN search_document_details t USING (venue_id)
       ORDER BY ${order('page.')}`;
    // The facet bits of every match, end to end, counted here (facet-bits.ts).
    const countSql = `SELECT count(*) AS total${query.withFacets ? `, string_agg(facet_bits, ''::bytea) AS bits` : ''}
                        FROM ${filter.from} WHERE ${filter.where}`;
    const [rows, [counted], disjunctive] = (await Promise.all([
      this.db.query(pageSql, filter.params),
      this.db.query(countSql, filter.params),
      query.withFacets ? this.disjunctiveCounts(query) : [],
    ])) as [{ card: VenueCard }[], { total: string; bits?: Buffer | null }[], [ListFacet, Facets[ListFacet]][]];
    const result: VenueSearchResult = { items: rows.map((r) => r.card), total: Number(counted.total) };
    if (query.withFacets)
      result.facets = { ...countFacetBits(counted.bits ?? null), ...Object.fromEntries(disjunctive) };
    return result;
  }

  /** Each OR list the query narrows, counted over the matches of every other filter. */
  private disjunctiveCounts(query: VenueSearchQuery): Promise<[ListFacet, Facets[ListFacet]][]> {
    return Promise.all(
      disjunctiveFacets(query).map(async (name) => {
        const filter = buildSqlFilter({ ...query, [name]: undefined });
        const [row]: { bits: Buffer | null }[] = await this.db.query(
          `SELECT string_agg(facet_bits, ''::bytea) AS bits FROM ${filter.from} WHERE ${filter.where}`,
          filter.params,
        );
        return [name, countFacetBits(row?.bits ?? null)[name]] as [ListFacet, Facets[ListFacet]];
      }),
    );
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

  async suggest(text: string, limit: number): Promise<VenueSuggestion[]> {
    const needle = text.trim().replaceAll('%', '').replaceAll('_', ' ');
    if (!needle || limit <= 0) return [];
    const ids: string[] = [];
    for (const [tier, sql] of SUGGEST_TIERS.entries()) {
      if (ids.length >= limit) break;
      // Below TYPO_MIN_CHARS, typos are not guessed at: two letters match almost anything.
      if (tier === 2 && needle.length < TYPO_MIN_CHARS) break;
      const rows: { venue_id: string }[] = await this.db.query(sql, [needle, limit - ids.length, ids]);
      ids.push(...rows.map((row) => row.venue_id));
    }
    if (ids.length === 0) return [];
    const rows: (VenueSuggestion & { id: string })[] = await this.db.query(
      `SELECT venue_id AS id, slug, name, city
         FROM search_document_details JOIN search_documents USING (venue_id)
        WHERE venue_id = ANY($1::uuid[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
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
    const rows: { card: VenueCard }[] = await this.db.query(
      `SELECT t.card
         FROM (SELECT venue_id, city = ${city} AS same_city,
                      capacity_max >= ${min} AND capacity_min <= ${max} AS fits,
                      ${anyOf('category', to.categories)} AS same_kind,
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

  async rebuild(batches: AsyncIterable<SearchDocument[]>): Promise<{ documents: number }> {
    // One transaction: searches keep reading the old rows (MVCC) until it commits, then see
    // the new index whole. Documents of venues gone since are dropped with the old rows.
    return this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM search_documents');
      let documents = 0;
      for await (const batch of batches) {
        await this.upsert(batch, tx);
        documents += batch.length;
      }
      await tx.query(
        `INSERT INTO search_index_meta (key, value) VALUES ('facet_layout', $1)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [FACET_LAYOUT_FINGERPRINT],
      );
      this.layout.forget();
      return { documents };
    });
  }

  async health(): Promise<SearchEngineHealth> {
    try {
      const [row]: { n: string }[] = await this.db.query('SELECT count(*) AS n FROM search_documents');
      if (await this.needsRebuild()) {
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
