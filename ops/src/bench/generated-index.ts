// A generated index, for sizes no demo seed reaches in a benchmark's time: the index of the demo
// data already built, its documents, words, cards and name word-starts copied under new ids until
// it holds the size asked for. Columns, posting lists, facet counts and the type-ahead's rows grow
// as they would, and each copy keeps its original's calendar facts (search by date's share of
// venues keeping a calendar stays the seed's); the vocabulary does not (the words repeat), and the
// cards keep their originals' slugs. Used by `npm run bench:reindex` (what a process holds) and `npm run bench:search`.
import type { DataSource } from 'typeorm';
import { ProgressBar } from '../progress-bar';
import { indexedDocumentCounts, vacuumAnalyze } from './bench.repository';
import { copyDocuments, dropIndex } from './generated-index.repository';

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
    await dropIndex(dataSource, index);
  }
  const count = async () => (await indexedDocumentCounts(dataSource)).documents;
  const from = await count();
  const bar = new ProgressBar(`Generating ${target.toLocaleString('en-GB')} venues`, Math.max(1, target - from));
  for (let n = from; n < target; n = await count(), bar.update(n - from)) {
    await copyDocuments(dataSource, Math.min(target - n, COPIED_AT_ONCE));
  }
  bar.finish();
  await vacuumAnalyze(dataSource, [
    'search_documents',
    'search_words',
    'search_document_details',
    'search_name_prefixes',
  ]);
}
