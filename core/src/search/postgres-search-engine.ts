// The PostgreSQL search engine (embedded default): full text with English stemming and
// unaccent, trigram similarity for typos and prefixes, earthdistance for radius search, exact
// facet counts — all in the one database. The indexer owns search_documents; the API reads it.
import type { DataSource, EntityManager } from 'typeorm';
import { MAX_LANE_COUNT, decodeFacetLanes, encodeFacetLanes } from './facet-lanes';
import { SqlParams, buildSqlFilter, overlapsBucket } from './postgres-search-filter';
import { cardsInRequestedOrder } from '../venues/venue-card';
import type { SearchDocument } from './search-document';
import type {
  SearchEngine,
  SearchEngineHealth,
  SimilarTo,
  VenueSearchQuery,
  VenueSearchResult,
  VenueSuggestion,
} from './search-engine';
import {
  CAPACITY_BUCKETS,
  FACET_NAMES,
  type FacetName,
  type Facets,
  type SortValue,
  type VenueCard,
} from './search-schema';

/** The columns of jsonb_to_recordset when upserting; the order is the insert's. */
const DOCUMENT_COLUMNS = [
  ['id', 'uuid'],
  ['slug', 'text'],
  ['name', 'text'],
  ['city', 'text'],
  ['primary_category', 'text'],
  ['categories', 'text[]'],
  ['capacity_min', 'integer'],
  ['capacity_max', 'integer'],
  ['capacity_theatre', 'integer'],
  ['capacity_cabaret', 'integer'],
  ['capacity_standing', 'integer'],
  ['bedrooms_total', 'integer'],
  ['styles', 'text[]'],
  ['amenities', 'text[]'],
  ['equipment', 'text[]'],
  ['seating_layouts', 'text[]'],
  ['bedroom_facilities', 'text[]'],
  ['accessibility', 'text[]'],
  ['chain', 'text'],
  ['day_rate_pence', 'integer'],
  ['hour_rate_pence', 'integer'],
  ['person_rate_pence', 'integer'],
  ['rating', 'real'],
  ['quality_score', 'integer'],
  ['lat', 'double precision'],
  ['lng', 'double precision'],
  ['search_text', 'text'],
  ['card', 'jsonb'],
  ['updated_at', 'timestamptz'],
  ['facet_lanes', 'numeric'],
] as const;

const STORED_COLUMNS = DOCUMENT_COLUMNS.map(([name]) =>
  name === 'id' ? 'venue_id' : name === 'updated_at' ? 'venue_updated_at' : name,
);

const UPSERT_SQL = `
  INSERT INTO search_documents (${STORED_COLUMNS.join(', ')}, tsv, indexed_at)
  SELECT ${DOCUMENT_COLUMNS.map(([name]) => `d.${name}`).join(', ')},
         setweight(to_tsvector('english', immutable_unaccent(d.name)), 'A') ||
         setweight(to_tsvector('english', immutable_unaccent(d.search_text)), 'B'),
         now()
    FROM jsonb_to_recordset($1::jsonb) AS d(${DOCUMENT_COLUMNS.map(([n, t]) => `${n} ${t}`).join(', ')})
  ON CONFLICT (venue_id) DO UPDATE SET
    ${[...STORED_COLUMNS.filter((c) => c !== 'venue_id'), 'tsv', 'indexed_at'].map((c) => `${c} = EXCLUDED.${c}`).join(',\n    ')}
  -- An older version of a venue never replaces a newer one, whatever order messages arrive in.
  WHERE search_documents.venue_updated_at <= EXCLUDED.venue_updated_at`;

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
    FROM search_documents d,
         LATERAL (SELECT regexp_split_to_array(d.name_key, '\\s+') AS words) w,
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
  `SELECT venue_id FROM search_documents
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

/** How each facet is counted: a scalar column, or the values of an array column. */
const FACET_SOURCES: Record<Exclude<FacetName, 'capacity'>, { column: string; array: boolean }> = {
  city: { column: 'city', array: false },
  category: { column: 'categories', array: true },
  styles: { column: 'styles', array: true },
  meeting_facilities: { column: 'amenities', array: true },
  conference_equipment: { column: 'equipment', array: true },
  seating_layouts: { column: 'seating_layouts', array: true },
  bedroom_facilities: { column: 'bedroom_facilities', array: true },
  chain: { column: 'chain', array: false },
  accessibility: { column: 'accessibility', array: true },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Queryable = Pick<DataSource | EntityManager, 'query'>;

export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const;

  constructor(private readonly db: DataSource) {}

  async upsert(documents: SearchDocument[], db: Queryable = this.db): Promise<void> {
    if (documents.length === 0) return;
    const rows = documents.map(({ geo, ...doc }) => ({
      ...doc,
      lat: geo?.lat ?? null,
      lng: geo?.lng ?? null,
      facet_lanes: encodeFacetLanes({ geo, ...doc }),
    }));
    await db.query(UPSERT_SQL, [JSON.stringify(rows)]);
    await db.query(NAME_PREFIXES_SQL, [documents.map((d) => d.id)]);
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query('DELETE FROM search_documents WHERE venue_id = ANY($1::uuid[])', [ids]);
  }

  async search(query: VenueSearchQuery): Promise<VenueSearchResult> {
    const filter = buildSqlFilter(query);
    const offset = (query.page - 1) * query.pageSize;
    let order = ORDER_BY[query.sort];
    if (query.sort === 'relevance') {
      // Near a postcode, relevance means nearest first (after text relevance, with a query).
      if (filter.distance) order = query.q ? byRankThen(NEAREST) : NEAREST;
      else if (query.q) order = byRankThen(order);
    }
    // The page is chosen on narrow columns, then only its 20 cards are read.
    const pageSql = `
      SELECT CASE WHEN page.distance IS NULL THEN d.card
                  ELSE d.card || jsonb_build_object('distance_km', round((page.distance / 1000)::numeric, 1)) END AS card
        FROM (SELECT ${SORT_COLUMNS}, ${filter.rank} AS rank, ${filter.distance ?? 'NULL::float8'} AS distance
                FROM search_documents WHERE ${filter.where}
               ORDER BY ${order('')} LIMIT ${query.pageSize} OFFSET ${offset}) page
        JOIN search_documents d USING (venue_id)
       ORDER BY ${order('page.')}`;
    const countSql = `SELECT count(*) AS total${query.withFacets ? ', sum(facet_lanes)::text AS lanes' : ''}
                        FROM search_documents WHERE ${filter.where}`;
    const [rows, [counted]] = (await Promise.all([
      this.db.query(pageSql, filter.params),
      this.db.query(countSql, filter.params),
    ])) as [{ card: VenueCard }[], { total: string; lanes?: string | null }[]];
    const total = Number(counted.total);
    const result: VenueSearchResult = { items: rows.map((r) => r.card), total };
    if (query.withFacets) {
      // Beyond a lane's capacity the sum would carry between values: count the slow way.
      result.facets =
        total <= MAX_LANE_COUNT
          ? decodeFacetLanes(counted.lanes ?? null)
          : await this.countFacets(filter.where, filter.params);
    }
    return result;
  }

  async cards(idsOrSlugs: string[]): Promise<VenueCard[]> {
    if (idsOrSlugs.length === 0) return [];
    const ids = idsOrSlugs.filter((v) => UUID.test(v)).map((v) => v.toLowerCase());
    const slugs = idsOrSlugs.map((v) => v.toLowerCase());
    const rows: { card: VenueCard }[] = await this.db.query(
      'SELECT card FROM search_documents WHERE venue_id = ANY($1::uuid[]) OR slug = ANY($2::text[])',
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
      'SELECT venue_id AS id, slug, name, city FROM search_documents WHERE venue_id = ANY($1::uuid[])',
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async similar(to: SimilarTo, limit: number): Promise<VenueCard[]> {
    const params = new SqlParams();
    const id = params.add(to.id);
    const city = params.add(to.city);
    const categories = params.add(to.categories);
    const min = params.add(to.capacityMin);
    const max = params.add(to.capacityMax);
    const distance = to.geo
      ? `earth_distance(ll_to_earth(${params.add(to.geo.lat)}, ${params.add(to.geo.lng)}), earth_point)`
      : '0';
    const rows: { card: VenueCard }[] = await this.db.query(
      `SELECT card FROM search_documents
        WHERE venue_id <> ${id}
        ORDER BY (city = ${city}) DESC,
                 (capacity_max >= ${min} AND capacity_min <= ${max}) DESC,
                 (categories && ${categories}::text[]) DESC,
                 ${distance} ASC NULLS LAST, quality_score DESC, venue_id
        LIMIT ${params.add(limit)}`,
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
      return { documents };
    });
  }

  async health(): Promise<SearchEngineHealth> {
    try {
      const [row]: { n: string }[] = await this.db.query('SELECT count(*) AS n FROM search_documents');
      return { ok: true, documents: Number(row.n) };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  /** Exact counts of every facet by grouping, for result sets too large for facet lanes. */
  private async countFacets(where: string, params: unknown[]): Promise<Facets> {
    const facetRows = Object.entries(FACET_SOURCES).map(([facet, { column, array }]) =>
      array
        ? `SELECT '${facet}' AS facet, v AS value, count(*) AS n FROM matched, unnest(${column}) v GROUP BY v`
        : `SELECT '${facet}' AS facet, ${column} AS value, count(*) AS n FROM matched WHERE ${column} IS NOT NULL GROUP BY ${column}`,
    );
    const capacityRows = CAPACITY_BUCKETS.map(
      (b) => `SELECT 'capacity', '${b.value}', count(*) FROM matched WHERE ${overlapsBucket(b.min, b.max)}`,
    );
    const columns = new Set(Object.values(FACET_SOURCES).map((s) => s.column));
    const sql = `
      WITH matched AS MATERIALIZED (
        SELECT ${[...columns, 'capacity_min', 'capacity_max'].join(', ')} FROM search_documents WHERE ${where})
      ${[...facetRows, ...capacityRows].join('\n      UNION ALL ')}`;
    const rows: { facet: FacetName; value: string; n: string }[] = await this.db.query(sql, params);
    const facets = Object.fromEntries(FACET_NAMES.map((name) => [name, {}])) as Facets;
    for (const row of rows) {
      const n = Number(row.n);
      if (n > 0) facets[row.facet][row.value] = n;
    }
    return facets;
  }
}
