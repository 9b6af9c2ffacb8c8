// Rebuilds the whole search index from the database and swaps it in at once (the engine's
// rebuild): searches keep answering from the old index meanwhile. Changes the indexer applied
// to the old index during the rebuild are replayed afterwards, so none is lost in the swap.
import { type SearchDocument, type SearchEngine, Venue, buildSearchDocument } from '@venue-finder/core';
import { type DataSource, MoreThan } from 'typeorm';

const BATCH_SIZE = 1000;

export interface ReindexResult {
  documents: number;
  replayed: number;
  seconds: number;
}

export async function reindexAll(
  dataSource: DataSource,
  engine: SearchEngine,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<ReindexResult> {
  const started = Date.now();
  const [{ now: since }]: { now: Date }[] = await dataSource.query('SELECT now()');
  const venues = dataSource.getRepository(Venue);
  const total = await venues.countBy({ status: 'published' });

  async function* batches(): AsyncGenerator<SearchDocument[]> {
    let lastId = '00000000-0000-0000-0000-000000000000';
    let done = 0;
    for (;;) {
      const batch = await venues.find({
        where: { status: 'published', id: MoreThan(lastId) },
        order: { id: 'ASC' },
        take: BATCH_SIZE,
      });
      if (batch.length === 0) return;
      lastId = batch[batch.length - 1].id;
      yield batch.map(buildSearchDocument);
      done += batch.length;
      onProgress(Math.min(done, total), total);
    }
  }

  const { documents } = await engine.rebuild(batches());
  // Messages handled while the new index was built may have gone to the old one only.
  const replayed: { id: string }[] = await dataSource.query(
    `UPDATE outbox SET processed_at = NULL, available_at = now()
      WHERE processed_at >= $1 RETURNING id`,
    [since],
  );
  return { documents, replayed: replayed.length, seconds: (Date.now() - started) / 1000 };
}
