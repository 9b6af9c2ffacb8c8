// How a process reaches Meilisearch, read once from the environment. `meilisearchEnv` holds the
// fields so an app's own schema can embed them; loadMeilisearchConfig reads them on their own.
import { loadConfig } from '@venue-finder/core';
import { z } from 'zod';

/** Index uids: letters, digits, hyphens and underscores (Meilisearch's rule), kept short. */
const INDEX_UID = /^[A-Za-z0-9_-]{1,200}$/;

const milliseconds = (fallback: number) =>
  z.coerce.number().int('must be a whole number of milliseconds').min(1).default(fallback);

export const meilisearchEnv = {
  MEILI_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')
    .optional(),
  /**
   * The master key: only `npm run apply-settings -w meili` needs it (it makes the app key). A
   * process without MEILI_API_KEY falls back to it, for a developer's own Meilisearch; production
   * (docker-compose) gives the api and indexer the app key only.
   */
  MEILI_MASTER_KEY: z.string().optional(),
  /** The app key (meilisearch-app-key.ts): search, documents and settings of the venues index. */
  MEILI_API_KEY: z.string().optional(),
  /** The uid of the app key apply-settings makes (a UUID); its value follows from it. */
  MEILI_APP_KEY_UID: z.string().uuid('must be a UUID').optional(),
  MEILI_INDEX: z
    .string()
    .regex(INDEX_UID, 'must be letters, digits, - or _ (a Meilisearch index uid)')
    .default('venues'),
  /** How long one HTTP request may take. */
  MEILI_REQUEST_TIMEOUT_MS: milliseconds(10_000),
  /** How long to wait for one task (indexing a batch, applying settings, a swap) to finish. */
  MEILI_TASK_TIMEOUT_MS: milliseconds(120_000),
};

export interface MeilisearchConfig {
  url: string;
  /** The key the api and indexer use: the app key, else the master key. */
  apiKey?: string;
  /** For apply-settings only. */
  masterKey?: string;
  appKeyUid?: string;
  index: string;
  requestTimeoutMs: number;
  taskTimeoutMs: number;
}

type MeilisearchEnv = z.output<z.ZodObject<typeof meilisearchEnv>>;

/** The config from already-validated fields; null when MEILI_URL is unset (engine not chosen). */
export function toMeilisearchConfig(env: MeilisearchEnv): MeilisearchConfig | null {
  if (!env.MEILI_URL) return null;
  return {
    url: env.MEILI_URL,
    apiKey: env.MEILI_API_KEY ?? env.MEILI_MASTER_KEY,
    masterKey: env.MEILI_MASTER_KEY,
    appKeyUid: env.MEILI_APP_KEY_UID,
    index: env.MEILI_INDEX,
    requestTimeoutMs: env.MEILI_REQUEST_TIMEOUT_MS,
    taskTimeoutMs: env.MEILI_TASK_TIMEOUT_MS,
  };
}

export function loadMeilisearchConfig(env: NodeJS.ProcessEnv = process.env): MeilisearchConfig | null {
  return toMeilisearchConfig(loadConfig(z.object(meilisearchEnv), env));
}
