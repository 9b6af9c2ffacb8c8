// `npm run apply-settings -w meili`: with the master key, creates the venues index if needed and
// applies its settings, awaiting each task (a no-op when they already hold; the api and indexer
// do the same at start-up), then makes sure of the app key the api and indexer use instead of the
// master key (meilisearch-app-key.ts) and prints it for MEILI_API_KEY.
import { ensureAppKey } from './meilisearch-app-key';
import { loadMeilisearchConfig } from './meilisearch-config';
import { ensureVenuesIndex } from './meilisearch-index';
import { Meilisearch } from 'meilisearch';

async function main(): Promise<void> {
  const config = loadMeilisearchConfig();
  if (!config) throw new Error('MEILI_URL is not set: there is no Meilisearch to configure.');
  if (!config.masterKey)
    throw new Error('MEILI_MASTER_KEY is not set: applying settings and making the app key need it.');
  const client = new Meilisearch({ host: config.url, apiKey: config.masterKey, timeout: config.requestTimeoutMs });
  const result = await ensureVenuesIndex(client, config.index, { timeout: config.taskTimeoutMs });
  const changes = result.updatedSettings.length ? result.updatedSettings.join(', ') : 'none (already applied)';
  console.log(`Index ${config.index}: ${result.created ? 'created' : 'exists'}; settings changed: ${changes}`);
  const appKey = await ensureAppKey(client, config.index, config.appKeyUid);
  console.log(`App key (${appKey.outcome}): set MEILI_API_KEY=${appKey.key} for the api and the indexer.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
