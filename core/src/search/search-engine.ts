// The SearchEngine port: the indexer writes documents through it, the API searches through it.
// Adapters: PostgreSQL (embedded default) and Meilisearch (production).
import type { SearchDocument } from './search-document';
import type { CapacityValue, CategorySlug, CitySlug, Facets, SortValue, VenueCard } from './search-schema';

export interface VenueSearchQuery {
  q?: string;
  city?: CitySlug;
  category?: CategorySlug;
  capacity?: CapacityValue;
  page: number;
  pageSize: number;
  sort: SortValue;
  withFacets: boolean;
}

export interface VenueSearchResult {
  items: VenueCard[];
  total: number;
  facets?: Facets;
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
  health(): Promise<SearchEngineHealth>;
}

export const SEARCH_ENGINE = Symbol('SearchEngine');
