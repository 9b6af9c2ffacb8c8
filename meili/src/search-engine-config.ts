// Which SearchEngine a process uses, chosen once from configuration: SEARCH_ENGINE, by default
// Meilisearch when MEILI_URL is set and the PostgreSQL engine otherwise. Lives here because it
// is the one package that knows both adapters.
import { PostgresSearchEngine, type SearchEngine, loadConfig } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type MeilisearchConfig, meilisearchEnv, toMeilisearchConfig } from './meilisearch-config';
import { MeilisearchSearchEngine } from './meilisearch-search-engine';

export const SEARCH_ENGINE_KINDS = ['postgres', 'meilisearch'] as const;

export interface SearchEngineChoice {
  kind: (typeof SEARCH_ENGINE_KINDS)[number];
  meilisearch: MeilisearchConfig | null;
}

const schema = z.object({
  ...meilisearchEnv,
  SEARCH_ENGINE: z.enum(SEARCH_ENGINE_KINDS).optional(),
  NODE_ENV: z.string().optional(),
});

export function readSearchEngineChoice(env: NodeJS.ProcessEnv = process.env): SearchEngineChoice {
  const c = loadConfig(schema, env);
  const meilisearch = toMeilisearchConfig(c);
  const kind = c.SEARCH_ENGINE ?? (meilisearch ? 'meilisearch' : 'postgres');
  if (kind === 'meilisearch' && !meilisearch) {
    throw new Error(
      'SEARCH_ENGINE is meilisearch but MEILI_URL is not set: set MEILI_URL (and MEILI_API_KEY, the app key apply-settings makes).',
    );
  }
  // Production gives the api and the indexer the scoped app key only, never the master key; the
  // compose file cannot demand it (compose would then refuse `run meili-setup`, which prints it).
  if (kind === 'meilisearch' && c.NODE_ENV === 'production' && !c.MEILI_API_KEY) {
    throw new Error(
      'MEILI_API_KEY is not set: in production the api and the indexer use the app key that ' +
        '`docker compose run --rm meili-setup` prints (docs/operations.md).',
    );
  }
  return { kind, meilisearch };
}

export async function createSearchEngine(choice: SearchEngineChoice, dataSource: DataSource): Promise<SearchEngine> {
  if (choice.kind === 'meilisearch' && choice.meilisearch) return MeilisearchSearchEngine.create(choice.meilisearch);
  return new PostgresSearchEngine(dataSource);
}
