// Update Count: the number of venues (and facet counts) a draft of the filters would find. Once
// asked for, the count follows the draft, asked for 300 ms after the last change so typing and
// ticking do not send a request each; the last count stays shown while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { EMPTY_VENUE_SEARCH, type VenueSearchState } from '../search/venue-search-state';
import { type VenueSearchAnswer, venueCountQueryOptions } from './search-venues';

export const FILTER_COUNT_DEBOUNCE_MS = 300;

export type FilterCount =
  | { status: 'idle' }
  | { status: 'loading'; answer?: VenueSearchAnswer }
  | { status: 'done'; answer: VenueSearchAnswer }
  | { status: 'error' };

/**
 * The count of `draft` (null: not asked for, or put away by Apply). `draftKey` names the draft,
 * which is a new object on every render. `refresh` asks again for the same draft.
 */
export function useFilterCount(draft: VenueSearchState | null, draftKey: string) {
  const settled = useDebouncedValue(draft, FILTER_COUNT_DEBOUNCE_MS, draft ? draftKey : '');
  const query = useQuery({
    ...venueCountQueryOptions(settled ?? EMPTY_VENUE_SEARCH),
    enabled: draft !== null && settled !== null,
    placeholderData: keepPreviousData,
  });
  let count: FilterCount;
  if (draft === null) count = { status: 'idle' };
  else if (query.isFetching || query.isPending) count = { status: 'loading', answer: query.data };
  else if (query.isError) count = { status: 'error' };
  else count = { status: 'done', answer: query.data };
  return { count, refresh: () => void query.refetch() };
}
