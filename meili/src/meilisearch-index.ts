// Creating the venues index and applying its settings, idempotently: what already holds is left
// alone (no task is enqueued), each change is awaited, and a failed task stops with an error that
// names it. Meilisearch writes are asynchronous tasks; completeTask is the one place that awaits
// one and turns "failed" into an exception.
import { type EnqueuedTask, type Meilisearch, MeilisearchApiError, type Settings, type Task } from 'meilisearch';
import { VENUES_INDEX_SETTINGS } from './venues-index.settings';

export const PRIMARY_KEY = 'id';

export interface TaskWaitOptions {
  /** Milliseconds to wait for the task to finish. */
  timeout: number;
  /** Milliseconds between polls of GET /tasks/:uid. */
  interval?: number;
}

export class MeilisearchTaskError extends Error {
  constructor(
    readonly task: Task,
    action: string,
  ) {
    const reason = task.error ? `${task.error.message} [${task.error.code}]` : `status ${task.status}`;
    super(
      `Meilisearch task ${task.uid} (${task.type}${task.indexUid ? ` on ${task.indexUid}` : ''}) failed while ${action}: ${reason}`,
    );
    this.name = 'MeilisearchTaskError';
  }
}

/** Waits for an enqueued task and returns it once succeeded; throws if it failed or was canceled. */
export async function completeTask(
  client: Meilisearch,
  enqueued: Promise<EnqueuedTask>,
  action: string,
  wait: TaskWaitOptions,
): Promise<Task> {
  const task = await client.tasks.waitForTask(await enqueued, { timeout: wait.timeout, interval: wait.interval ?? 50 });
  if (task.status !== 'succeeded') throw new MeilisearchTaskError(task, action);
  return task;
}

export function isMeilisearchError(error: unknown, code: string): boolean {
  return error instanceof MeilisearchApiError && error.cause?.code === code;
}

/**
 * The settings keys whose current value differs from the wanted one. Only the wanted keys are
 * compared (and, within objects, only the wanted fields), since Meilisearch answers with every
 * setting and its defaults; attribute lists Meilisearch treats as sets compare as sets.
 */
export function settingsDiff(current: Settings, wanted: Settings): (keyof Settings)[] {
  return (Object.keys(wanted) as (keyof Settings)[]).filter(
    (key) =>
      !matches(current[key], wanted[key], UNORDERED.has(key)) ||
      (key === 'synonyms' && !sameKeys(current[key], wanted[key])),
  );
}

const UNORDERED = new Set<keyof Settings>(['filterableAttributes', 'sortableAttributes', 'displayedAttributes']);

/** Synonyms are replaced whole, so a word dropped from the code must be dropped from the index. */
function sameKeys(current: unknown, wanted: unknown): boolean {
  const keys = (v: unknown) =>
    Object.keys((v ?? {}) as object)
      .sort()
      .join('\n');
  return keys(current) === keys(wanted);
}

function matches(current: unknown, wanted: unknown, unordered: boolean): boolean {
  if (Array.isArray(wanted)) {
    if (!Array.isArray(current) || current.length !== wanted.length) return false;
    if (unordered) {
      const have = new Set(current.map((v) => JSON.stringify(v)));
      return wanted.every((v) => have.has(JSON.stringify(v)));
    }
    return wanted.every((v, i) => matches(current[i], v, false));
  }
  if (wanted !== null && typeof wanted === 'object') {
    if (current === null || typeof current !== 'object') return false;
    const have = current as Record<string, unknown>;
    // Synonym lists: the order of a word's synonyms means nothing.
    return Object.entries(wanted).every(([k, v]) => matches(have[k], v, Array.isArray(v)));
  }
  return current === wanted;
}

export interface EnsureIndexResult {
  created: boolean;
  /** Settings keys that were changed (empty when they already held). */
  updatedSettings: (keyof Settings)[];
}

/**
 * Makes sure the index exists with primary key `id` and the venues settings, awaiting each task.
 * Safe to run from several processes at once: a concurrent creation is not an error.
 */
export async function ensureVenuesIndex(
  client: Meilisearch,
  uid: string,
  wait: TaskWaitOptions,
  settings: Settings = VENUES_INDEX_SETTINGS,
): Promise<EnsureIndexResult> {
  let created = false;
  try {
    const info = await client.getRawIndex(uid);
    if (!info.primaryKey) {
      await completeTask(
        client,
        client.updateIndex(uid, { primaryKey: PRIMARY_KEY }),
        `setting ${uid}'s primary key`,
        wait,
      );
    }
  } catch (error) {
    if (!isMeilisearchError(error, 'index_not_found')) throw error;
    try {
      await completeTask(client, client.createIndex(uid, { primaryKey: PRIMARY_KEY }), `creating index ${uid}`, wait);
      created = true;
    } catch (creation) {
      const lostRace = creation instanceof MeilisearchTaskError && creation.task.error?.code === 'index_already_exists';
      if (!lostRace) throw creation;
    }
  }
  const current = await client.index(uid).getSettings();
  const updatedSettings = settingsDiff(current, settings);
  if (updatedSettings.length > 0) {
    const changed = Object.fromEntries(updatedSettings.map((key) => [key, settings[key]])) as Settings;
    await completeTask(
      client,
      client.index(uid).updateSettings(changed),
      `applying settings ${updatedSettings.join(', ')} to ${uid}`,
      wait,
    );
  }
  return { created, updatedSettings };
}
