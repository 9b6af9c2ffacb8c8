import { openDataSource } from '../database/data-source';
import { createTestDatabase } from '../../../tests/support/test-database';
import { PostgresSearchEngine } from './postgres-search-engine';
import { describeSearchEngineContract } from './search-engine.contract';

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
