// GET /api/v2/search/suggestions: venue, city and category rows for the header's search box,
// asked for from 2 characters, 150 ms after the last keystroke; a failure empties the list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS, type SearchSuggestion } from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { queryKeys } from '../../../lib/query-keys';

const SUGGESTION_DELAY_MS = 150;

export function getSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  return api('get', '/api/v2/search/suggestions', { query: { q, limit: SUGGESTION_LIMIT }, signal }).then((answer) =>
    Array.isArray(answer?.suggestions) ? answer.suggestions.slice(0, SUGGESTION_LIMIT) : [],
  );
}

export function suggestionsQueryOptions(term: string) {
  return queryOptions({
    queryKey: queryKeys.searchSuggestions(term),
    queryFn: ({ signal }) => getSuggestions(term, signal),
    // The next keystroke asks again; a retry would only hold the list back.
    retry: false,
  });
}

export type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; suggestions: SearchSuggestion[] }
  | { status: 'failed'; term: string };

export function canSuggest(text: string): boolean {
  return text.trim().length >= SUGGESTION_MIN_CHARS;
}

/** The suggestions for the term typed, once typing has paused (a term seen before answers at once). */
export function useSuggestions(text: string): SuggestionsState {
  const term = useDebouncedValue(text.trim(), SUGGESTION_DELAY_MS);
  const enabled = canSuggest(term);
  const query = useQuery({ ...suggestionsQueryOptions(term), enabled });
  if (!canSuggest(text) || !enabled) return { status: 'idle' };
  if (query.data) return { status: 'done', term, suggestions: query.data };
  return query.isError ? { status: 'failed', term } : { status: 'loading', term };
}
