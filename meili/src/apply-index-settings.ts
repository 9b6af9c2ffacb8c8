// `npm run apply-settings -w meili`: creates the venues index if needed and applies its settings,
// awaiting each task; a no-op when they already hold. The API and indexer do the same at start-up.
import { loadMeilisearchConfig } from './meilisearch-config';
import { ensureVenuesIndex } from './meilisearch-index';
import { Meilisearch } from 'meilisearch';

async function main(): Promise<void> {
  const config = loadMeilisearchConfig();
  if (!config) throw new Error('MEILI_URL is not set: there is no Meilisearch to configure.');
  const client = new Meilisearch({ host: config.url, apiKey: config.apiKey, timeout: config.requestTimeoutMs });
  const result = await ensureVenuesIndex(client, config.index, { timeout: config.taskTimeoutMs });
  const changes = result.updatedSettings.length ? result.updatedSettings.join(', ') : 'none (already applied)';
  console.log(`Index ${config.index}: ${result.created ? 'created' : 'exists'}; settings changed: ${changes}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
