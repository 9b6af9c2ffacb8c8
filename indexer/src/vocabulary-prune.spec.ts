import { SchedulerRegistry } from '@nestjs/schedule';
import { PostgresSearchEngine } from '@venue-finder/core';
import { type TestDataSource, openTestDataSource } from '../../tests/support/test-database';
import { SAVOY, fixtureDocuments } from '../../tests/support/venue-fixtures';
import { VocabularyPrune } from './vocabulary-prune';

describe(VocabularyPrune.name, () => {
  let db: TestDataSource;
  let engine: PostgresSearchEngine;
  let prune: VocabularyPrune;

  beforeAll(async () => {
    db = await openTestDataSource(2);
    engine = new PostgresSearchEngine(db.dataSource);
    await engine.upsert(fixtureDocuments());
    prune = new VocabularyPrune(db.dataSource, engine, new SchedulerRegistry());
  });

  afterAll(() => db?.close());

  const holds = async (word: string) =>
    (await db.dataSource.query('SELECT 1 FROM search_vocabulary WHERE word = $1', [word])).length > 0;

  it('prunes the words of a venue gone from search, and reads every word again only once the index is written', async () => {
    await prune.pruneIfWritten();
    await engine.remove([SAVOY.id]);
    expect(await holds('savoy')).toBe(true);
    const passes = jest.spyOn(engine, 'pruneVocabulary');

    await prune.pruneIfWritten();
    expect(await holds('savoy')).toBe(false);
    await prune.pruneIfWritten();
    expect(passes).toHaveBeenCalledTimes(1);

    await engine.upsert(fixtureDocuments().filter((doc) => doc.id === SAVOY.id));
    expect(await holds('savoy')).toBe(true);
    await prune.pruneIfWritten();
    expect(passes).toHaveBeenCalledTimes(2);
    expect(await holds('savoy')).toBe(true);
  });
});
