// The visitor's last five searches, most recent first, one per term, kept in browser storage.
import type { SearchSuggestion } from '@venue-finder/contract';
import { parseJsonOrUndefined, readStoredJson, useStoredValue, writeStoredJson } from '../../lib/browser-storage';

export const RECENT_SEARCHES_STORAGE_KEY = 'recentSearches';
export const MAX_RECENT_SEARCHES = 5;

export type RecentSearchType = SearchSuggestion['type'] | 'general';

export interface RecentSearch {
  term: string;
  type: RecentSearchType;
  data: { slug?: string; city?: string; value?: string };
  timestamp: number;
}

const TYPES: readonly RecentSearchType[] = ['venue', 'city', 'category', 'general'];

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<RecentSearch>;
  return (
    typeof entry.term === 'string' &&
    entry.term.trim() !== '' &&
    TYPES.includes(entry.type as RecentSearchType) &&
    typeof entry.timestamp === 'number'
  );
}

function toRecentSearches(stored: unknown): RecentSearch[] {
  return Array.isArray(stored)
    ? stored
        .filter(isRecentSearch)
        .map((entry) => ({ ...entry, data: typeof entry.data === 'object' && entry.data ? entry.data : {} }))
        .slice(0, MAX_RECENT_SEARCHES)
    : [];
}

const parseRecentSearches = (raw: string | null) => toRecentSearches(parseJsonOrUndefined(raw));

export function useRecentSearches(): RecentSearch[] {
  return useStoredValue(RECENT_SEARCHES_STORAGE_KEY, parseRecentSearches);
}

const sameTerm = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Puts a search first, dropping an earlier one with the same term and any beyond the fifth. */
export function rememberSearch(search: Omit<RecentSearch, 'timestamp'>): void {
  const earlier = toRecentSearches(readStoredJson(RECENT_SEARCHES_STORAGE_KEY)).filter(
    (entry) => !sameTerm(entry.term, search.term),
  );
  writeStoredJson(
    RECENT_SEARCHES_STORAGE_KEY,
    [{ ...search, term: search.term.trim(), timestamp: Date.now() }, ...earlier].slice(0, MAX_RECENT_SEARCHES),
  );
}
