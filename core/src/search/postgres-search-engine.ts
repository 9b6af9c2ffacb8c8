// The PostgreSQL search engine (embedded default): full text with English stemming and
// unaccent, trigram similarity on names for typos, exact facet counts, all in the one
// database. The indexer owns the search_documents table; the API only reads it.
import type { DataSource, EntityManager } from 'typeorm';
import type { SearchDocument } from './search-document';
import type { SearchEngine, SearchEngineHealth, VenueSearchQuery, VenueSearchResult } from './search-engine';
import { CAPACITY_BUCKETS, type Facets, type VenueCard, capacityBucket } from './search-schema';

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

type Queryable = Pick<DataSource | EntityManager, 'query'>;

export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const;

  constructor(private readonly db: Queryable) {}

  async upsert(documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const rows = documents.map(({ geo, ...doc }) => ({ ...doc, lat: geo?.lat ?? null, lng: geo?.lng ?? null }));
    await this.db.query(UPSERT_SQL, [JSON.stringify(rows)]);
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query('DELETE FROM search_documents WHERE venue_id = ANY($1::uuid[])', [ids]);
  }

  async search(query: VenueSearchQuery): Promise<VenueSearchResult> {
    const { where, params, rank } = buildFilter(query);
    const offset = (query.page - 1) * query.pageSize;
    const itemsSql = `
      SELECT card, count(*) OVER () AS total
        FROM (SELECT card, venue_id, quality_score, rating, day_rate_pence, capacity_max, venue_updated_at,
                     ${rank} AS rank
                FROM search_documents WHERE ${where}) matched
       ORDER BY ${ORDER_BY[query.sort]}
       LIMIT ${query.pageSize} OFFSET ${offset}`;
    const itemRows: { card: VenueCard; total: string }[] = await this.db.query(itemsSql, params);
    let total = itemRows.length > 0 ? Number(itemRows[0].total) : 0;
    // Past the last page there are no rows to carry the total; count it on its own.
    if (itemRows.length === 0 && offset > 0) total = await this.count(where, params);
    const result: VenueSearchResult = { items: itemRows.map((r) => r.card), total };
    if (query.withFacets) result.facets = await this.facets(where, params);
    return result;
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

  private async facets(where: string, params: unknown[]): Promise<Facets> {
    const capacityCounts = CAPACITY_BUCKETS.map(
      (b) => `count(*) FILTER (WHERE ${overlapsBucket(b.min, b.max)}) AS "capacity_${b.value}"`,
    ).join(', ');
    const sql = `
      WITH matched AS (SELECT city, categories, capacity_min, capacity_max FROM search_documents WHERE ${where})
      SELECT
        (SELECT coalesce(jsonb_object_agg(city, n), '{}') FROM
           (SELECT city, count(*) AS n FROM matched GROUP BY city) c) AS city,
        (SELECT coalesce(jsonb_object_agg(category, n), '{}') FROM
           (SELECT unnest(categories) AS category, count(*) AS n FROM matched GROUP BY 1) c) AS category,
        (SELECT to_jsonb(t) FROM (SELECT ${capacityCounts} FROM matched) t) AS capacity`;
    const [row]: {
      city: Record<string, number>;
      category: Record<string, number>;
      capacity: Record<string, number>;
    }[] = await this.db.query(sql, params);
    const capacity: Record<string, number> = {};
    for (const bucket of CAPACITY_BUCKETS) {
      const n = Number(row.capacity[`capacity_${bucket.value}`]);
      if (n > 0) capacity[String(bucket.value)] = n;
    }
    return { city: row.city, category: row.category, capacity };
  }
}

function overlapsBucket(min: number, max: number | null): string {
  return max === null ? `capacity_max >= ${min}` : `capacity_max >= ${min} AND capacity_min <= ${max}`;
}

function buildFilter(query: VenueSearchQuery): { where: string; params: unknown[]; rank: string } {
  const clauses: string[] = ['true'];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let rank = '0';
  const q = query.q?.trim();
  if (q) {
    const text = param(q);
    const tsQuery = `websearch_to_tsquery('english', immutable_unaccent(${text}))`;
    const name = 'lower(immutable_unaccent(name))';
    const needle = `lower(immutable_unaccent(${text}))`;
    // Matches the words anywhere (stemmed), or the name closely enough to forgive a typo.
    clauses.push(`(tsv @@ ${tsQuery} OR ${needle} <% ${name})`);
    rank = `(ts_rank_cd(tsv, ${tsQuery}) + word_similarity(${needle}, ${name}))`;
  }
  if (query.city) clauses.push(`city = ${param(query.city)}`);
  if (query.category) clauses.push(`categories @> ARRAY[${param(query.category)}]::text[]`);
  if (query.capacity !== undefined) {
    const bucket = capacityBucket(query.capacity);
    if (bucket) clauses.push(overlapsBucket(bucket.min, bucket.max));
  }
  return { where: clauses.join(' AND '), params, rank };
}
