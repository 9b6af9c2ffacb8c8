// The venues index's document and the mappings in and out of it: SearchDocument → Meilisearch
// document (flat filter fields, `_geo`, epoch-second timestamps, derived capacity buckets), and
// search hits / facet distributions → the port's VenueCard and Facets.
import {
  CAPACITY_BUCKETS,
  FACET_NAMES,
  type FacetName,
  type Facets,
  type SearchDocument,
  type VenueCard,
  apostropheJoins,
} from '@venue-finder/core';
import type { FacetDistribution } from 'meilisearch';
import { createHash } from 'node:crypto';

/**
 * What the venues index stores for a venue. Absent values are left out rather than stored as
 * null: Meilisearch places documents without a sort attribute after all the others whatever the
 * direction, which gives the port's "venues without a rate sort last".
 */
export interface MeiliVenueDocument {
  id: string;
  slug: string;
  name: string;
  city: string;
  primary_category: string;
  categories: string[];
  capacity_min: number;
  capacity_max: number;
  /**
   * The capacity buckets (their values, as strings) whose range overlaps capacity_min..max.
   * Meilisearch counts facet values, not overlapping ranges, so the overlap is computed here,
   * once, and the capacity facet counts this attribute.
   */
  capacity_buckets: string[];
  capacity_theatre: number;
  capacity_cabaret: number;
  capacity_standing: number;
  bedrooms_total: number;
  styles: string[];
  amenities: string[];
  equipment: string[];
  seating_layouts: string[];
  bedroom_facilities: string[];
  accessibility: string[];
  programme_tiers: string[];
  chain?: string;
  day_rate_pence?: number;
  hour_rate_pence?: number;
  person_rate_pence?: number;
  rating?: number;
  /**
   * The rating for the ranking rule, -1 when unrated: a custom ranking rule's attribute must be
   * present in every document (Meilisearch leaves the order undefined otherwise).
   */
  rating_rank: number;
  quality_score: number;
  _geo?: { lat: number; lng: number };
  place_text: string;
  search_text: string;
  description: string;
  /** The owner keeps the availability calendar (search by date shows these venues first). */
  keeps_calendar: boolean;
  /** Days (contract's dayNumber) the venue is marked unavailable, held or booked. */
  taken_days: number[];
  /** Seconds since the epoch, with the milliseconds as the fraction (sortable, comparable). */
  updated_at: number;
  card: VenueCard;
}

/** The document attribute each facet of the port counts. */
export const FACET_ATTRIBUTES: Record<FacetName, keyof MeiliVenueDocument> = {
  city: 'city',
  category: 'categories',
  capacity: 'capacity_buckets',
  styles: 'styles',
  meeting_facilities: 'amenities',
  conference_equipment: 'equipment',
  seating_layouts: 'seating_layouts',
  bedroom_facilities: 'bedroom_facilities',
  chain: 'chain',
  accessibility: 'accessibility',
  verified: 'programme_tiers',
};

/**
 * What the documents were built with, in one hash. Meilisearch stores facet values by name, so a
 * value added to a vocabulary needs no rebuild (unlike the PostgreSQL engine's positional bits);
 * what a document derives at index time does: the capacity buckets a venue falls in (their
 * ranges) and the attribute each facet lives in. Stored beside the index (see the engine).
 */
export const MEILI_DOCUMENT_LAYOUT = createHash('sha256')
  .update(
    JSON.stringify({
      attributes: FACET_ATTRIBUTES,
      capacityBuckets: CAPACITY_BUCKETS,
      // Documents written before search by date lack these: an index of them needs a rebuild.
      availability: ['keeps_calendar', 'taken_days'],
    }),
  )
  .digest('hex');

/** What a search retrieves of each hit: the stored card, and the point for distances. */
export const CARD_ATTRIBUTES: (keyof MeiliVenueDocument)[] = ['card', '_geo'];

export type MeiliCardHit = Pick<MeiliVenueDocument, 'card' | '_geo'> & { _geoDistance?: number };

/** Whether the group sizes a venue hosts (min..max) overlap a bucket's range. */
export function capacityOverlapsBucket(
  capacityMin: number,
  capacityMax: number,
  bucket: { min: number; max: number | null },
) {
  return capacityMax >= bucket.min && (bucket.max === null || capacityMin <= bucket.max);
}

export function capacityBuckets(capacityMin: number, capacityMax: number): string[] {
  return CAPACITY_BUCKETS.filter((b) => capacityOverlapsBucket(capacityMin, capacityMax, b)).map((b) =>
    String(b.value),
  );
}

export function toEpochSeconds(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`updated_at is not a date: "${iso}"`);
  return ms / 1000;
}

export function toMeiliDocument(doc: SearchDocument): MeiliVenueDocument {
  const { geo, updated_at, chain, day_rate_pence, hour_rate_pence, person_rate_pence, rating, ...rest } = doc;
  return {
    ...rest,
    // Names written with an apostrophe also as one word (core's query-words.ts, rule 1), as the
    // PostgreSQL engine indexes them: "letoile" finds "L'Étoile".
    search_text: [rest.search_text, ...apostropheJoins(`${doc.name} ${doc.place_text}`)].filter(Boolean).join(' '),
    capacity_buckets: capacityBuckets(doc.capacity_min, doc.capacity_max),
    ...present({ chain, day_rate_pence, hour_rate_pence, person_rate_pence, rating }),
    rating_rank: rating ?? -1,
    ...(geo ? { _geo: { lat: geo.lat, lng: geo.lng } } : {}),
    updated_at: toEpochSeconds(updated_at),
  };
}

/**
 * The card of a hit; near a point, with its distance in km to one decimal. Meilisearch adds
 * `_geoDistance` (metres) to hits when the sort uses `_geoPoint`, which a search near a point
 * always does; the great-circle distance from `_geo` covers a hit without it.
 */
export function hitToVenueCard(hit: MeiliCardHit, near?: { lat: number; lng: number }): VenueCard {
  const card: VenueCard = { ...hit.card };
  if (!near) return card;
  const metres = hit._geoDistance ?? (hit._geo ? haversineMetres(near, hit._geo) : undefined);
  if (metres !== undefined) card.distance_km = Math.round(metres / 100) / 10;
  return card;
}

/**
 * The port's facets from Meilisearch's facetDistribution: every facet name present, values with
 * a count above zero, capacity buckets in the order of the search form.
 */
export function toFacets(distribution: FacetDistribution | undefined): Facets {
  const facets = Object.fromEntries(FACET_NAMES.map((name) => [name, {}])) as Facets;
  for (const name of FACET_NAMES) {
    const counts = distribution?.[FACET_ATTRIBUTES[name]] ?? {};
    const values = name === 'capacity' ? CAPACITY_BUCKETS.map((b) => String(b.value)) : Object.keys(counts);
    for (const value of values) {
      const n = counts[value] ?? 0;
      if (n > 0) facets[name][value] = n;
    }
  }
  return facets;
}

const EARTH_RADIUS_M = 6_371_000;

export function haversineMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

function present<T extends Record<string, unknown>>(values: T): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined)) as Partial<{
    [K in keyof T]: NonNullable<T[K]>;
  }>;
}
