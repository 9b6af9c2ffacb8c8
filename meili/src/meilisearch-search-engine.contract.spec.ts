// The shared SearchEngine contract against a real Meilisearch, when MEILI_URL names one (no
// Meilisearch runs on the build machines). Each run gets its own index, deleted afterwards.
// Its own Jest project (jest.config.js): `npm run test:meili` runs it and fails without a
// server; a run without MEILI_URL leaves it out and says so (tests/support/meili-contract-notice.js).
import { Meilisearch } from 'meilisearch';
import { describeSearchEngineContract } from '../../core/src/search/search-engine.contract';
import { loadMeilisearchConfig } from './meilisearch-config';
import { MeilisearchSearchEngine, layoutIndexUid } from './meilisearch-search-engine';

const config = loadMeilisearchConfig();

if (config) {
  describeSearchEngineContract('meilisearch', async () => {
    const index = `venues_contract_${Date.now()}_${process.pid}`;
    const engine = await MeilisearchSearchEngine.create({ ...config, index });
    return {
      engine,
      cleanup: async () => {
        const client = new Meilisearch({ host: config.url, apiKey: config.apiKey });
        // The index, its layout record, and any rebuild index a failed run left behind.
        const { results } = await client.getRawIndexes({ limit: 1000 });
        const ours = (uid: string) => uid === index || uid === layoutIndexUid(index) || uid.startsWith(`${index}_tmp_`);
        for (const { uid } of results.filter((i) => ours(i.uid))) {
          await client.tasks.waitForTask(await client.deleteIndex(uid), { timeout: config.taskTimeoutMs });
        }
      },
    };
  });
} else {
  // Only `npm run test:meili` (MEILI_CONTRACT=required) reaches here without a server: it fails,
  // saying why, rather than passing with nothing tested.
  describe('meilisearch contract', () => {
    it('needs a Meilisearch server: set MEILI_URL (and MEILI_MASTER_KEY)', () => {
      throw new Error(
        'MEILI_URL is not set: the Meilisearch contract suite cannot run. Point MEILI_URL (and MEILI_MASTER_KEY) at a server, e.g.\n' +
          '  docker compose --profile meili-tests run --rm meili-suites\n' +
          '  or: MEILI_URL=http://localhost:7700 MEILI_MASTER_KEY=dev-key npm run test:meili',
      );
    });
  });
}
