// The venues a visitor has picked to compare side by side: ids in browser storage under
// 'compare', at most five, no duplicates.
import { parseJsonOrUndefined, readStoredJson, useStoredValue, writeStoredJson } from './browser-storage';

export const COMPARE_STORAGE_KEY = 'compare';
export const MAX_COMPARE_VENUES = 5;
/** Comparing needs at least this many venues. */
export const MIN_COMPARE_VENUES = 2;

export const COMPARE_DUPLICATE_MESSAGE = 'This venue is already in your comparison list';
export const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARE_VENUES} venues. Please remove some venues to add more.`;

export type AddToCompareOutcome = 'added' | 'duplicate' | 'full';

function toIds(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

const parseCompareIds = (raw: string | null): string[] => toIds(parseJsonOrUndefined(raw));

/** The venues a comparison's address names (`?ids=a,b`): each once, at most five. */
export function compareIdsFromAddress(value: string | null): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, MAX_COMPARE_VENUES);
}

export function useCompareIds(): string[] {
  return useStoredValue(COMPARE_STORAGE_KEY, parseCompareIds);
}

export function readCompareIds(): string[] {
  return toIds(readStoredJson(COMPARE_STORAGE_KEY));
}

export function addToCompare(venueId: string): AddToCompareOutcome {
  const ids = readCompareIds();
  if (ids.includes(venueId)) return 'duplicate';
  if (ids.length >= MAX_COMPARE_VENUES) return 'full';
  writeStoredJson(COMPARE_STORAGE_KEY, [...ids, venueId]);
  return 'added';
}

export function removeFromCompare(venueId: string): void {
  writeStoredJson(
    COMPARE_STORAGE_KEY,
    readCompareIds().filter((id) => id !== venueId),
  );
}

export function clearCompare(): void {
  writeStoredJson(COMPARE_STORAGE_KEY, []);
}
