// Update Count: the number of venues (and facet counts) a draft of the filters would find, asked
// for 300 ms after the last request so typing and ticking do not send a request each.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VenueSearchState } from '../search/venue-search-state';
import { countVenues, type VenueSearchAnswer } from './search-venues';

export const FILTER_COUNT_DEBOUNCE_MS = 300;

export type FilterCount =
  | { status: 'idle' }
  | { status: 'loading'; answer?: VenueSearchAnswer }
  | { status: 'done'; answer: VenueSearchAnswer }
  | { status: 'error' };

export function useFilterCount() {
  const [count, setCount] = useState<FilterCount>({ status: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    controller.current?.abort();
  }, []);
  useEffect(() => cancel, [cancel]);

  const request = useCallback(
    (draft: VenueSearchState) => {
      cancel();
      timer.current = window.setTimeout(() => {
        const current = new AbortController();
        controller.current = current;
        setCount((previous) => ({ status: 'loading', answer: 'answer' in previous ? previous.answer : undefined }));
        countVenues(draft, current.signal).then(
          (answer) => setCount({ status: 'done', answer }),
          (error: unknown) => {
            if (current.signal.aborted) return;
            console.error('Counting venues failed', error);
            setCount({ status: 'error' });
          },
        );
      }, FILTER_COUNT_DEBOUNCE_MS);
    },
    [cancel],
  );

  const reset = useCallback(() => {
    cancel();
    setCount({ status: 'idle' });
  }, [cancel]);

  return { count, request, reset };
}
