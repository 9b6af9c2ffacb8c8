// The search vocabulary, defined once: cities, categories, capacity buckets, filter values,
// facet names and sort values. Imported by the API, the indexer, the engines and the web app,
// so it must stay free of Node and database imports.
import type { VenueResponseFigures } from './enquiries.js';
import type { ProgrammeStanding } from './verification-programme.js';
import type { VenueAvailability } from './venue-calendar.js';

export const CITIES = [
  { slug: 'london', name: 'London' },
  { slug: 'manchester', name: 'Manchester' },
  { slug: 'birmingham', name: 'Birmingham' },
  { slug: 'leeds', name: 'Leeds' },
  { slug: 'edinburgh', name: 'Edinburgh' },
  { slug: 'glasgow', name: 'Glasgow' },
  { slug: 'bristol', name: 'Bristol' },
  { slug: 'liverpool', name: 'Liverpool' },
  { slug: 'cardiff', name: 'Cardiff' },
  { slug: 'belfast', name: 'Belfast' },
] as const;
export type CitySlug = (typeof CITIES)[number]['slug'];
export const CITY_SLUGS = CITIES.map((c) => c.slug) as CitySlug[];

/** `plural` titles a listing ("Conference venues in Leeds"). */
export const CATEGORIES = [
  { slug: 'meeting-room', name: 'Meeting Room', plural: 'Meeting rooms' },
  { slug: 'conference', name: 'Conference', plural: 'Conference venues' },
  { slug: 'training', name: 'Training', plural: 'Training rooms' },
  { slug: 'private-dining', name: 'Private Dining', plural: 'Private dining rooms' },
  { slug: 'hotel-function-room', name: 'Hotel Function Room', plural: 'Hotel function rooms' },
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as CategorySlug[];

/**
 * Capacity buckets of the search form: the value is what the URL carries, the label what people
 * read. A venue matches a bucket when the range of group sizes it can host (capacity_min to
 * capacity_max) overlaps the bucket's range, i.e. it can host some group size within the bucket.
 */
export const CAPACITY_BUCKETS = [
  { value: 10, label: '1-10', min: 1, max: 10 },
  { value: 26, label: '11-25', min: 11, max: 25 },
  { value: 50, label: '26-50', min: 26, max: 50 },
  { value: 100, label: '51-100', min: 51, max: 100 },
  { value: 250, label: '101-250', min: 101, max: 250 },
  { value: 500, label: '251-500', min: 251, max: 500 },
  { value: 501, label: '500+', min: 501, max: null },
] as const;
export type CapacityBucket = (typeof CAPACITY_BUCKETS)[number];
export type CapacityValue = CapacityBucket['value'];
export const CAPACITY_VALUES = CAPACITY_BUCKETS.map((b) => b.value) as CapacityValue[];

export function capacityBucket(value: number): CapacityBucket | undefined {
  return CAPACITY_BUCKETS.find((b) => b.value === value);
}

/**
 * The bucket a group size names, as addresses give it ('50', '50-people', '30'): the bucket of
 * that value, else the one the size falls in; undefined for no positive number.
 */
export function capacityBucketForGuests(value: string | number | null | undefined): CapacityBucket | undefined {
  const guests = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(guests) || guests < 1) return undefined;
  return capacityBucket(guests) ?? CAPACITY_BUCKETS.find((b) => guests >= b.min && (b.max === null || guests <= b.max));
}

/**
 * Whether the segments of a listing address (/v2/venues/:city/:category?/:capacity?) name a city,
 * a category and a group size. Any other such address is no page: the server answers 404 and the
 * web app shows Page Not Found, rather than every venue under a made-up address.
 */
export function isListingPath(params: { city?: string; category?: string; capacity?: string }): boolean {
  return (
    (params.city === undefined || CITY_SLUGS.includes(params.city as CitySlug)) &&
    (params.category === undefined || CATEGORY_SLUGS.includes(params.category as CategorySlug)) &&
    (params.capacity === undefined || capacityBucketForGuests(params.capacity) !== undefined)
  );
}

export const STYLES = [
  'banqueting',
  'boardroom',
  'conference',
  'creative',
  'heritage',
  'hotel',
  'modern',
  'outdoor',
  'private_dining',
  'training',
  'unusual',
] as const;
export const AMENITIES = [
  'wifi',
  'catering',
  'parking',
  'accessibility',
  'natural_light',
  'air_conditioning',
  'reception',
  'breakout_space',
  'outdoor_space',
  'security',
] as const;
export const EQUIPMENT = [
  'projector',
  'screens',
  'microphones',
  'speakers',
  'flipchart',
  'whiteboard',
  'video_conferencing',
  'lighting_control',
  'staging',
  'lectern',
  'recording',
  'translation',
] as const;
/**
 * The layouts a room or a venue states a capacity for, in the order pages list them; `standing`
 * is a capacity, not a seating layout a planner filters by (see SEATING_LAYOUTS).
 */
export const ROOM_LAYOUTS = [
  'theatre',
  'classroom',
  'boardroom',
  'u_shape',
  'banquet',
  'cabaret',
  'reception',
  'standing',
] as const;
export type RoomLayout = (typeof ROOM_LAYOUTS)[number];

export const ROOM_LAYOUT_LABELS: Record<RoomLayout, string> = {
  theatre: 'Theatre',
  classroom: 'Classroom',
  boardroom: 'Boardroom',
  u_shape: 'U-shape',
  banquet: 'Banquet',
  cabaret: 'Cabaret',
  reception: 'Reception',
  standing: 'Standing',
};

export const SEATING_LAYOUTS = [
  'theatre',
  'banquet',
  'boardroom',
  'classroom',
  'u_shape',
  'cabaret',
  'reception',
  'hollow_square',
] as const;
export const BEDROOM_FACILITIES = [
  'ensuite',
  'twin_beds',
  'double_bed',
  'aircon',
  'tv',
  'tea_coffee',
  'minibar',
  'safe',
  'balcony',
  'desk',
] as const;
export const CHAINS = [
  'accor',
  'hilton',
  'marriott',
  'ihg',
  'premier_inn',
  'travelodge',
  'independent',
  'boutique',
] as const;
/** Structured accessibility facts (beyond the spec's single wheelchair flag). */
export const ACCESSIBILITY_FEATURES = [
  'step_free_access',
  'accessible_toilet',
  'hearing_loop',
  'lift',
  'accessible_parking',
] as const;
/**
 * The accessibility facet's values: the spec's wheelchair flag first, then the structured facts.
 * Each is also accepted back as an `accessibility=` filter.
 */
export const ACCESSIBILITY_FACET_VALUES = ['wheelchair_accessible', ...ACCESSIBILITY_FEATURES] as const;
export type AccessibilityFacetValue = (typeof ACCESSIBILITY_FACET_VALUES)[number];
export const BUDGET_UNITS = ['day', 'hour', 'person'] as const;
export const SORT_VALUES = ['relevance', 'price', 'capacity', 'updated'] as const;
export const VENUE_STATUSES = ['draft', 'review', 'published'] as const;

export type Style = (typeof STYLES)[number];
export type Amenity = (typeof AMENITIES)[number];
export type Equipment = (typeof EQUIPMENT)[number];
export type SeatingLayout = (typeof SEATING_LAYOUTS)[number];
export type BedroomFacility = (typeof BEDROOM_FACILITIES)[number];
export type Chain = (typeof CHAINS)[number];
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];
export type BudgetUnit = (typeof BUDGET_UNITS)[number];
export type SortValue = (typeof SORT_VALUES)[number];
export type VenueStatus = (typeof VENUE_STATUSES)[number];

export const PAGE_SIZE = 20;
export const MAX_QUERY_LENGTH = 200;

/** Radius choices of the postcode search, in km. */
export const RADIUS_KM_VALUES = [5, 10, 25, 50] as const;
export type RadiusKm = (typeof RADIUS_KM_VALUES)[number];
export const DEFAULT_RADIUS_KM: RadiusKm = 10;

/**
 * A UK postcode as the spec validates it: one or two letters, a digit, an optional letter or
 * digit, an optional space, a digit and two letters; case-insensitive.
 */
export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;

/** Normalises a postcode: trimmed, upper-cased, one space before the inward code. */
export function normalisePostcode(value: string): string {
  const compact = value.trim().toUpperCase().replace(/\s+/g, '');
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/**
 * The list facets, each under its one public name (the API parameter and the facet): its
 * vocabulary, the search document's field that holds it, and how several chosen values combine
 * (a venue has one style or another: any; a planner who needs a projector and microphones needs
 * both: all). Both search engines, the facet bits, the API and the web read this table.
 */
export const LIST_FACETS = {
  styles: { values: STYLES, field: 'styles', combine: 'any' },
  meeting_facilities: { values: AMENITIES, field: 'amenities', combine: 'all' },
  conference_equipment: { values: EQUIPMENT, field: 'equipment', combine: 'all' },
  seating_layouts: { values: SEATING_LAYOUTS, field: 'seating_layouts', combine: 'all' },
  bedroom_facilities: { values: BEDROOM_FACILITIES, field: 'bedroom_facilities', combine: 'all' },
  accessibility: { values: ACCESSIBILITY_FEATURES, field: 'accessibility', combine: 'all' },
} as const;
export type ListFacet = keyof typeof LIST_FACETS;
export const LIST_FACET_NAMES = Object.keys(LIST_FACETS) as ListFacet[];
export type ListFacetValue<F extends ListFacet> = (typeof LIST_FACETS)[F]['values'][number];
/** Chosen values per list facet, as a search takes them. */
export type ListFacetFilters = { [F in ListFacet]?: ListFacetValue<F>[] };

/**
 * Facets the engines count, keyed by the query parameter they narrow. A count is the venues that
 * match every filter of the query and have that value, except in a list whose values combine
 * with 'any' (styles) that the query narrows: that list is counted with its own selection left
 * out (disjunctive faceting; core's disjunctiveFacets). Every value counted is accepted back as
 * a filter.
 */
export const FACET_NAMES = [
  'city',
  'category',
  'capacity',
  'styles',
  'meeting_facilities',
  'conference_equipment',
  'seating_layouts',
  'bedroom_facilities',
  'chain',
  'accessibility',
  /** Venues that reached a tier of the verification programme or a higher one. */
  'verified',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];
export type Facets = Record<FacetName, Record<string, number>>;

/** What a search result card shows (the spec's list view). */
export interface VenueCard {
  id: string;
  slug: string;
  display_name: string;
  name: string;
  city: string;
  rating: number | null;
  capacity: { min: number; max: number };
  photo_main: string | null;
  images: string[];
  primary_category: string;
  claimed: boolean;
  claimable: boolean;
  canonical_url: string;
  geo: { lat: number; lng: number } | null;
  /** The verification programme: the venue's tier and how many of its facts are proven. */
  programme: ProgrammeStanding | null;
  /** Only when the search was near a postcode: the distance from it. */
  distance_km?: number;
  /** How the venue answers enquiries (issue #35), once it has 3 settled in 90 days; else null. */
  response?: VenueResponseFigures | null;
  /** Only when the search asked about dates: free on them, or its availability not confirmed (venue-calendar.ts). */
  availability?: VenueAvailability;
}

export interface VenueSearchResponse {
  items: VenueCard[];
  total: number;
  facets?: Facets;
}

/** GET /api/v2/venues/{idOrSlug}/similar answers `{ items }`. */
export interface SimilarVenuesResponse {
  items: VenueCard[];
}

export function cityName(slug: string): string {
  return CITIES.find((c) => c.slug === slug)?.name ?? slug;
}

export function categoryName(slug: string): string {
  return CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
}

/** "Conference venues" for a listing's title, or undefined for a slug that is no category. */
export function categoryPlural(slug: string): string | undefined {
  return CATEGORIES.find((c) => c.slug === slug)?.plural;
}

/** A row of the type-ahead (GET /api/v2/search/suggestions answers `{ suggestions }`). */
export interface SearchSuggestion {
  type: 'venue' | 'city' | 'category';
  name: string;
  /** For a venue, its city's name; for a city or category, a short hint. */
  subtitle: string;
  /** Venue slug (venues only). */
  slug?: string;
  /** City slug: the venue's city, or the city itself. */
  city?: string;
  /** The filter value a city or category row applies. */
  value?: string;
}

export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 8;
