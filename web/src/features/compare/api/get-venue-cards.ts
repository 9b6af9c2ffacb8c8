// The cards of the venues being compared (for their names in the compare bar), in the order asked
// for. The request and its query options live in lib/venue-cards.ts (the brief uses them too).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { venueCardsQueryOptions } from '../../../lib/venue-cards';

export function useVenueCards(ids: readonly string[]) {
  // The bar keeps showing the names it has while a changed selection loads.
  return useQuery({ ...venueCardsQueryOptions(ids), placeholderData: keepPreviousData });
}
