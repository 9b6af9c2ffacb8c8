// What a results page searches for. One typed object, read from the page address (query string,
// or the path form /v2/venues/{city}/{category}/{capacity}) and written back as the API's own
// query parameters, so an address and the API request it causes read the same.
import {
  BUDGET_UNITS,
  CATEGORY_SLUGS,
  CHAINS,
  TIER_NAMES,
  CITY_SLUGS,
  DEFAULT_RADIUS_KM,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_DATE_DAYS,
  PAGE_SIZE,
  RADIUS_KM_VALUES,
  SORT_VALUES,
  LIST_FACET_NAMES,
  LIST_FACETS,
  UK_POSTCODE,
  capacityBucket,
  capacityBucketForGuests,
  categoryName,
  cityName,
  normalisePostcode,
  type BudgetUnit,
  type CapacityValue,
  type CategorySlug,
  type Chain,
  type Tier,
  type CitySlug,
  type RadiusKm,
  type ListFacet,
  type ListFacetValue,
  type SortValue,
} from '@venue-finder/contract';
import type { ApiQuery } from '../../../lib/api-client';
import { isCalendarDay, localToday } from '../../../lib/calendar-day';
import { formatCalendarDateEnGb } from '../../../lib/format-en-gb';

export const DEFAULT_SORT: SortValue = 'relevance';
export const DEFAULT_BUDGET_UNIT: BudgetUnit = 'day';
/** The spec's choices for the minimum number of bedrooms ('any' is null). */
export const BEDROOMS_MIN_OPTIONS = [1, 5, 10, 25, 50, 100] as const;
export type BedroomsMinimum = (typeof BEDROOMS_MIN_OPTIONS)[number];

/** The multi-value filters, keyed by their API parameter. */
/** The list filters, by the contract's list facets (their API names and vocabularies). */
export type VenueListFilters = { [F in ListFacet]: ListFacetValue<F>[] };
export type ListFilterName = ListFacet;

export const LIST_FILTER_NAMES = LIST_FACET_NAMES;

/** Minimum guests per layout, keyed by their API parameter. */
export const LAYOUT_MINIMUMS = ['capacity.theatre_min', 'capacity.cabaret_min', 'capacity.standing_min'] as const;
export type LayoutMinimum = (typeof LAYOUT_MINIMUMS)[number];

export interface VenueSearchState extends VenueListFilters {
  q: string;
  city: CitySlug | null;
  category: CategorySlug | null;
  capacity: CapacityValue | null;
  bedrooms_total_min: BedroomsMinimum | null;
  budget: { min: number | null; max: number | null; unit: BudgetUnit };
  chain: Chain | null;
  /** Venues that reached this tier of the verification programme or a higher one. */
  verified: Tier | null;
  wheelchair_accessible: boolean;
  layoutMinimums: Record<LayoutMinimum, number | null>;
  /** A valid UK postcode, normalised ("EC2A 3BP"), or null. */
  near: string | null;
  radius_km: RadiusKm;
  /** The event's day (YYYY-MM-DD), or its first day; null when the planner has no date. */
  date: string | null;
  /** A multi-day event's last day (after `date`, within MAX_SEARCH_DATE_DAYS of it), or null. */
  date_to: string | null;
  sort: SortValue;
  page: number;
}

export const EMPTY_VENUE_SEARCH: VenueSearchState = {
  q: '',
  city: null,
  category: null,
  capacity: null,
  styles: [],
  meeting_facilities: [],
  conference_equipment: [],
  seating_layouts: [],
  bedroom_facilities: [],
  accessibility: [],
  bedrooms_total_min: null,
  budget: { min: null, max: null, unit: DEFAULT_BUDGET_UNIT },
  chain: null,
  verified: null,
  wheelchair_accessible: false,
  layoutMinimums: { 'capacity.theatre_min': null, 'capacity.cabaret_min': null, 'capacity.standing_min': null },
  near: null,
  radius_km: DEFAULT_RADIUS_KM,
  date: null,
  date_to: null,
  sort: DEFAULT_SORT,
  page: 1,
};

export interface VenueSearchPathParams {
  city?: string;
  category?: string;
  capacity?: string;
}

// Reading -----------------------------------------------------------------------------------

function oneOf<T extends string | number>(allowed: readonly T[], value: string | number | null | undefined): T | null {
  if (value === null || value === undefined || value === '') return null;
  return allowed.find((option) => String(option) === String(value)) ?? null;
}

/** Repeated parameters, also accepting a comma list (styles=modern,heritage). */
function listOf<T extends string>(allowed: readonly T[], values: string[]): T[] {
  const picked = values.flatMap((value) => value.split(',')).map((value) => oneOf(allowed, value.trim()));
  return [...new Set(picked.filter((value): value is T => value !== null))];
}

/** A whole number of at least `min`, or null. */
export function parseWholeNumber(value: string | null | undefined, min: number): number | null {
  if (value === null || value === undefined || !/^\s*\d+\s*$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min ? number : null;
}

/** "50", "50-people" → 50; a size between buckets ("30-people") → the bucket that holds it. */
export function parseCapacity(value: string | null | undefined): CapacityValue | null {
  return capacityBucketForGuests(value)?.value ?? null;
}

/** Trimmed and upper-cased, as the postcode field keeps it. */
export const tidyPostcode = (text: string) => text.trim().toUpperCase();
export const isValidPostcodeText = (text: string) => UK_POSTCODE.test(tidyPostcode(text));

/** A budget whose minimum is over its maximum cannot be applied. */
export function isBudgetInvalid(budget: VenueSearchState['budget']): boolean {
  return budget.min !== null && budget.max !== null && budget.min > budget.max;
}

/** A postcode as the spec validates it, trimmed and upper-cased; null when empty or invalid. */
export function parsePostcode(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim().toUpperCase();
  return UK_POSTCODE.test(trimmed) ? normalisePostcode(trimmed) : null;
}

/** The days between two calendar days (0 for the same day). */
function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);
}

/**
 * The event's days as an address gives them (date, or date_from and date_to): a day that is no
 * real day, or has passed, is dropped; so is a last day before the first or more than
 * MAX_SEARCH_DATE_DAYS from it (the search asks about the first day alone).
 */
export function parseSearchDates(
  first: string | null | undefined,
  last: string | null | undefined,
  today: string,
): { date: string | null; date_to: string | null } {
  const from = first && isCalendarDay(first) && first >= today ? first : null;
  if (!from) return { date: null, date_to: null };
  const to = last && isCalendarDay(last) && last > from && daysBetween(from, last) < MAX_SEARCH_DATE_DAYS ? last : null;
  return { date: from, date_to: to };
}

/** Path segments win over the query string; unknown or invalid values are dropped rather than sent. */
export function readVenueSearchState(
  query: URLSearchParams,
  pathParams: VenueSearchPathParams = {},
  today: string = localToday(),
): VenueSearchState {
  const lists = Object.fromEntries(
    LIST_FILTER_NAMES.map((name) => [name, listOf(LIST_FACETS[name].values, query.getAll(name))]),
  ) as unknown as VenueListFilters;
  const budgetMin = parseWholeNumber(query.get('budget.min'), 0);
  const budgetMax = parseWholeNumber(query.get('budget.max'), 0);
  return {
    ...lists,
    q: (query.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    city: oneOf(CITY_SLUGS, pathParams.city ?? query.get('city')),
    category: oneOf(CATEGORY_SLUGS, pathParams.category ?? query.get('category')),
    capacity: parseCapacity(pathParams.capacity ?? query.get('capacity')),
    bedrooms_total_min: oneOf(BEDROOMS_MIN_OPTIONS, query.get('bedrooms_total_min')),
    budget: {
      min: budgetMin,
      max: budgetMax,
      unit: oneOf(BUDGET_UNITS, query.get('budget.unit')) ?? DEFAULT_BUDGET_UNIT,
    },
    chain: oneOf(CHAINS, query.get('chain')),
    verified: oneOf(TIER_NAMES, query.get('verified')),
    wheelchair_accessible: query.get('wheelchair_accessible') === 'true',
    layoutMinimums: {
      'capacity.theatre_min': parseWholeNumber(query.get('capacity.theatre_min'), 1),
      'capacity.cabaret_min': parseWholeNumber(query.get('capacity.cabaret_min'), 1),
      'capacity.standing_min': parseWholeNumber(query.get('capacity.standing_min'), 1),
    },
    near: parsePostcode(query.get('near')),
    radius_km: oneOf(RADIUS_KM_VALUES, query.get('radius_km')) ?? DEFAULT_RADIUS_KM,
    ...parseSearchDates(query.get('date') ?? query.get('date_from'), query.get('date_to'), today),
    // Only the four allowed sort values are restored from an address.
    sort: oneOf(SORT_VALUES, query.get('sort')) ?? DEFAULT_SORT,
    page: parseWholeNumber(query.get('page'), 1) ?? 1,
  };
}

// Writing -----------------------------------------------------------------------------------

/**
 * The filters as GET /api/v2/venues names them: lists repeat, wheelchair_accessible is 'true'
 * only when set, the budget unit and radius only travel with a budget and a postcode.
 */
function filtersToApiQuery(state: VenueSearchState): ApiQuery {
  const hasBudget = state.budget.min !== null || state.budget.max !== null;
  return {
    q: state.q || undefined,
    city: state.city ?? undefined,
    category: state.category ?? undefined,
    capacity: state.capacity ?? undefined,
    ...Object.fromEntries(LIST_FILTER_NAMES.map((name) => [name, state[name]])),
    bedrooms_total_min: state.bedrooms_total_min ?? undefined,
    'budget.min': state.budget.min ?? undefined,
    'budget.max': state.budget.max ?? undefined,
    'budget.unit': hasBudget ? state.budget.unit : undefined,
    chain: state.chain ?? undefined,
    verified: state.verified ?? undefined,
    wheelchair_accessible: state.wheelchair_accessible ? 'true' : undefined,
    ...state.layoutMinimums,
    near: state.near ?? undefined,
    radius_km: state.near ? state.radius_km : undefined,
    // One day as date; several as date_from and date_to, as the API takes them.
    date: state.date && !state.date_to ? state.date : undefined,
    date_from: state.date && state.date_to ? state.date : undefined,
    date_to: state.date && state.date_to ? state.date_to : undefined,
  };
}

/** The request for one page of results. */
export function venueSearchToApiQuery(state: VenueSearchState): ApiQuery {
  return { ...filtersToApiQuery(state), page: state.page, pageSize: PAGE_SIZE, sort: state.sort };
}

/** The page address's query: the API's names, defaults left out so addresses stay short. */
export function venueSearchToUrlQuery(state: VenueSearchState): URLSearchParams {
  const query = {
    ...filtersToApiQuery(state),
    sort: state.sort === DEFAULT_SORT ? undefined : state.sort,
    page: state.page === 1 ? undefined : state.page,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as ApiQuery)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  return params;
}

export function sameVenueSearch(a: VenueSearchState, b: VenueSearchState): boolean {
  return venueSearchToUrlQuery(a).toString() === venueSearchToUrlQuery(b).toString();
}

// Describing --------------------------------------------------------------------------------

/** How many advanced filters (beyond text, city, category and group size) are set. */
export function countAdvancedFilters(state: VenueSearchState): number {
  return (
    LIST_FILTER_NAMES.reduce((count, name) => count + state[name].length, 0) +
    [
      state.bedrooms_total_min,
      state.budget.min,
      state.budget.max,
      state.chain,
      state.verified,
      state.near,
      ...Object.values(state.layoutMinimums),
    ].filter((value) => value !== null).length +
    (state.wheelchair_accessible ? 1 : 0)
  );
}

/** Every filter back to its default; the search text and the order stay. */
export function clearFilters(state: VenueSearchState): VenueSearchState {
  return { ...EMPTY_VENUE_SEARCH, q: state.q, sort: state.sort };
}

/** "Meeting Room venues in London for 26-50 guests within 5 km of EC2A 3BP matching “board”". */
export function describeVenueSearch(state: VenueSearchState): string | null {
  if (!state.q && !state.city && !state.category && !state.capacity && !state.near && !state.date) return null;
  const parts = [state.category ? `${categoryName(state.category)} venues` : 'Venues'];
  if (state.city) parts.push(`in ${cityName(state.city)}`);
  if (state.capacity) parts.push(`for ${capacityBucket(state.capacity)?.label ?? state.capacity} guests`);
  if (state.near) parts.push(`within ${state.radius_km} km of ${state.near}`);
  if (state.date) {
    parts.push(
      state.date_to
        ? `not taken from ${formatCalendarDateEnGb(state.date)} to ${formatCalendarDateEnGb(state.date_to)}`
        : `not taken on ${formatCalendarDateEnGb(state.date)}`,
    );
  }
  if (state.q) parts.push(`matching “${state.q}”`);
  // A date search finds venues free then and those keeping no calendar: it says which come first.
  return parts.join(' ') + (state.date ? ', free ones first' : '');
}
