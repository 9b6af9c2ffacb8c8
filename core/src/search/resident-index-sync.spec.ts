// The resident index of one process (the api's) against writes by another (the indexer's): every
// write committed before a search is in its answer, whatever wrote it, and nothing uncommitted is.
import { randomUUID } from 'node:crypto';
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
import { ResidentIndexSync, nextIndexGeneration } from './resident-index-sync';
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
  /** The venue as an edit made now leaves it: renamed, and newer than any earlier read of it. */
  const edited = (venue: typeof SAVOY, name: string) =>
    fixtureDocument({ ...venue, name, displayName: name, updatedAt: new Date() } as typeof SAVOY);
  const everySearch = async (engine: PostgresSearchEngine) => {
    const answers: unknown[] = [];
    for (const sort of ['relevance', 'price', 'capacity', 'updated'] as const) {
      for (const q of [undefined, 'again', 'conference', 'londn', 'savoy']) {
        answers.push(await engine.search({ q, sort, page: 1, pageSize: 20, withFacets: true }));
      }
    }
    return answers;
  };

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

  describe('a rebuild', () => {
    it('lets live changes through while it runs, and neither undoes them nor brings back a venue removed meanwhile', async () => {
      await indexer.upsert(fixtureDocuments());
      await names();
      const rebuilt = indexer.rebuild(
        (async function* () {
          // What the rebuild read before the changes below were made.
          const read = fixtureDocuments();
          yield read.slice(0, 3);
          await indexer.upsert([edited(SAVOY, 'The Savoy Edited Meanwhile')]);
          await indexer.remove([HILTON.id]);
          // Searchable at once, with the rebuild half done.
          expect(await names({ q: 'meanwhile' })).toEqual(['The Savoy Edited Meanwhile']);
          expect(await names({ q: 'hilton' })).toEqual([]);
          yield read.slice(3);
        })(),
      );
      await rebuilt;
      expect(await names({ q: 'meanwhile' })).toEqual(['The Savoy Edited Meanwhile']);
      expect(await names({ q: 'hilton' })).toEqual([]);
      expect((await api.search({ page: 1, pageSize: 20, sort: 'relevance', withFacets: false })).total).toBe(5);
      await indexer.upsert(fixtureDocuments());
    });

    it('is caught up with by a process holding a copy, which reads only what changed and answers as a copy read whole', async () => {
      await indexer.upsert(fixtureDocuments());
      const sync = new ResidentIndexSync(apiDb);
      const held = await sync.current();
      const [row]: { n: string }[] = await indexerDb.query('SELECT count(*) AS n FROM search_documents');
      await indexer.rebuild(
        (async function* () {
          yield fixtureDocuments().filter((doc) => doc.id !== SHOREDITCH.id);
          yield [edited(CORN_EXCHANGE, 'Corn Exchange Rebuilt')];
        })(),
      );
      // The same copy, brought up to date: one venue rewritten, one removed, the rest untouched.
      expect(await sync.current()).toBe(held);
      expect(held.size).toBe(Number(row.n) - 1);
      expect(held.deadCount).toBe(2);
      expect(await everySearch(api)).toEqual(await everySearch(new PostgresSearchEngine(apiDb)));
      expect(await names({ q: 'rebuilt' })).toEqual(['Corn Exchange Rebuilt']);
      await indexer.upsert(fixtureDocuments());
    });

    it('stamps nothing when the index is already current, so no copy has anything to read', async () => {
      await indexer.upsert(fixtureDocuments());
      const [before]: { max: string }[] = await indexerDb.query('SELECT max(generation) AS max FROM search_documents');
      await indexer.rebuild(
        (async function* () {
          yield fixtureDocuments();
        })(),
      );
      const [after]: { max: string }[] = await indexerDb.query('SELECT max(generation) AS max FROM search_documents');
      expect(after.max).toBe(before.max);
    });
  });

  it('reads a copy with many dead venues whole in the background, answering from the old copy until it takes over', async () => {
    const sync = new ResidentIndexSync(apiDb, { reloadSpreadMs: 50 });
    const old = await sync.current();
    const copies = Array.from({ length: 1_010 }, (_, i) => ({
      ...fixtureDocument(SAVOY),
      id: randomUUID(),
      slug: `the-savoy-copy-${i}`,
    }));
    await indexer.upsert(copies);
    expect(await sync.current()).toBe(old);
    // Each written again: its old ordinal dies.
    await indexer.upsert(copies.map((doc) => ({ ...doc, updated_at: new Date().toISOString() })));
    expect(await sync.current()).toBe(old);
    expect(old.deadCount).toBe(1_010);
    await sync.settled();
    const fresh = await sync.current();
    expect(fresh).not.toBe(old);
    expect(fresh.deadCount).toBe(0);
    expect(fresh.size).toBe(old.size);
    expect(await everySearch(api)).toEqual(await everySearch(new PostgresSearchEngine(apiDb)));
    await indexer.remove(copies.map((doc) => doc.id));
  });

  it('gives up a write whose lock stays taken beyond its timeout, saying so, and retries one that frees in time', async () => {
    const impatient = new PostgresSearchEngine(indexerDb, { lockTimeoutMs: 200, attempts: 2 });
    const runner = apiDb.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await nextIndexGeneration(runner);
      await expect(impatient.upsert([renamed(SAVOY, 'The Savoy Never Written')])).rejects.toThrow(
        /search index was not written: its write lock stayed taken for 2 tries of 200 ms/,
      );
      await runner.rollbackTransaction();

      await runner.startTransaction();
      await nextIndexGeneration(runner);
      const written = impatient.upsert([edited(SAVOY, 'The Savoy Written On Retry')]);
      await new Promise((resolve) => setTimeout(resolve, 250));
      await runner.rollbackTransaction();
      await written;
    } finally {
      await runner.release();
    }
    expect(await names({ q: 'retry' })).toEqual(['The Savoy Written On Retry']);
  });
});
