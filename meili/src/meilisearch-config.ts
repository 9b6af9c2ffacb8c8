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
  /** The master key (docker-compose), or an admin API key: the engine writes settings. */
  MEILI_MASTER_KEY: z.string().optional(),
  MEILI_API_KEY: z.string().optional(),
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
  apiKey?: string;
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
    index: env.MEILI_INDEX,
    requestTimeoutMs: env.MEILI_REQUEST_TIMEOUT_MS,
    taskTimeoutMs: env.MEILI_TASK_TIMEOUT_MS,
  };
}

export function loadMeilisearchConfig(env: NodeJS.ProcessEnv = process.env): MeilisearchConfig | null {
  return toMeilisearchConfig(loadConfig(z.object(meilisearchEnv), env));
}
