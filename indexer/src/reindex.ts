// Rebuilds the whole search index from the database while it stays live (the engine's rebuild):
// searches keep answering and the indexer's live changes keep reaching search meanwhile. Venues
// due for enrichment are enriched on the way. Changes the indexer handled during the rebuild
// are replayed afterwards, so none is lost to a document the rebuild read before it.
import { performance } from 'node:perf_hooks';
import { Clock, OutboxRepository, type SearchDocument, type SearchEngine, searchDocumentsOf } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { startEnrichmentRuns } from './enrichment/enrichment-run.repository';
import type { VenueEnricher } from './enrichment/venue-enricher';
import { PublishedVenueRepository } from './published-venue.repository';

const BATCH_SIZE = 1000;

export interface ReindexResult {
  documents: number;
  enriched: { phase1: number; phase2: number };
  replayed: number;
  seconds: number;
}

export async function reindexAll(
  dataSource: DataSource,
  engine: SearchEngine,
  enricher: VenueEnricher,
  onProgress: (done: number, total: number) => void = () => undefined,
  clock: Clock = new Clock(),
): Promise<ReindexResult> {
  const started = performance.now();
  const since = clock.now();
  const venues = new PublishedVenueRepository(dataSource);
  const total = await venues.count();
  const enriched = { phase1: 0, phase2: 0 };
  const run = await startEnrichmentRuns(dataSource, [1, 2], total, 'Rebuilding the search index', clock);

  async function* batches(): AsyncGenerator<SearchDocument[]> {
    let lastId = '00000000-0000-0000-0000-000000000000';
    let done = 0;
    for (;;) {
      const batch = await venues.batchAfter(lastId, BATCH_SIZE);
      if (batch.length === 0) return;
      lastId = batch[batch.length - 1].id;
      const outcome = await enricher.enrich(dataSource.manager, batch);
      enriched.phase1 += outcome.phase1;
      enriched.phase2 += outcome.phase2;
      // Progress counts venues checked, enriched or already current.
      await run.advance({ phase1: batch.length, phase2: batch.length });
      yield await searchDocumentsOf(
        dataSource,
        batch.filter((venue) => !outcome.failed.has(venue.id)),
      );
      done += batch.length;
      onProgress(Math.min(done, total), total);
    }
  }

  try {
    const { documents } = await engine.rebuild(batches());
    await run.finish('completed', 'Search index rebuilt');
    // Messages handled while the new index was built may have gone to the old one only.
    const replayed = await new OutboxRepository(clock).replayProcessedSince(dataSource, since);
    return { documents, enriched, replayed, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await run.finish('failed', (error as Error).message);
    throw error;
  }
}
