// Turns VenueSearchFilters into a parameterised WHERE clause over search_documents. Every value
// is a bind parameter; only column names and facet bit numbers from this codebase reach the
// SQL text. Facet values are tested on the document's facet bits (facet-bits.ts), words on its
// details row.
import { facetBit } from './facet-bits';
import type { VenueSearchFilters } from './search-engine';
import { withoutStopWords } from './query-words';
import { type BudgetUnit, type FacetName, LIST_FACET_NAMES, LIST_FACETS, capacityBucket } from '@venue-finder/contract';

export interface SqlFilter {
  /** The rows filtered: search_documents, joined with its details for a text query. */
  from: string;
  where: string;
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

export function buildSqlFilter(filters: VenueSearchFilters, params = new SqlParams()): SqlFilter {
  const clauses: string[] = [];
  let from = 'search_documents';
  let rank = '0';
  let distance: string | null = null;

  const q = filters.q?.trim();
  // Words like "near" and "venues" match nothing (query-words.ts); a query of only such words
  // is no text query. The name is still compared with all the words the planner typed.
  const words = q ? withoutStopWords(q) : '';
  if (q && words) {
    const tsQuery = `websearch_to_tsquery('english', immutable_unaccent(${params.add(words)}))`;
    const needle = `lower(immutable_unaccent(${params.add(q)}))`;
    // The words anywhere (stemmed), or the name closely enough to forgive a typo: both on
    // the details row, joined in only for a text query.
    from = `search_documents JOIN search_document_details t USING (venue_id)`;
    clauses.push(`(t.tsv @@ ${tsQuery} OR ${needle} <% t.name_key)`);
    // A name counts extra only when it is close to what was typed: "wheelchair" must not put
    // the Whetstone Rooms first for sharing a few letters.
    rank = `(ts_rank(t.tsv, ${tsQuery}) + CASE WHEN ${needle} <% t.name_key THEN word_similarity(${needle}, t.name_key) ELSE 0 END)`;
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
  return { from, where: clauses.length ? clauses.join(' AND ') : 'true', params: params.values, rank, distance };
}
