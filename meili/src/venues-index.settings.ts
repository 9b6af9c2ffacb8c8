// The venues index settings, as code. Applied idempotently at start-up and before a rebuild
// (meilisearch-index.ts), never changed while answering a request. Every attribute named here is
// one of MeiliVenueDocument's, and the filterable list covers every filter and facet the engine
// uses, so a new filter that forgets its attribute fails the settings test, not a search.
import type { Settings } from 'meilisearch';
import {
  QUERY_STOP_WORDS,
  RANKED_ATTRIBUTES,
  RANKING_TIE_BREAKS,
  type RankedAttribute,
  SYNONYM_GROUPS,
  TYPO_WORD_SIZES,
} from '@venue-finder/core';
import { FACET_ATTRIBUTES, type MeiliVenueDocument } from './meilisearch-document';

type Attribute = keyof MeiliVenueDocument;

export function mutualSynonyms(groups: readonly (readonly string[])[]): Record<string, string[]> {
  const synonyms: Record<string, string[]> = {};
  for (const group of groups) {
    for (const word of group) {
      synonyms[word] = [...new Set([...(synonyms[word] ?? []), ...group.filter((w) => w !== word)])];
    }
  }
  return synonyms;
}

/** The document attribute that holds each of core's ranked attributes (the city's slug is its one word). */
export const RANKED_ATTRIBUTE_FIELDS: Record<RankedAttribute, Attribute> = {
  city: 'city',
  name: 'name',
  place: 'place_text',
  features: 'search_text',
  description: 'description',
};

// Ranked in this order by the `attribute` rule (core's query-words.ts, rule 5, RANKED_ATTRIBUTES):
// a city the query names, the name, the place, the categories and facilities, the description.
const searchableAttributes: Attribute[] = RANKED_ATTRIBUTES.map((attribute) => RANKED_ATTRIBUTE_FIELDS[attribute]);

const filterableAttributes: (Attribute | '_geo')[] = [
  'id',
  'slug',
  'city',
  'categories',
  'capacity_min',
  'capacity_max',
  'capacity_buckets',
  'capacity_theatre',
  'capacity_cabaret',
  'capacity_standing',
  'bedrooms_total',
  'styles',
  'amenities',
  'equipment',
  'seating_layouts',
  'bedroom_facilities',
  'accessibility',
  'programme_tiers',
  'chain',
  'day_rate_pence',
  'hour_rate_pence',
  'person_rate_pence',
  'updated_at',
  // Search by date: the days a venue is taken, and whether its owner keeps the calendar.
  'taken_days',
  'keeps_calendar',
  '_geo',
];

const sortableAttributes: (Attribute | '_geo')[] = [
  'id',
  'day_rate_pence',
  'hour_rate_pence',
  'person_rate_pence',
  'capacity_max',
  'updated_at',
  'quality_score',
  'rating',
  '_geo',
];

/** Attributes a hit or a fetched document can carry back (the card is what the API shows). */
const displayedAttributes: (Attribute | '_geo')[] = ['id', 'slug', 'name', 'city', 'card', '_geo', 'updated_at'];

export const VENUES_INDEX_SETTINGS = {
  searchableAttributes,
  filterableAttributes,
  sortableAttributes,
  displayedAttributes,
  // `sort` right after `words`: searches match every word (matchingStrategy 'all'), so `words`
  // ties all hits and a chosen sort (price, capacity, updated, nearest) orders them exhaustively,
  // as the PostgreSQL engine's ORDER BY does. Without a sort, text relevance decides as core's
  // query-words.ts says (rule 5): typos, then the attribute the words are in, with proximity and
  // exactness breaking ties (RANKING_TIE_BREAKS); then the quality of the listing, then the id
  // so equal venues keep one order (PostgreSQL's venue_id).
  rankingRules: [
    'words',
    'sort',
    'typo',
    'attribute',
    ...RANKING_TIE_BREAKS,
    'quality_score:desc',
    'rating_rank:desc',
    'id:asc',
  ],
  typoTolerance: {
    enabled: true,
    // The rules of core's query-words.ts: one typo from five letters, two from nine, none on numbers.
    minWordSizeForTypos: { ...TYPO_WORD_SIZES },
    disableOnNumbers: true,
  },
  synonyms: mutualSynonyms(SYNONYM_GROUPS),
  // The same words the PostgreSQL engine leaves out of matching (core's query-words.ts).
  stopWords: [...QUERY_STOP_WORDS],
  // Facet values per facet are few (at most a dozen), so every value is counted, exactly.
  faceting: { maxValuesPerFacet: 200 },
  // totalHits with page/hitsPerPage is exact up to maxTotalHits: keep it above any catalogue.
  pagination: { maxTotalHits: 200_000 },
} satisfies Settings;

/** Every facet counts a filterable attribute (Meilisearch requires it). */
export const FACET_ATTRIBUTE_LIST = [...new Set(Object.values(FACET_ATTRIBUTES))];
