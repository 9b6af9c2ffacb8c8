// Turns VenueSearchFilters into a parameterised WHERE clause over search_documents. Every value
// is a bind parameter; only column names from this file reach the SQL text.
import type { VenueSearchFilters } from './search-engine';
import { type BudgetUnit, capacityBucket } from './search-schema';

export interface SqlFilter {
  where: string;
  params: unknown[];
  /** An expression scoring text relevance (0 without a query). */
  rank: string;
  /** An expression for the distance in metres from `near` (null without it). */
  distance: string | null;
}

const RATE_COLUMN: Record<BudgetUnit, string> = {
  day: 'day_rate_pence',
  hour: 'hour_rate_pence',
  person: 'person_rate_pence',
};

/** The stored lower-cased, unaccented name (a generated column). */
export const NAME_KEY = 'name_key';

export function overlapsBucket(min: number, max: number | null): string {
  return max === null ? `capacity_max >= ${min}` : `capacity_max >= ${min} AND capacity_min <= ${max}`;
}

export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function buildSqlFilter(filters: VenueSearchFilters, params = new SqlParams()): SqlFilter {
  const clauses: string[] = [];
  let rank = '0';
  let distance: string | null = null;

  const q = filters.q?.trim();
  if (q) {
    const text = params.add(q);
    const tsQuery = `websearch_to_tsquery('english', immutable_unaccent(${text}))`;
    const needle = `lower(immutable_unaccent(${text}))`;
    // The words anywhere (stemmed), or the name closely enough to forgive a typo.
    clauses.push(`(tsv @@ ${tsQuery} OR ${needle} <% ${NAME_KEY})`);
    rank = `(ts_rank(tsv, ${tsQuery}) + word_similarity(${needle}, ${NAME_KEY}))`;
  }
  if (filters.city) clauses.push(`city = ${params.add(filters.city)}`);
  if (filters.category) clauses.push(`categories @> ARRAY[${params.add(filters.category)}]::text[]`);
  if (filters.capacity !== undefined) {
    const bucket = capacityBucket(filters.capacity);
    if (bucket) clauses.push(overlapsBucket(bucket.min, bucket.max));
  }
  if (filters.styles?.length) clauses.push(`styles && ${params.add(filters.styles)}::text[]`);
  const allOf: [string, string[] | undefined][] = [
    ['amenities', filters.meetingFacilities],
    ['equipment', filters.conferenceEquipment],
    ['seating_layouts', filters.seatingLayouts],
    ['bedroom_facilities', filters.bedroomFacilities],
    ['accessibility', filters.accessibility],
  ];
  for (const [column, values] of allOf) {
    if (values?.length) clauses.push(`${column} @> ${params.add(values)}::text[]`);
  }
  if (filters.wheelchairAccessible) clauses.push(`accessibility @> ARRAY['wheelchair_accessible']::text[]`);
  if (filters.bedroomsTotalMin) clauses.push(`bedrooms_total >= ${params.add(filters.bedroomsTotalMin)}`);
  if (filters.chain) clauses.push(`chain = ${params.add(filters.chain)}`);
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
    distance = `earth_distance(${point}, earth_point)`;
    // earth_box uses the GiST index; earth_distance trims its corners to the true circle.
    clauses.push(`earth_box(${point}, ${metres}) @> earth_point`);
    clauses.push(`${distance} <= ${metres}`);
  }
  return { where: clauses.length ? clauses.join(' AND ') : 'true', params: params.values, rank, distance };
}
