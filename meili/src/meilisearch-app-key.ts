// The api's and indexer's own Meilisearch key: made by `npm run apply-settings -w meili` with the
// master key, so no running process holds the master key (which can read and change every key
// and every index). It may search, read and write documents, and keep the venues index and the
// indexes a rebuild swaps in (`<index>_tmp_*`) with their settings — nothing else: no keys, no
// dumps, no snapshots, no other index. Its uid is fixed, so its value (Meilisearch derives it from
// the uid and the master key) stays the same from one run to the next.
import type { Meilisearch } from 'meilisearch';
import { isMeilisearchError } from './meilisearch-index';

/** The app key's uid unless MEILI_APP_KEY_UID names another. */
export const DEFAULT_APP_KEY_UID = '5b0f6f3e-9c1e-4f0a-8f43-6c2d1a7e9b10';

export const APP_KEY_ACTIONS = [
  'search',
  'documents.add',
  'documents.get',
  'documents.delete',
  'indexes.create',
  'indexes.get',
  'indexes.delete',
  'indexes.swap',
  'settings.get',
  'settings.update',
  'tasks.get',
  'stats.get',
] as const;

export const appKeyIndexes = (index: string) => [index, `${index}_tmp_*`];

export interface AppKeyResult {
  /** The value to give the api and the indexer as MEILI_API_KEY. */
  key: string;
  outcome: 'created' | 'unchanged' | 'replaced';
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * Makes sure the app key exists with exactly its actions and indexes (a key's rights cannot be
 * changed in place: one that differs is deleted and made again under the same uid, so its value
 * stays). Needs a client with the master key.
 */
export async function ensureAppKey(
  client: Meilisearch,
  index: string,
  uid = DEFAULT_APP_KEY_UID,
): Promise<AppKeyResult> {
  const wanted = {
    uid,
    name: 'venue-finder-app',
    description: 'Venue Finder api and indexer: search and documents of the venues index',
    actions: [...APP_KEY_ACTIONS],
    indexes: appKeyIndexes(index),
    expiresAt: null,
  };
  const existing = await client.getKey(uid).catch((error: unknown) => {
    if (isMeilisearchError(error, 'api_key_not_found')) return null;
    throw error;
  });
  if (existing && sameSet(existing.actions, wanted.actions) && sameSet(existing.indexes, wanted.indexes))
    return { key: existing.key, outcome: 'unchanged' };
  if (existing) await client.deleteKey(uid);
  const created = await client.createKey(wanted);
  return { key: created.key, outcome: existing ? 'replaced' : 'created' };
}
