// Queries on the PostgreSQL engine's type-ahead, and nothing else: search_name_prefixes (the
// word-starts of the venues' names, each as nameKey spells it, query-words.ts) and the one
// statement that answers a suggestion from them with the venues' names. The engine
// (postgres-search-engine.ts) decides what to write and ask; this file only reaches the tables.
// The SQL is tuned for its plans: change it only with the plan in view.
import type { DataSource, EntityManager } from 'typeorm';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

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

/** A row of the type-ahead's statement (SUGGEST_SQL): a venue of a tier, or none (id null) with only the generation. */
export interface SuggestionRow {
  generation: string;
  tier: number | null;
  id: string | null;
  slug: string;
  name: string;
  city: string;
}

/** The word-starts of the documents' names (nameSuffixes): venue, word's place, word-start, quality, one entry a row. */
export type NamePrefixColumns = [venueIds: string[], wordIndexes: number[], suffixes: string[], qualities: number[]];

export class SearchNamePrefixesRepository {
  /** Rewrites the name word-starts of the venues `written` (NAME_PREFIXES_SQL). */
  async rewrite(tx: Queryable, written: string[], prefixes: NamePrefixColumns): Promise<void> {
    await tx.query(NAME_PREFIXES_SQL, [written, ...prefixes]);
  }

  /** The type-ahead's rows for the text ($1, as nameKey spells it) and its spelling (SUGGEST_SQL). */
  async suggestions(db: Queryable, needle: string, limit: number, spelt: string | null): Promise<SuggestionRow[]> {
    return db.query(SUGGEST_SQL, [needle, limit, spelt]);
  }
}
