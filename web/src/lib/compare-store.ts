// The venues a visitor has picked to compare side by side: ids in browser storage under
// 'compare', at most five.
import { parseJsonOrUndefined, readStoredJson, useStoredValue, writeStoredJson } from './browser-storage';

export const COMPARE_STORAGE_KEY = 'compare';
export const MAX_COMPARE_VENUES = 5;

export type AddToCompareOutcome = 'added' | 'duplicate' | 'full';

function toIds(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

const parseCompareIds = (raw: string | null): string[] => toIds(parseJsonOrUndefined(raw));

export function useCompareIds(): string[] {
  return useStoredValue(COMPARE_STORAGE_KEY, parseCompareIds);
}

export function addToCompare(venueId: string): AddToCompareOutcome {
  const ids = toIds(readStoredJson(COMPARE_STORAGE_KEY));
  if (ids.includes(venueId)) return 'duplicate';
  if (ids.length >= MAX_COMPARE_VENUES) return 'full';
  writeStoredJson(COMPARE_STORAGE_KEY, [...ids, venueId]);
  return 'added';
}
