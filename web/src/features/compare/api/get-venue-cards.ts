// The cards of the venues being compared (for their names in the compare bar), in the order asked
// for. The request itself lives in lib/venue-cards.ts (the brief page uses it too).
import { getVenueCards } from '../../../lib/venue-cards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export function venueCardsQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: ['venue-cards', ...ids],
    queryFn: ({ signal }) => getVenueCards(ids, signal),
    // The bar keeps showing the names it has while a changed selection loads.
    placeholderData: keepPreviousData,
  });
}

export function useVenueCards(ids: readonly string[]) {
  return useQuery(venueCardsQueryOptions(ids));
}
