import { OfflineGeocoder, PostgresSearchEngine, VenueWriter } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../tests/support/test-database';
import { makeVenue } from '../../tests/support/venue-factory';
import { VenueEnricher } from './enrichment/venue-enricher';
import { reindexAll } from './reindex';

describe(reindexAll.name, () => {
  let database: TestDataSource;
  let dataSource: DataSource;
  let engine: PostgresSearchEngine;
  const enricher = new VenueEnricher(new OfflineGeocoder());

  beforeEach(async () => {
    database = await openTestDataSource(4);
    ({ dataSource } = database);
    engine = new PostgresSearchEngine(dataSource);
  });

  afterEach(async () => {
    await database.close();
  });

  const indexedNames = async () =>
    (await engine.search({ page: 1, pageSize: 50, sort: 'relevance', withFacets: false })).items
      .map((i) => i.name)
      .sort();

  it('indexes every published venue, enriching those due, and records a completed run', async () => {
    await new VenueWriter(dataSource).insertMany([
      makeVenue({ name: 'Alpha' }),
      makeVenue({ name: 'Beta' }),
      makeVenue({ name: 'Gamma Draft', status: 'draft' }),
    ]);
    const progress: number[] = [];
    const result = await reindexAll(dataSource, engine, enricher, (done) => progress.push(done));
    expect(result).toMatchObject({ documents: 2, enriched: { phase1: 2, phase2: 2 } });
    expect(progress.at(-1)).toBe(2);
    expect(await indexedNames()).toEqual(['Alpha', 'Beta']);
    const runs = await dataSource.query('SELECT phase, status, total, done FROM enrichment_runs ORDER BY phase');
    expect(runs).toEqual([
      { phase: 1, status: 'completed', total: 2, done: 2 },
      { phase: 2, status: 'completed', total: 2, done: 2 },
    ]);
  });

  it('drops documents of venues that are no longer published, and enriches nothing twice', async () => {
    const writer = new VenueWriter(dataSource);
    const [alpha] = await writer.insertMany([makeVenue({ name: 'Alpha' }), makeVenue({ name: 'Beta' })]);
    await reindexAll(dataSource, engine, enricher);
    await writer.update(alpha, { status: 'draft' }, { expectedVersion: 1, actor: 'admin' });
    const again = await reindexAll(dataSource, engine, enricher);
    expect(again.enriched).toEqual({ phase1: 0, phase2: 0 });
    expect(await indexedNames()).toEqual(['Beta']);
  });

  it('replays changes the indexer handled while the new index was built, and only those', async () => {
    const [before, during] = await new VenueWriter(dataSource).insertMany([
      makeVenue({ name: 'Before' }),
      makeVenue({ name: 'During' }),
    ]);
    // One message was handled before the rebuild began, the other (as stamped) while it ran; both
    // by the rebuild's clock (the default one, the test's own), never the database's now().
    const processedAt = (aggregateId: string, hours: number) =>
      dataSource.query(`UPDATE outbox SET processed_at = $2 WHERE aggregate_id = $1`, [
        aggregateId,
        new Date(Date.now() + hours * 60 * 60_000),
      ]);
    await processedAt(before, -1);
    await processedAt(during, 1);
    const result = await reindexAll(dataSource, engine, enricher);
    expect(result.replayed).toBe(1);
    const pending = await dataSource.query('SELECT aggregate_id FROM outbox WHERE processed_at IS NULL');
    expect(pending).toEqual([{ aggregate_id: during }]);
  });
});
