// The cards of the venues being compared (for their names in the compare bar), in the order asked
// for. The request itself lives in lib/venue-cards.ts (the brief page uses it too).
import { getVenueCards } from '../../../lib/venue-cards';
import { useAbortableQuery } from '../../../lib/use-abortable-query';

export function useVenueCards(ids: readonly string[]) {
  return useAbortableQuery(`venue-cards:${ids.join(',')}`, (signal) => getVenueCards(ids, signal), {
    keepPreviousData: true,
  });
}
