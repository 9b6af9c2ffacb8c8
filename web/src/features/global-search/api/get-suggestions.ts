// GET /api/v2/search/suggestions: venue, city and category rows for the header's search box,
// asked for from 2 characters, 150 ms after the last keystroke; a failure empties the list.
import { useEffect, useState } from 'react';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS, type SearchSuggestion } from '@venue-finder/contract';
import { apiGet } from '../../../lib/api-client';

const SUGGESTION_DELAY_MS = 150;

export function getSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  return apiGet<{ suggestions?: SearchSuggestion[] }>('/api/v2/search/suggestions', {
    query: { q, limit: SUGGESTION_LIMIT },
    signal,
  }).then((answer) => (Array.isArray(answer?.suggestions) ? answer.suggestions.slice(0, SUGGESTION_LIMIT) : []));
}

export type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; suggestions: SearchSuggestion[] }
  | { status: 'failed'; term: string };

export function canSuggest(text: string): boolean {
  return text.trim().length >= SUGGESTION_MIN_CHARS;
}

export function useSuggestions(text: string): SuggestionsState {
  const term = text.trim();
  const [state, setState] = useState<SuggestionsState>({ status: 'idle' });

  useEffect(() => {
    if (!canSuggest(term)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ status: 'loading', term });
      getSuggestions(term, controller.signal).then(
        (suggestions) => setState({ status: 'done', term, suggestions }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Search suggestions failed', error);
          setState({ status: 'failed', term });
        },
      );
    }, SUGGESTION_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  return canSuggest(term) ? state : { status: 'idle' };
}
