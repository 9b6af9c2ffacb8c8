// The PostgreSQL search engine (embedded default): full text with English stemming and
// unaccent, trigram similarity for typos and prefixes, earthdistance for radius search, exact
// facet counts — all in the one database. The indexer owns search_documents; the API reads it.
import type { DataSource, EntityManager } from 'typeorm';
import { NAME_KEY, SqlParams, buildSqlFilter, overlapsBucket } from './postgres-search-filter';
import type { SearchDocument } from './search-document';
import type {
  SearchEngine,
  SearchEngineHealth,
  SimilarTo,
  VenueSearchQuery,
  VenueSearchResult,
  VenueSuggestion,
} from './search-engine';
import { CAPACITY_BUCKETS, FACET_NAMES, type FacetName, type Facets, type VenueCard } from './search-schema';

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

const ORDER_BY = {
  relevance: 'rank DESC, quality_score DESC, rating DESC NULLS LAST, venue_id',
  price: 'day_rate_pence ASC NULLS LAST, venue_id',
  capacity: 'capacity_max DESC, venue_id',
  updated: 'venue_updated_at DESC, venue_id',
} as const;

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
    const rows = documents.map(({ geo, ...doc }) => ({ ...doc, lat: geo?.lat ?? null, lng: geo?.lng ?? null }));
    await db.query(UPSERT_SQL, [JSON.stringify(rows)]);
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query('DELETE FROM search_documents WHERE venue_id = ANY($1::uuid[])', [ids]);
  }

  async search(query: VenueSearchQuery): Promise<VenueSearchResult> {
    const filter = buildSqlFilter(query);
    const offset = (query.page - 1) * query.pageSize;
    // Near a postcode, relevance means nearest first (after text relevance when there is a query).
    const order =
      filter.distance && query.sort === 'relevance'
        ? query.q
          ? 'rank DESC, distance ASC, venue_id'
          : 'distance ASC, venue_id'
        : ORDER_BY[query.sort];
    const card = filter.distance
      ? `card || jsonb_build_object('distance_km', round((${filter.distance} / 1000)::numeric, 1))`
      : 'card';
    const sql = `
      SELECT card, count(*) OVER () AS total
        FROM (SELECT ${card} AS card, venue_id, quality_score, rating, day_rate_pence, capacity_max,
                     venue_updated_at, ${filter.rank} AS rank, ${filter.distance ?? '0'} AS distance
                FROM search_documents WHERE ${filter.where}) matched
       ORDER BY ${order}
       LIMIT ${query.pageSize} OFFSET ${offset}`;
    const rows: { card: VenueCard; total: string }[] = await this.db.query(sql, filter.params);
    let total = rows.length > 0 ? Number(rows[0].total) : 0;
    // Past the last page no row carries the total; count on its own.
    if (rows.length === 0 && offset > 0) total = await this.count(filter.where, filter.params);
    const result: VenueSearchResult = { items: rows.map((r) => r.card), total };
    if (query.withFacets) result.facets = await this.facets(filter.where, filter.params);
    return result;
  }

  async cards(idsOrSlugs: string[]): Promise<VenueCard[]> {
    if (idsOrSlugs.length === 0) return [];
    const ids = idsOrSlugs.filter((v) => UUID.test(v)).map((v) => v.toLowerCase());
    const slugs = idsOrSlugs.map((v) => v.toLowerCase());
    const rows: { venue_id: string; slug: string; card: VenueCard }[] = await this.db.query(
      'SELECT venue_id, slug, card FROM search_documents WHERE venue_id = ANY($1::uuid[]) OR slug = ANY($2::text[])',
      [ids, slugs],
    );
    const byKey = new Map<string, VenueCard>();
    for (const row of rows) {
      byKey.set(row.venue_id, row.card);
      byKey.set(row.slug, row.card);
    }
    const seen = new Set<string>();
    const cards: VenueCard[] = [];
    for (const key of idsOrSlugs) {
      const card = byKey.get(key.toLowerCase());
      if (card && !seen.has(card.id)) {
        seen.add(card.id);
        cards.push(card);
      }
    }
    return cards;
  }

  async suggest(text: string, limit: number): Promise<VenueSuggestion[]> {
    const needle = text.trim();
    if (!needle) return [];
    // A name that starts with the text ranks first, then one with a word that does, then the
    // closest trigram matches (which forgive typos: 'savoi' finds 'The Savoy').
    const rows: VenueSuggestion[] = await this.db.query(
      `WITH needle AS (SELECT lower(immutable_unaccent($1)) AS q)
       SELECT venue_id AS id, slug, name, city
         FROM search_documents, needle
        WHERE ${NAME_KEY} LIKE needle.q || '%'
           OR ${NAME_KEY} LIKE '% ' || needle.q || '%'
           OR needle.q <% ${NAME_KEY}
        ORDER BY (${NAME_KEY} LIKE needle.q || '%') DESC,
                 (${NAME_KEY} LIKE '% ' || needle.q || '%') DESC,
                 word_similarity(needle.q, ${NAME_KEY}) DESC,
                 quality_score DESC, rating DESC NULLS LAST, venue_id
        LIMIT $2`,
      [needle.replaceAll('%', '').replaceAll('_', ' '), limit],
    );
    return rows;
  }

  async similar(to: SimilarTo, limit: number): Promise<VenueCard[]> {
    const params = new SqlParams();
    const id = params.add(to.id);
    const city = params.add(to.city);
    const categories = params.add(to.categories);
    const min = params.add(to.capacityMin);
    const max = params.add(to.capacityMax);
    const distance = to.geo
      ? `earth_distance(ll_to_earth(${params.add(to.geo.lat)}, ${params.add(to.geo.lng)}), ll_to_earth(lat, lng))`
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

  private async count(where: string, params: unknown[]): Promise<number> {
    const [row]: { n: string }[] = await this.db.query(
      `SELECT count(*) AS n FROM search_documents WHERE ${where}`,
      params,
    );
    return Number(row.n);
  }

  /** Exact counts of every facet over the venues that match, in one pass over them. */
  private async facets(where: string, params: unknown[]): Promise<Facets> {
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
