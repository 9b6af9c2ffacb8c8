// What a results page searches for, read from its address (query string and the path form
// /v2/venues/{city}/{category}/{capacity}) and written back as a canonical query string.
import {
  CAPACITY_BUCKETS,
  CATEGORY_SLUGS,
  CITY_SLUGS,
  SORT_VALUES,
  capacityBucket,
  categoryName,
  cityName,
  type CapacityValue,
  type CategorySlug,
  type CitySlug,
  type SortValue,
} from '@venue-finder/core/search-schema';

export const DEFAULT_SORT: SortValue = 'relevance';

export interface VenueSearch {
  q: string;
  city: CitySlug | null;
  category: CategorySlug | null;
  capacity: CapacityValue | null;
  sort: SortValue;
  page: number;
}

export interface VenueSearchPathParams {
  city?: string;
  category?: string;
  capacity?: string;
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null | undefined): T | null {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** "50", "50-people" → 50; a size between buckets ("30-people") → the bucket that holds it. */
export function parseCapacity(value: string | null | undefined): CapacityValue | null {
  const guests = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(guests) || guests < 1) return null;
  return (
    capacityBucket(guests)?.value ??
    CAPACITY_BUCKETS.find((bucket) => guests >= bucket.min && (bucket.max === null || guests <= bucket.max))?.value ??
    null
  );
}

function parsePage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** Path segments win over the query string; unknown values are dropped rather than sent. */
export function readVenueSearch(query: URLSearchParams, pathParams: VenueSearchPathParams = {}): VenueSearch {
  return {
    q: (query.get('q') ?? '').trim(),
    city: oneOf(CITY_SLUGS, pathParams.city ?? query.get('city')),
    category: oneOf(CATEGORY_SLUGS, pathParams.category ?? query.get('category')),
    capacity: parseCapacity(pathParams.capacity ?? query.get('capacity')),
    sort: oneOf(SORT_VALUES, query.get('sort')) ?? DEFAULT_SORT,
    page: parsePage(query.get('page')),
  };
}

/** The query string of a search, leaving out defaults so addresses stay short and shareable. */
export function venueSearchToQuery(search: VenueSearch): Record<string, string | number | undefined> {
  return {
    q: search.q || undefined,
    city: search.city ?? undefined,
    category: search.category ?? undefined,
    capacity: search.capacity ?? undefined,
    sort: search.sort === DEFAULT_SORT ? undefined : search.sort,
    page: search.page === 1 ? undefined : search.page,
  };
}

/** "Meeting Room venues in London for 26-50 guests matching “board”", or null without filters. */
export function describeVenueSearch(search: VenueSearch): string | null {
  if (!search.q && !search.city && !search.category && !search.capacity) return null;
  const parts = [search.category ? `${categoryName(search.category)} venues` : 'Venues'];
  if (search.city) parts.push(`in ${cityName(search.city)}`);
  if (search.capacity) parts.push(`for ${capacityBucket(search.capacity)?.label ?? search.capacity} guests`);
  if (search.q) parts.push(`matching “${search.q}”`);
  return parts.join(' ');
}
