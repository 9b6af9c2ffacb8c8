// A generated index, for sizes no demo seed reaches in a benchmark's time: the index of the demo
// data already built, its documents, words, cards and name word-starts copied under new ids until
// it holds the size asked for. Columns, posting lists, facet counts and the type-ahead's rows grow
// as they would, and each copy keeps its original's calendar facts (search by date's share of
// venues keeping a calendar stays the seed's); the vocabulary does not (the words repeat), and the
// cards keep their originals' slugs. Used by `npm run bench:reindex` (what a process holds) and `npm run bench:search`.
import type { DataSource } from 'typeorm';
import { ProgressBar } from '../progress-bar';

/** Documents copied per statement: one statement's rows stay a few hundred MB at most. */
const COPIED_AT_ONCE = 50_000;

/**
 * Copies the index's rows under new ids until it holds `target` venues. Indexes of
 * search_documents no search of the resident copy reads are dropped first: the database is a
 * benchmark's, thrown away after it.
 */
export async function generateIndex(dataSource: DataSource, target: number): Promise<void> {
  for (const index of [
    'search_documents_city_idx',
    'search_documents_earth_point_idx',
    'search_documents_relevance_idx',
    'search_documents_price_idx',
    'search_documents_capacity_idx',
    'search_documents_updated_idx',
  ]) {
    await dataSource.query(`DROP INDEX IF EXISTS ${index}`);
  }
  const columns = `quality_score, capacity_min, capacity_max, capacity_theatre, capacity_cabaret, capacity_standing,
    bedrooms_total, venue_updated_at, day_rate_pence, hour_rate_pence, person_rate_pence, rating, lat, lng, city, facet_bits,
    keeps_calendar, taken_days, indexed_at`;
  const count = async () => {
    const [{ n }]: { n: string }[] = await dataSource.query('SELECT count(*) AS n FROM search_documents');
    return Number(n);
  };
  const from = await count();
  const bar = new ProgressBar(`Generating ${target.toLocaleString('en-GB')} venues`, Math.max(1, target - from));
  for (let n = from; n < target; n = await count(), bar.update(n - from)) {
    await dataSource.query(
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
      [Math.min(target - n, COPIED_AT_ONCE)],
    );
  }
  bar.finish();
  await dataSource.query(
    'VACUUM ANALYZE search_documents, search_words, search_document_details, search_name_prefixes',
  );
}
