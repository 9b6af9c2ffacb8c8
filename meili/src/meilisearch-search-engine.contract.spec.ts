// The shared SearchEngine contract against a real Meilisearch, when MEILI_URL names one (no
// Meilisearch runs on the build machines). Each run gets its own index, deleted afterwards.
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
  describe('meilisearch contract', () => {
    it('runs against a Meilisearch server when MEILI_URL is set', () => {
      console.warn(
        '⚠ Meilisearch contract tests SKIPPED: set MEILI_URL (and MEILI_MASTER_KEY) to run them against a server, e.g.\n' +
          '  docker run -d -p 7700:7700 -e MEILI_MASTER_KEY=dev-key getmeili/meilisearch:v1.16\n' +
          '  MEILI_URL=http://localhost:7700 MEILI_MASTER_KEY=dev-key npm run test:unit -- meili/src/meilisearch-search-engine.contract.spec.ts',
      );
      expect(config).toBeNull();
    });
  });
}
