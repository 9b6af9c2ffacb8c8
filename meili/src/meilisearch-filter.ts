// Turns the port's VenueSearchFilters into a Meilisearch filter expression over the venues index
// (attributes of MeiliVenueDocument), with the same semantics as the PostgreSQL engine: styles
// match any value, the facility/equipment/layout/bedroom/accessibility lists match all values,
// a capacity bucket matches venues whose capacity range overlaps it. Every string value is
// quoted and escaped; every number is checked to be finite, so no input can change the syntax.
import {
  type BudgetUnit,
  LIST_FACET_NAMES,
  LIST_FACETS,
  type SimilarTo,
  type VenueAvailability,
  type VenueSearchFilters,
  capacityBucket,
  searchDayNumbers,
} from '@venue-finder/core';
import type { MeiliVenueDocument } from './meilisearch-document';

type Attribute = keyof MeiliVenueDocument;

const RATE_ATTRIBUTE: Record<BudgetUnit, Attribute> = {
  day: 'day_rate_pence',
  hour: 'hour_rate_pence',
  person: 'person_rate_pence',
};

/** A string literal of the filter syntax: double-quoted, with `\` and `"` escaped. */
export function quote(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

export function num(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number in a search filter: ${value}`);
  return String(value);
}

export function list(values: readonly string[]): string {
  return `[${values.map(quote).join(', ')}]`;
}

/** `capacity_max >= min AND capacity_min <= max`: the range overlaps the bucket. */
export function overlapsBucketFilter(min: number, max: number | null): string {
  return max === null ? `capacity_max >= ${num(min)}` : `capacity_max >= ${num(min)} AND capacity_min <= ${num(max)}`;
}

/** The clauses every result must satisfy (joined with AND by venueFilter). */
export function venueFilterClauses(filters: VenueSearchFilters): string[] {
  const clauses: string[] = [];
  if (filters.city) clauses.push(`city = ${quote(filters.city)}`);
  if (filters.category) clauses.push(`categories = ${quote(filters.category)}`);
  if (filters.capacity !== undefined) {
    const bucket = capacityBucket(filters.capacity);
    if (bucket) clauses.push(overlapsBucketFilter(bucket.min, bucket.max));
  }
  for (const facet of LIST_FACET_NAMES) {
    const values: readonly string[] | undefined = filters[facet];
    if (!values?.length) continue;
    const { field, combine } = LIST_FACETS[facet];
    // On an array attribute `=` holds when any element equals, so one clause per value means all.
    if (combine === 'any') clauses.push(`${field} IN ${list(values)}`);
    else for (const value of values) clauses.push(`${field} = ${quote(value)}`);
  }
  if (filters.wheelchairAccessible) clauses.push(`accessibility = ${quote('wheelchair_accessible')}`);
  if (filters.bedroomsTotalMin) clauses.push(`bedrooms_total >= ${num(filters.bedroomsTotalMin)}`);
  if (filters.chain) clauses.push(`chain = ${quote(filters.chain)}`);
  if (filters.verified) clauses.push(`programme_tiers = ${quote(filters.verified)}`);
  if (filters.budget && (filters.budget.min !== undefined || filters.budget.max !== undefined)) {
    // Whole pounds in the query, pence in the document. A venue without the rate has no such
    // attribute, so a range comparison leaves it out, as the port asks.
    const attribute = RATE_ATTRIBUTE[filters.budget.unit];
    if (filters.budget.min !== undefined) clauses.push(`${attribute} >= ${num(filters.budget.min * 100)}`);
    if (filters.budget.max !== undefined) clauses.push(`${attribute} <= ${num(filters.budget.max * 100)}`);
  }
  const minimums: [Attribute, number | undefined][] = [
    ['capacity_theatre', filters.capacityTheatreMin],
    ['capacity_cabaret', filters.capacityCabaretMin],
    ['capacity_standing', filters.capacityStandingMin],
  ];
  for (const [attribute, min] of minimums) {
    if (min) clauses.push(`${attribute} >= ${num(min)}`);
  }
  // taken_days holds the days (dayNumber) a venue is marked unavailable, held or booked: `IN`
  // holds when any of them is one of the event's, so NOT leaves those venues out.
  if (filters.dates) clauses.push(`NOT taken_days IN [${searchDayNumbers(filters.dates).map(num).join(', ')}]`);
  if (filters.excludeIds?.length) clauses.push(`NOT id IN ${list(filters.excludeIds)}`);
  if (filters.near) {
    const { lat, lng, radiusKm } = filters.near;
    // Venues without `_geo` never match a geo filter.
    clauses.push(`_geoRadius(${num(lat)}, ${num(lng)}, ${num(Math.round(radiusKm * 1000))})`);
  }
  return clauses;
}

/** The whole filter expression, or undefined when nothing narrows the search. */
export function venueFilter(filters: VenueSearchFilters): string | undefined {
  const clauses = venueFilterClauses(filters);
  return clauses.length ? clauses.join(' AND ') : undefined;
}

/**
 * A search by date's groups, in the order they are shown (VenueSearchFilters.dates): the venues
 * whose owners keep their calendar (free on every day, the date clause has seen to that), then
 * those that keep none. Meilisearch cannot sort by a condition, so each group is a filter of its
 * own, searched in turn, as similarTierFilters does.
 */
export const AVAILABILITY_GROUPS: readonly { availability: VenueAvailability; filter: string }[] = [
  { availability: 'free', filter: 'keeps_calendar = true' },
  { availability: 'not_confirmed', filter: 'keeps_calendar = false' },
];

/**
 * Similar venues rank by, in turn: same city, overlapping capacity, a shared category (then
 * nearest, then quality — the sort's job). Meilisearch cannot sort by whether a condition holds,
 * so each combination becomes its own filter, best first; the tiers are disjoint and searched
 * in that order, which gives exactly the PostgreSQL engine's lexicographic ORDER BY.
 */
export function similarTierFilters(to: SimilarTo): string[] {
  const city = [`city = ${quote(to.city)}`, `city != ${quote(to.city)}`];
  const overlap = [
    `capacity_max >= ${num(to.capacityMin)} AND capacity_min <= ${num(to.capacityMax)}`,
    `(capacity_max < ${num(to.capacityMin)} OR capacity_min > ${num(to.capacityMax)})`,
  ];
  // Without categories no venue shares one: a single tier, with no category clause.
  const shared = to.categories.length
    ? [`categories IN ${list(to.categories)}`, `NOT categories IN ${list(to.categories)}`]
    : [undefined];
  const notItself = `id != ${quote(to.id)}`;
  const tiers: string[] = [];
  for (const c of city) {
    for (const o of overlap) {
      for (const s of shared) tiers.push([c, o, s, notItself].filter(Boolean).join(' AND '));
    }
  }
  return tiers;
}
