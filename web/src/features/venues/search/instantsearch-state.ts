// InstantSearch's side of a venue search. The results page keeps its search in InstantSearch's
// UI state (so the widgets, the URL routing and the search client all see one state); these
// functions translate that UI state to and from the typed VenueSearchState.
//
// Which InstantSearch widget holds which parameter:
//   query                  q
//   menu                   city, category, capacity, chain, verified (one value each)
//   refinementList         styles (any of), meeting_facilities, conference_equipment,
//                          seating_layouts, bedroom_facilities, accessibility (all of)
//   toggle                 wheelchair_accessible
//   range                  bedrooms_total (min), budget (min:max), capacity_theatre,
//                          capacity_cabaret, capacity_standing (min)
//   apiParams (our own)    near, radius_km, budget_unit
//   sortBy                 sort, as an index name
//   page                   page
import type { IndexUiState, UiState } from 'instantsearch.js';
import { SORT_VALUES, type SortValue } from '@venue-finder/contract';
import type { ApiParamsUiState } from './api-params-connector';
import {
  DEFAULT_BUDGET_UNIT,
  DEFAULT_SORT,
  LAYOUT_MINIMUMS,
  LIST_FILTER_NAMES,
  readVenueSearchState,
  type LayoutMinimum,
  type ListFilterName,
  type VenueSearchState,
} from './venue-search-state';

/** The InstantSearch index the results page searches (also the relevance "index"). */
export const VENUES_INDEX = 'venues';

/** Each sort order is an "index" to InstantSearch's sortBy; the search client turns it back. */
export const SORT_INDEX_NAMES: Record<SortValue, string> = {
  relevance: VENUES_INDEX,
  price: `${VENUES_INDEX}_by_price`,
  capacity: `${VENUES_INDEX}_by_capacity`,
  updated: `${VENUES_INDEX}_by_updated`,
};

export function sortForIndexName(indexName: string): SortValue {
  return SORT_VALUES.find((sort) => SORT_INDEX_NAMES[sort] === indexName) ?? DEFAULT_SORT;
}

export const MENU_ATTRIBUTES = ['city', 'category', 'capacity', 'chain', 'verified'] as const;
/** `styles` match any selected value; the other lists need all of them (see the search engine port). */
export const DISJUNCTIVE_LIST_ATTRIBUTES: readonly ListFilterName[] = ['styles'];
export const WHEELCHAIR_ATTRIBUTE = 'wheelchair_accessible';

/** Numeric attributes (InstantSearch range widgets) and the API parameters of their bounds. */
export const RANGE_ATTRIBUTES = {
  bedrooms_total: { min: 'bedrooms_total_min' },
  budget: { min: 'budget.min', max: 'budget.max' },
  capacity_theatre: { min: 'capacity.theatre_min' },
  capacity_cabaret: { min: 'capacity.cabaret_min' },
  capacity_standing: { min: 'capacity.standing_min' },
} as const satisfies Record<string, { min: string; max?: string }>;
export type RangeAttribute = keyof typeof RANGE_ATTRIBUTES;
export const RANGE_ATTRIBUTE_NAMES = Object.keys(RANGE_ATTRIBUTES) as RangeAttribute[];

const LAYOUT_RANGE: Record<LayoutMinimum, RangeAttribute> = {
  'capacity.theatre_min': 'capacity_theatre',
  'capacity.cabaret_min': 'capacity_cabaret',
  'capacity.standing_min': 'capacity_standing',
};

/** The index UI state of our widgets, including our own apiParams widget's part. */
export type VenuesIndexUiState = IndexUiState & ApiParamsUiState;
export type VenuesUiState = UiState & { [VENUES_INDEX]?: VenuesIndexUiState };

function range(min: number | null, max: number | null = null): string | undefined {
  return min === null && max === null ? undefined : `${min ?? ''}:${max ?? ''}`;
}

function withoutEmpty<T extends Record<string, unknown>>(record: T): Partial<T> | undefined {
  const entries = Object.entries(record).filter(
    ([, value]) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0),
  );
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<T>) : undefined;
}

export function toIndexUiState(state: VenueSearchState): VenuesIndexUiState {
  const uiState: VenuesIndexUiState = {
    query: state.q || undefined,
    menu: withoutEmpty({
      city: state.city ?? undefined,
      category: state.category ?? undefined,
      capacity: state.capacity === null ? undefined : String(state.capacity),
      chain: state.chain ?? undefined,
      verified: state.verified ?? undefined,
    }),
    refinementList: withoutEmpty(
      Object.fromEntries(LIST_FILTER_NAMES.map((name): [string, string[]] => [name, [...state[name]]])),
    ) as Record<string, string[]> | undefined,
    toggle: state.wheelchair_accessible ? { [WHEELCHAIR_ATTRIBUTE]: true } : undefined,
    range: withoutEmpty({
      bedrooms_total: range(state.bedrooms_total_min),
      budget: range(state.budget.min, state.budget.max),
      ...Object.fromEntries(LAYOUT_MINIMUMS.map((name) => [LAYOUT_RANGE[name], range(state.layoutMinimums[name])])),
    }),
    apiParams: withoutEmpty({
      near: state.near ?? undefined,
      radius_km: state.near ? state.radius_km : undefined,
      budget_unit: state.budget.unit === DEFAULT_BUDGET_UNIT ? undefined : state.budget.unit,
    }),
    sortBy: state.sort === DEFAULT_SORT ? undefined : SORT_INDEX_NAMES[state.sort],
    page: state.page > 1 ? state.page : undefined,
  };
  return Object.fromEntries(Object.entries(uiState).filter(([, value]) => value !== undefined));
}

/**
 * Back from UI state, through the API's parameter names, so that a value InstantSearch holds
 * is validated exactly like one read from an address.
 */
export function fromIndexUiState(uiState: VenuesIndexUiState | undefined): VenueSearchState {
  const query = new URLSearchParams();
  const set = (name: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '') query.set(name, String(value));
  };
  set('q', uiState?.query);
  for (const name of MENU_ATTRIBUTES) set(name, uiState?.menu?.[name]);
  for (const name of LIST_FILTER_NAMES) {
    for (const value of uiState?.refinementList?.[name] ?? []) query.append(name, value);
  }
  if (uiState?.toggle?.[WHEELCHAIR_ATTRIBUTE]) set('wheelchair_accessible', 'true');
  for (const attribute of RANGE_ATTRIBUTE_NAMES) {
    const [min = '', max = ''] = (uiState?.range?.[attribute] ?? '').split(':');
    const params: { min: string; max?: string } = RANGE_ATTRIBUTES[attribute];
    set(params.min, min);
    if (params.max) set(params.max, max);
  }
  set('near', uiState?.apiParams?.near);
  set('radius_km', uiState?.apiParams?.radius_km);
  set('budget.unit', uiState?.apiParams?.budget_unit);
  if (uiState?.sortBy) set('sort', sortForIndexName(uiState.sortBy));
  set('page', uiState?.page);
  return readVenueSearchState(query);
}
