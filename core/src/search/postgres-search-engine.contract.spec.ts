import { openDataSource } from '../database/data-source';
import { createTestDatabase } from '../../../tests/support/test-database';
import { PostgresSearchEngine } from './postgres-search-engine';
import { describeSearchEngineContract } from './search-engine.contract';
import { SAVOY, SHOREDITCH, fixtureDocuments } from '../../../tests/support/venue-fixtures';

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

// Beyond the contract: how this engine's type-ahead spells what is typed (ResidentIndex.spell).
describe('PostgresSearchEngine type-ahead spelling', () => {
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

  it('leaves out a word no name or text explains, but not the last one', async () => {
    expect(await names('te savoy')).toEqual([SAVOY.name]);
    expect(await names('savoy qzx')).toEqual([]);
  });
});
