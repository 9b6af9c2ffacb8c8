// Venues like the one being viewed: "similar spaces" (GET /api/v2/venues/{slug}/similar, 6) and
// "similar venues" (GET /api/v2/venues with exclude_id and the venue's city, category and
// capacity, 4). Either list is simply left out when it cannot be loaded.
import {
  CAPACITY_BUCKETS,
  CATEGORY_SLUGS,
  CITY_SLUGS,
  type CapacityValue,
  type VenueCard,
  type VenueDetailView,
} from '@venue-finder/contract';
import { api } from '../../../lib/api-client';
import { useBrowserIdle } from '../../../lib/use-browser-idle';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export const SIMILAR_SPACES_LIMIT = 6;
export const SIMILAR_VENUES_LIMIT = 4;

/** Never the venue itself, and no more than asked for, whatever the answer holds. */
function others(items: VenueCard[], venue: VenueDetailView, limit: number): VenueCard[] {
  return items.filter((item) => item.id !== venue.id).slice(0, limit);
}

export async function getSimilarSpaces(venue: VenueDetailView, signal?: AbortSignal): Promise<VenueCard[]> {
  const answer = await api('get', '/api/v2/venues/{idOrSlug}/similar', {
    params: { idOrSlug: venue.slug || venue.id },
    query: { limit: SIMILAR_SPACES_LIMIT },
    signal,
  });
  return others(answer.items, venue, SIMILAR_SPACES_LIMIT);
}

/** `value` if it is one of `values` (a filter the search knows), else undefined. */
function known<T extends string>(values: readonly T[], value: string): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The capacity bucket holding the venue's largest event. */
function capacityBucketOf(venue: VenueDetailView): CapacityValue | undefined {
  const max = venue.capacity?.max ?? venue.capacity_overall_max;
  if (!max) return undefined;
  return CAPACITY_BUCKETS.find((bucket) => max >= bucket.min && (bucket.max === null || max <= bucket.max))?.value;
}

export async function getSimilarVenues(venue: VenueDetailView, signal?: AbortSignal): Promise<VenueCard[]> {
  const answer = await api('get', '/api/v2/venues', {
    query: {
      limit: SIMILAR_VENUES_LIMIT,
      exclude_id: venue.id,
      city: known(CITY_SLUGS, venue.city_slug || venue.city),
      category: known(CATEGORY_SLUGS, venue.primary_category),
      capacity: capacityBucketOf(venue),
    },
    signal,
  });
  return others(answer.items, venue, SIMILAR_VENUES_LIMIT);
}

export function similarSpacesQueryOptions(venue: VenueDetailView) {
  return queryOptions({
    queryKey: queryKeys.similarSpaces(venue.id),
    queryFn: ({ signal }) => getSimilarSpaces(venue, signal),
  });
}

export function similarVenuesQueryOptions(venue: VenueDetailView) {
  return queryOptions({
    queryKey: queryKeys.similarVenues(venue.id),
    queryFn: ({ signal }) => getSimilarVenues(venue, signal),
  });
}

// Both lists sit at the foot of the page: they are asked for once the browser is idle.
export const useSimilarSpaces = (venue: VenueDetailView) =>
  useQuery({ ...similarSpacesQueryOptions(venue), enabled: useBrowserIdle() });
export const useSimilarVenues = (venue: VenueDetailView) =>
  useQuery({ ...similarVenuesQueryOptions(venue), enabled: useBrowserIdle() });
