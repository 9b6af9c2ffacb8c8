// The generated index's queries (generated-index.ts), and nothing else: the PostgreSQL engine's
// tables of a benchmark's throwaway database, grown by copying their rows under new ids.
import type { EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

/** The search_documents columns a copy keeps (all but the id and the generation): indexed_at too. */
const COPIED_COLUMNS = `quality_score, capacity_min, capacity_max, capacity_theatre, capacity_cabaret, capacity_standing,
    bedrooms_total, venue_updated_at, day_rate_pence, hour_rate_pence, person_rate_pence, rating, lat, lng, city, facet_bits,
    keeps_calendar, taken_days, indexed_at`;

/** Drops the index if it exists (a name of this code's, never input). */
export async function dropIndex(db: Queryable, index: string): Promise<void> {
  await db.query(`DROP INDEX IF EXISTS ${index}`);
}

/** Copies the first `limit` documents (with their words, card and name word-starts) under new ids. */
export async function copyDocuments(db: Queryable, limit: number): Promise<void> {
  const columns = COPIED_COLUMNS;
  await db.query(
    `WITH source AS MATERIALIZED (
       SELECT gen_random_uuid() AS copy_id, d.*, w.words, w.name_words, w.place_words, w.feature_words
         FROM search_documents d JOIN search_words w USING (venue_id)
        ORDER BY d.venue_id LIMIT $1),
     documents AS (
       INSERT INTO search_documents (venue_id, ${columns}, generation)
       SELECT copy_id, ${columns}, generation FROM source),
     words AS (
       INSERT INTO search_words (venue_id, words, name_words, place_words, feature_words)
       SELECT copy_id, words, name_words, place_words, feature_words FROM source),
     details AS (
       INSERT INTO search_document_details (venue_id, slug, name, card)
       SELECT s.copy_id, dd.slug, dd.name, dd.card
         FROM source s JOIN search_document_details dd USING (venue_id))
     INSERT INTO search_name_prefixes (venue_id, word_index, suffix, quality_score)
     SELECT s.copy_id, p.word_index, p.suffix, p.quality_score
       FROM source s JOIN search_name_prefixes p USING (venue_id)`,
    [limit],
  );
}
