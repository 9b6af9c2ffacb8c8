import { openDataSource } from '../database/data-source';
import { createTestDatabase } from '../../../tests/support/test-database';
import { PostgresSearchEngine } from './postgres-search-engine';
import { describeSearchEngineContract } from './search-engine.contract';
import {
  CORN_EXCHANGE,
  SAVOY,
  SHOREDITCH,
  fixtureDocument,
  fixtureDocuments,
} from '../../../tests/support/venue-fixtures';

describeSearchEngineContract('postgres', async () => {
  const database = await createTestDatabase();
  const dataSource = await openDataSource(database.url, 2);
  return {
    engine: new PostgresSearchEngine(dataSource),
    cleanup: async () => {
      await dataSource.destroy();
      await database.drop();
    },
  };
});

// Beyond the contract: how this engine's type-ahead orders its tiers and spells what is typed
// (ResidentIndex.spell).
describe('PostgresSearchEngine type-ahead', () => {
  let engine: PostgresSearchEngine;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const dataSource = await openDataSource(database.url, 2);
    engine = new PostgresSearchEngine(dataSource);
    await engine.upsert(fixtureDocuments());
    cleanup = async () => {
      await dataSource.destroy();
      await database.drop();
    };
  });

  afterAll(() => cleanup());

  const names = async (text: string) => (await engine.suggest(text, 8)).map((s) => s.name);

  it('corrects a mistyped word and completes a mistyped last word', async () => {
    expect(await names('the savoi ballroom')).toEqual([SAVOY.name]);
    expect(await names('shoredicth stu')).toEqual([SHOREDITCH.name]);
  });

  it('spells with the words of a venue written after the copy it spells from was read', async () => {
    expect(await names('the savoi ballroom')).toEqual([SAVOY.name]);
    const written = fixtureDocument({
      ...CORN_EXCHANGE,
      id: '00000000-0000-4000-8000-0000000a11a2',
      slug: 'zephyrine-pavilion',
      name: 'Zephyrine Pavilion',
      displayName: 'Zephyrine Pavilion',
    });
    await engine.upsert([written]);
    try {
      // The type-ahead spells from the copy it holds and learns from its own statement that the
      // index has moved on: it must catch up and spell again, not answer from the old words.
      expect(await names('zephirine pav')).toEqual(['Zephyrine Pavilion']);
    } finally {
      await engine.remove([written.id]);
    }
  });

  it('leaves out a word no name or text explains, but not the last one', async () => {
    expect(await names('te savoy')).toEqual([SAVOY.name]);
    expect(await names('savoy qzx')).toEqual([]);
  });

  it('lists names that start with the text, then names with a later word that does, each venue once', async () => {
    const both = fixtureDocument({
      ...CORN_EXCHANGE,
      id: '00000000-0000-4000-8000-0000000a11a1',
      slug: 'hall-and-hall-rooms',
      name: 'Hall and Hall Rooms',
      displayName: 'Hall and Hall Rooms',
      qualityScore: 10,
    });
    await engine.upsert([both]);
    try {
      // The first tier's venue (quality 10) before the second's (75), though it also has a
      // later word starting "hall"; and never twice, whatever the limit.
      expect(await names('hall')).toEqual(['Hall and Hall Rooms', CORN_EXCHANGE.name]);
      expect((await engine.suggest('hall', 1)).map((s) => s.name)).toEqual(['Hall and Hall Rooms']);
      expect((await engine.suggest('hall', 2)).map((s) => s.name)).toEqual(['Hall and Hall Rooms', CORN_EXCHANGE.name]);
    } finally {
      await engine.remove([both.id]);
    }
  });
});
