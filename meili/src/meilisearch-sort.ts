// The `sort` parameter of a search for each of the port's sort values. Every sort ends with the
// id, as the PostgreSQL engine's ends with venue_id, so equal venues come in a stable order.
import type { SortValue } from '@venue-finder/core';
import { num } from './meilisearch-filter';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export function geoPointAsc(point: GeoPoint): string {
  return `_geoPoint(${num(point.lat)}, ${num(point.lng)}):asc`;
}

const EXPLICIT_SORTS: Record<Exclude<SortValue, 'relevance'>, string> = {
  // A venue without a day rate has no day_rate_pence: Meilisearch puts it after the others.
  price: 'day_rate_pence:asc',
  capacity: 'capacity_max:desc',
  updated: 'updated_at:desc',
};

/**
 * Relevance is the ranking rules alone, or nearest first near a point. Near a point, every sort
 * names `_geoPoint` (last, after the unique id, when it must not change the order) because that
 * is what makes Meilisearch return each hit's `_geoDistance`.
 */
export function venueSort(sort: SortValue, near?: GeoPoint): string[] | undefined {
  if (sort === 'relevance') return near ? [geoPointAsc(near), 'id:asc'] : undefined;
  return [EXPLICIT_SORTS[sort], 'id:asc', ...(near ? [geoPointAsc(near)] : [])];
}
