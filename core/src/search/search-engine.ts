// The SearchEngine port: the indexer writes documents through it, the API searches through it.
// Adapters: PostgreSQL (embedded default) and Meilisearch (production). Both pass the one
// contract suite in search-engine.contract.ts.
import type { SearchDocument } from './search-document';
import type {
  BudgetUnit,
  CapacityValue,
  CategorySlug,
  Chain,
  CitySlug,
  Facets,
  ListFacet,
  ListFacetFilters,
  SortValue,
  Tier,
  VenueCard,
} from '@venue-finder/contract';
import { LIST_FACETS, LIST_FACET_NAMES, dayNumber } from '@venue-finder/contract';

/**
 * What narrows a search. The list facets go by their public names (contract's LIST_FACETS, which
 * also says how each list's values combine).
 */
export interface VenueSearchFilters extends ListFacetFilters {
  q?: string;
  city?: CitySlug;
  category?: CategorySlug;
  capacity?: CapacityValue;
  bedroomsTotalMin?: number;
  /** Whole pounds; a venue matches when its rate for the unit lies within [min, max]. */
  budget?: { min?: number; max?: number; unit: BudgetUnit };
  chain?: Chain;
  /** Venues that reached this tier of the verification programme or a higher one. */
  verified?: Tier;
  wheelchairAccessible?: boolean;
  capacityTheatreMin?: number;
  capacityCabaretMin?: number;
  capacityStandingMin?: number;
  /** Venues within radiusKm of a point; results then carry distance_km. */
  near?: { lat: number; lng: number; radiusKm: number };
  /** Venue ids left out (the venue being looked at, for similar venues). */
  excludeIds?: string[];
  /**
   * The event's days, London calendar days from `from` to `to` inclusive (validated at the edge:
   * at most MAX_SEARCH_DATE_DAYS). Venues taken on any of them are left out; those that keep a
   * calendar (free on every day) rank before those that keep none (availability not confirmed),
   * each group in the search's own order, and every card says which it is (`availability`).
   */
  dates?: { from: string; to: string };
}

/** The days of `dates` as contract's dayNumber()s, ascending. */
export function searchDayNumbers(dates: { from: string; to: string }): number[] {
  const days: number[] = [];
  for (let day = dayNumber(dates.from), last = dayNumber(dates.to); day <= last; day++) days.push(day);
  return days;
}

export interface VenueSearchQuery extends VenueSearchFilters {
  page: number;
  pageSize: number;
  /** With `near`, relevance sorts nearest first. */
  sort: SortValue;
  withFacets: boolean;
}

/**
 * The list facets of `filters` whose values combine with OR (LIST_FACETS' `combine: 'any'`) and
 * that it narrows. Each is counted with its own selection left out and every other filter kept
 * (disjunctive faceting, as Meilisearch's and Algolia's guides do it): with Heritage ticked,
 * Modern shows how many venues ticking it too would add, not the overlap of the two. A list
 * whose values combine with AND keeps the plain counts, which are what ticking one more gives.
 */
export function disjunctiveFacets(filters: VenueSearchFilters): ListFacet[] {
  return LIST_FACET_NAMES.filter((name) => LIST_FACETS[name].combine === 'any' && (filters[name]?.length ?? 0) > 0);
}

export interface VenueSearchResult {
  items: VenueCard[];
  total: number;
  facets?: Facets;
}

/** A venue as the type-ahead shows it. */
export interface VenueSuggestion {
  id: string;
  slug: string;
  name: string;
  city: string;
}

/** The venue similar venues are sought for. */
export interface SimilarTo {
  id: string;
  city: string;
  categories: string[];
  capacityMin: number;
  capacityMax: number;
  geo: { lat: number; lng: number } | null;
}

export interface SearchEngineHealth {
  ok: boolean;
  documents?: number;
  detail?: string;
}

export interface SearchEngine {
  readonly name: 'postgres' | 'meilisearch';
  /** Inserts or replaces documents by id; repeating a call changes nothing (idempotent). */
  upsert(documents: SearchDocument[]): Promise<void>;
  /** Removes documents by id; absent ids are ignored. */
  remove(ids: string[]): Promise<void>;
  search(query: VenueSearchQuery): Promise<VenueSearchResult>;
  /** Cards for these ids or slugs, in the order given; unknown or unpublished ones are left out. */
  cards(idsOrSlugs: string[]): Promise<VenueCard[]>;
  /** Venues whose name matches the text, typo-tolerant and prefix-aware, best first. */
  suggest(text: string, limit: number): Promise<VenueSuggestion[]>;
  /** Same city first, then overlapping capacity and a shared category, then nearest. */
  similar(to: SimilarTo, limit: number): Promise<VenueCard[]>;
  /**
   * Rebuilds the whole index from `documents`; documents of venues not among them are dropped.
   * Searches keep answering throughout and live changes keep arriving: Meilisearch fills a
   * fresh index and swaps it in; PostgreSQL writes batch by batch into the live tables, only
   * what differs, never overwriting a newer change with an older read (and a new facet layout's
   * bits beside the live ones, switched to at the end).
   */
  rebuild(documents: AsyncIterable<SearchDocument[]>): Promise<{ documents: number }>;
  /**
   * Makes ready what searches read, before the first one (the PostgreSQL engine reads its
   * resident copy of the index; an engine with nothing to prepare does nothing).
   */
  warmUp(): Promise<void>;
  /** True when the stored index no longer fits this code (it must be rebuilt before use). */
  needsRebuild(): Promise<boolean>;
  /**
   * Removes from the engine's vocabulary of typo corrections the words no document holds any
   * more, returning how many (the PostgreSQL engine's; Meilisearch keeps its own words in step).
   */
  pruneVocabulary?(): Promise<number>;
  health(): Promise<SearchEngineHealth>;
}

export const SEARCH_ENGINE = Symbol('SearchEngine');
