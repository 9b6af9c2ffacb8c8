// Turns VenueSearchFilters into a parameterised WHERE clause over search_documents. Every value
// is a bind parameter; only column names and facet bit numbers from this codebase reach the
// SQL text. Facet values are tested on the document's facet bits (facet-bits.ts), words on its
// word vectors with the query's terms as the engine resolved them (query-words.ts).
import { facetBit } from './facet-bits';
import type { VenueSearchFilters } from './search-engine';
import {
  type BudgetUnit,
  type FacetName,
  LIST_FACET_NAMES,
  LIST_FACETS,
  capacityBucket,
  cityNamedBy,
} from '@venue-finder/contract';

/**
 * A term of the query with every word list it may match (each list's words all in the venue's
 * text): its own words and, for the last term of a query still being typed, the words it starts;
 * its synonyms; the words one or two typos away.
 */
export interface ResolvedTerm {
  own: string[][];
  synonyms: string[][];
  typos: string[][];
  /** The term as typed, matched as the start of a word (the index's stemmed words). */
  prefix?: string;
}

type Alternatives = Exclude<keyof ResolvedTerm, 'prefix'>;

export interface SqlFilter {
  /** The rows filtered: search_documents, joined with its words for a text query. */
  from: string;
  where: string;
  /** The parameters of `where` alone (a count does not rank). */
  whereParams: unknown[];
  /** Those of `where`, `rank` and `distance`. */
  params: unknown[];
  /** An expression scoring text relevance (0 without a query). */
  rank: string;
  /**
   * An expression for the straight-line distance in metres from `near`, ordering as the
   * distance along the earth does; sec_to_gc() turns it into that (null without `near`).
   */
  distance: string | null;
}

const RATE_COLUMN: Record<BudgetUnit, string> = {
  day: 'day_rate_pence',
  hour: 'hour_rate_pence',
  person: 'person_rate_pence',
};

export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The venue has the facet value (never, for a value outside the vocabulary). */
function hasFacet(facet: FacetName, value: string): string {
  const bit = facetBit(facet, value);
  return bit === undefined ? 'false' : `get_bit(facet_bits, ${bit}) = 1`;
}

/** The venue has every one of the values. */
const allOf = (facet: FacetName, values: readonly string[]) =>
  `(${['true', ...values.map((value) => hasFacet(facet, value))].join(' AND ')})`;

/** The venue has at least one of the values. */
export const anyOf = (facet: FacetName, values: readonly string[]) =>
  `(${['false', ...values.map((value) => hasFacet(facet, value))].join(' OR ')})`;

const WORD = /^[\p{L}\p{N}]+$/u;

/** A to_tsquery text: (a | (b & c) | d:*) & (…) — only words of letters and digits reach it. */
function tsQueryText(terms: readonly ResolvedTerm[], kinds: readonly Alternatives[]): string {
  return terms
    .map((term) => {
      const lists = kinds.flatMap((kind) => term[kind]).filter((words) => words.every((w) => WORD.test(w)));
      const alternatives = lists.map((words) => (words.length === 1 ? words[0]! : `(${words.join(' & ')})`));
      if (term.prefix && WORD.test(term.prefix)) alternatives.push(`${term.prefix}:*`);
      return alternatives.length > 0 ? `(${alternatives.join(' | ')})` : '';
    })
    .filter(Boolean)
    .join(' & ');
}

const EVERY: readonly Alternatives[] = ['own', 'synonyms', 'typos'];

/**
 * The filter of a search; `terms` are the query's, resolved by the engine (every one must match,
 * rule 4 of query-words.ts). Text relevance ranks the words as typed (no synonym, no typo)
 * first, then venues in a city the query names, then terms found in the name, then in the
 * place (rule 5).
 */
export function buildSqlFilter(
  filters: VenueSearchFilters,
  terms: readonly ResolvedTerm[] = [],
  params = new SqlParams(),
): SqlFilter {
  const clauses: string[] = [];
  const from = terms.length > 0 ? 'search_documents JOIN search_words w USING (venue_id)' : 'search_documents';
  let rank = '0';
  let distance: string | null = null;

  if (terms.length > 0) {
    clauses.push(`w.words @@ to_tsquery('english', ${params.add(tsQueryText(terms, EVERY))})`);
  }
  // City is also a facet bit; its column has an index, the planner's way into one city.
  if (filters.city) clauses.push(`city = ${params.add(filters.city)}`);
  if (filters.category) clauses.push(hasFacet('category', filters.category));
  if (filters.capacity !== undefined && capacityBucket(filters.capacity)) {
    clauses.push(hasFacet('capacity', String(filters.capacity)));
  }
  for (const facet of LIST_FACET_NAMES) {
    const values: readonly string[] | undefined = filters[facet];
    if (!values?.length) continue;
    clauses.push(LIST_FACETS[facet].combine === 'any' ? anyOf(facet, values) : allOf(facet, values));
  }
  if (filters.wheelchairAccessible) clauses.push(hasFacet('accessibility', 'wheelchair_accessible'));
  if (filters.chain) clauses.push(hasFacet('chain', filters.chain));
  if (filters.verified) clauses.push(hasFacet('verified', filters.verified));
  if (filters.bedroomsTotalMin) clauses.push(`bedrooms_total >= ${params.add(filters.bedroomsTotalMin)}`);
  if (filters.budget && (filters.budget.min !== undefined || filters.budget.max !== undefined)) {
    const column = RATE_COLUMN[filters.budget.unit];
    clauses.push(`${column} IS NOT NULL`);
    if (filters.budget.min !== undefined) clauses.push(`${column} >= ${params.add(filters.budget.min * 100)}`);
    if (filters.budget.max !== undefined) clauses.push(`${column} <= ${params.add(filters.budget.max * 100)}`);
  }
  const minimums: [string, number | undefined][] = [
    ['capacity_theatre', filters.capacityTheatreMin],
    ['capacity_cabaret', filters.capacityCabaretMin],
    ['capacity_standing', filters.capacityStandingMin],
  ];
  for (const [column, min] of minimums) {
    if (min) clauses.push(`${column} >= ${params.add(min)}`);
  }
  if (filters.excludeIds?.length) clauses.push(`venue_id <> ALL(${params.add(filters.excludeIds)}::uuid[])`);
  if (filters.near) {
    const point = `ll_to_earth(${params.add(filters.near.lat)}, ${params.add(filters.near.lng)})`;
    const metres = params.add(filters.near.radiusKm * 1000);
    // The straight line through the earth to the point (the chord): it orders as the distance
    // along the surface does, costs a fraction of earth_distance, and the GiST index hands
    // rows over nearest first by it. earth_box narrows through the index; the chord of the
    // radius trims the box's corners to the true circle.
    distance = `(earth_point <-> ${point})`;
    clauses.push(`earth_box(${point}, ${metres}) @> earth_point`);
    clauses.push(`${distance} <= 2 * earth() * sin(${metres} / (2 * earth()))`);
  }
  const where = clauses.length ? clauses.join(' AND ') : 'true';
  const whereParams = [...params.values];
  if (terms.length > 0) {
    // The words as typed, no synonym or typo, first (a tier only when some term has either: else
    // every match is one); then by the terms in the name, in the place.
    const scores: string[] = [];
    if (terms.some((term) => term.synonyms.length > 0 || term.typos.length > 0)) {
      scores.push(`(w.words @@ to_tsquery('english', ${params.add(tsQueryText(terms, ['own']))}))::int * 10000`);
    }
    for (const term of terms) {
      const one = `to_tsquery('english', ${params.add(tsQueryText([term], ['own', 'typos']))})`;
      scores.push(`(w.name_words @@ ${one})::int * 100 + (w.place_words @@ ${one})::int`);
      // A city named (or misspelled) in the query means that city: its venues before others.
      const cities = [...term.own, ...term.typos].flatMap((words) => {
        const city = words.length === 1 ? cityNamedBy(words[0]!) : undefined;
        return city ? [city] : [];
      });
      if (cities.length > 0) scores.push(`(city = ANY(${params.add(cities)}::text[]))::int * 1000`);
    }
    rank = `(${scores.join(' + ')})`;
  }
  return { from, where, whereParams, params: params.values, rank, distance };
}
