// The venues index settings as Meilisearch's documented settings API reads them
// (PATCH /indexes/{uid}/settings; https://www.meilisearch.com/docs/reference/api/settings), spelt
// out here rather than compared with themselves: a change to a typo size, a ranking rule or a
// filterable attribute must be made twice, here on purpose.
import { QUERY_STOP_WORDS, RANKED_ATTRIBUTES, TYPO_WORD_SIZES } from '@venue-finder/core';
import { mutualSynonyms, VENUES_INDEX_SETTINGS } from './venues-index.settings';

/** Every top-level setting Meilisearch v1.16 documents; an unknown key fails the whole update. */
const DOCUMENTED_SETTINGS = [
  'displayedAttributes',
  'searchableAttributes',
  'filterableAttributes',
  'sortableAttributes',
  'rankingRules',
  'stopWords',
  'nonSeparatorTokens',
  'separatorTokens',
  'dictionary',
  'synonyms',
  'distinctAttribute',
  'proximityPrecision',
  'typoTolerance',
  'faceting',
  'pagination',
  'embedders',
  'searchCutoffMs',
  'localizedAttributes',
  'facetSearch',
  'prefixSearch',
];
/** The built-in ranking rules; any other rule is `attribute:asc` or `attribute:desc`. */
const BUILT_IN_RULES = ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'];

describe('VENUES_INDEX_SETTINGS', () => {
  it('uses only settings Meilisearch documents', () => {
    for (const key of Object.keys(VENUES_INDEX_SETTINGS)) expect(DOCUMENTED_SETTINGS).toContain(key);
  });

  it("forgives one typo from five letters and two from nine, none in numbers: Meilisearch's defaults, the PostgreSQL engine's rule", () => {
    expect(VENUES_INDEX_SETTINGS.typoTolerance).toEqual({
      enabled: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
      disableOnNumbers: true,
    });
    expect(TYPO_WORD_SIZES).toEqual({ oneTypo: 5, twoTypos: 9 });
  });

  it('filters on every attribute a filter of the port or a facet reads, and the point', () => {
    expect(VENUES_INDEX_SETTINGS.filterableAttributes).toEqual([
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
      'taken_days',
      'keeps_calendar',
      '_geo',
    ]);
  });

  it('sorts on the price, capacity, update, quality, rating and the point, with the id to break ties', () => {
    expect(VENUES_INDEX_SETTINGS.sortableAttributes).toEqual([
      'id',
      'day_rate_pence',
      'hour_rate_pence',
      'person_rate_pence',
      'capacity_max',
      'updated_at',
      'quality_score',
      'rating',
      '_geo',
    ]);
  });

  it('ranks by the words matched, the sort asked for, typos, the attribute, then proximity and exactness, then quality', () => {
    expect(VENUES_INDEX_SETTINGS.rankingRules).toEqual([
      'words',
      'sort',
      'typo',
      'attribute',
      'proximity',
      'exactness',
      'quality_score:desc',
      'rating_rank:desc',
      'id:asc',
    ]);
    for (const rule of VENUES_INDEX_SETTINGS.rankingRules) {
      if (BUILT_IN_RULES.includes(rule)) continue;
      expect(rule).toMatch(/^[a-z_]+:(asc|desc)$/);
    }
  });

  it('searches the city, the name, the place, the categories and facilities, then the description, in that order of importance', () => {
    expect(VENUES_INDEX_SETTINGS.searchableAttributes).toEqual([
      'city',
      'name',
      'place_text',
      'search_text',
      'description',
    ]);
    expect(RANKED_ATTRIBUTES).toEqual(['city', 'name', 'place', 'features', 'description']);
  });

  it('counts every facet value and every hit exactly', () => {
    expect(VENUES_INDEX_SETTINGS.faceting).toEqual({ maxValuesPerFacet: 200 });
    expect(VENUES_INDEX_SETTINGS.pagination).toEqual({ maxTotalHits: 200_000 });
  });

  it("leaves out the stop words and matches the synonyms of core's query-words.ts, each group both ways", () => {
    expect(VENUES_INDEX_SETTINGS.stopWords).toEqual([...QUERY_STOP_WORDS]);
    expect(VENUES_INDEX_SETTINGS.synonyms['kings cross']).toEqual(["king's cross"]);
    expect(VENUES_INDEX_SETTINGS.synonyms["king's cross"]).toEqual(['kings cross']);
    expect(VENUES_INDEX_SETTINGS.synonyms.av).toEqual(['audio visual', 'audiovisual']);
    expect(mutualSynonyms([['a', 'b', 'c']])).toEqual({ a: ['b', 'c'], b: ['a', 'c'], c: ['a', 'b'] });
  });
});
