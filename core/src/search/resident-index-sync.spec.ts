// The resident index of one process (the api's) against writes by another (the indexer's): every
// write committed before a search is in its answer, whatever wrote it, and nothing uncommitted is.
import type { DataSource } from 'typeorm';
import { openDataSource } from '../database/data-source';
import { createTestDatabase } from '../../../tests/support/test-database';
import {
  CORN_EXCHANGE,
  HILTON,
  SAVOY,
  SHOREDITCH,
  fixtureDocument,
  fixtureDocuments,
} from '../../../tests/support/venue-fixtures';
import { PostgresSearchEngine } from './postgres-search-engine';
import { nextIndexGeneration } from './resident-index-sync';
import type { VenueSearchQuery } from './search-engine';

describe('PostgresSearchEngine: the resident index follows writes by other processes', () => {
  let indexerDb: DataSource;
  let apiDb: DataSource;
  let indexer: PostgresSearchEngine;
  let api: PostgresSearchEngine;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    indexerDb = await openDataSource(database.url, 2);
    apiDb = await openDataSource(database.url, 2);
    indexer = new PostgresSearchEngine(indexerDb);
    api = new PostgresSearchEngine(apiDb);
    drop = database.drop;
  });

  afterAll(async () => {
    await indexerDb.destroy();
    await apiDb.destroy();
    await drop();
  });

  const renamed = (venue: typeof SAVOY, name: string) =>
    fixtureDocument({ ...venue, name, displayName: name } as typeof SAVOY);

  const names = async (query: Partial<VenueSearchQuery> = {}) =>
    (await api.search({ page: 1, pageSize: 20, sort: 'relevance', withFacets: true, ...query })).items
      .map((item) => item.name)
      .sort();

  it('finds what was written after its copy was made, and no longer finds what was removed', async () => {
    await indexer.upsert([fixtureDocument(SAVOY)]);
    expect(await names()).toEqual([SAVOY.name]);

    await indexer.upsert([fixtureDocument(HILTON), renamed(SAVOY, 'The Savoy Riverside')]);
    expect(await names()).toEqual(['The Savoy Riverside', HILTON.name].sort());
    expect(await names({ q: 'riverside' })).toEqual(['The Savoy Riverside']);

    await indexer.remove([HILTON.id]);
    expect(await names()).toEqual(['The Savoy Riverside']);

    await indexer.upsert([fixtureDocument(HILTON)]);
    expect(await names()).toEqual(['The Savoy Riverside', HILTON.name].sort());
  });

  it('answers from every document after a rebuild that left some out', async () => {
    await indexer.rebuild(
      (async function* () {
        yield [fixtureDocument(SHOREDITCH)];
        yield [fixtureDocument(CORN_EXCHANGE)];
      })(),
    );
    expect(await names()).toEqual([SHOREDITCH.name, CORN_EXCHANGE.name].sort());
    expect((await api.search({ page: 1, pageSize: 20, sort: 'relevance', withFacets: true })).facets?.city).toEqual({
      [SHOREDITCH.city]: 1,
      [CORN_EXCHANGE.city]: 1,
    });
  });

  it('answers the same after many rewrites of the same venues', async () => {
    for (let round = 0; round < 5; round++) await indexer.upsert(fixtureDocuments());
    expect(await names()).toEqual(
      fixtureDocuments()
        .map((doc) => doc.name)
        .sort(),
    );
    expect((await api.search({ page: 1, pageSize: 20, sort: 'relevance', withFacets: false, q: 'savoy' })).total).toBe(
      1,
    );
  });

  it('answers every sort and query exactly as a copy read whole does, after writes and removals', async () => {
    await indexer.upsert(fixtureDocuments());
    await api.search({ page: 1, pageSize: 20, sort: 'price', withFacets: false });
    await indexer.remove([SHOREDITCH.id]);
    await indexer.upsert([renamed(HILTON, 'Hilton Written Again'), renamed(SHOREDITCH, 'Shoreditch Back Again')]);
    const whole = new PostgresSearchEngine(apiDb);
    for (const sort of ['relevance', 'price', 'capacity', 'updated'] as const) {
      for (const q of [undefined, 'again', 'conference', 'londn']) {
        const query = { q, sort, page: 1, pageSize: 20, withFacets: true };
        expect(await api.search(query)).toEqual(await whole.search(query));
      }
    }
  });

  it('reads its copy when warmed up, so the first search reads only what changed since (nothing here)', async () => {
    const started = new PostgresSearchEngine(apiDb);
    await started.warmUp();
    const reads = jest.spyOn(apiDb, 'transaction');
    try {
      expect((await started.search({ page: 1, pageSize: 20, sort: 'relevance', withFacets: false })).total).toBe(6);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it('does not see a write before it commits, and sees it once it has', async () => {
    const runner = indexerDb.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const generation = await nextIndexGeneration(runner);
      await runner.query(`UPDATE search_documents SET capacity_theatre = 9999, generation = $1 WHERE venue_id = $2`, [
        generation,
        SAVOY.id,
      ]);
      expect(await names({ capacityTheatreMin: 9999 })).toEqual([]);
      // Another writer waits for the generation until the first one commits.
      const second = indexer.upsert([renamed(HILTON, 'Hilton Second Writer')]);
      await runner.commitTransaction();
      await second;
    } finally {
      await runner.release();
    }
    expect(await names({ capacityTheatreMin: 9999 })).toEqual([SAVOY.name]);
    expect(await names({ q: 'second writer' })).toEqual(['Hilton Second Writer']);
  });
});
