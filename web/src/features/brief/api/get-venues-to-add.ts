// The venues a link to the brief names (/v2/brief?ids=a,b), fetched as cards to add to it.
import { useQuery } from '@tanstack/react-query';
import { venueCardsQueryOptions } from '../../../lib/venue-cards';

export function useVenuesToAdd(ids: readonly string[]) {
  return useQuery({ ...venueCardsQueryOptions(ids), enabled: ids.length > 0 });
}
