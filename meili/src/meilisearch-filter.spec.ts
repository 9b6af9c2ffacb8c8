import type { VenueSearchFilters } from '@venue-finder/core';
import { quote, similarTierFilters, venueFilter, venueFilterClauses } from './meilisearch-filter';
import { venueSort } from './meilisearch-sort';
import { VENUES_INDEX_SETTINGS } from './venues-index.settings';

/** Every filter the port knows, set at once. */
const EVERYTHING: VenueSearchFilters = {
  q: 'ignored by the filter',
  city: 'london',
  category: 'conference',
  capacity: 50,
  styles: ['heritage', 'modern'],
  meeting_facilities: ['wifi', 'catering'],
  conference_equipment: ['projector'],
  seating_layouts: ['theatre'],
  bedroom_facilities: ['ensuite'],
  bedroomsTotalMin: 10,
  budget: { min: 80, max: 100, unit: 'person' },
  chain: 'hilton',
  verified: 'silver',
  wheelchairAccessible: true,
  accessibility: ['lift'],
  capacityTheatreMin: 100,
  capacityCabaretMin: 50,
  capacityStandingMin: 200,
  near: { lat: 51.5178, lng: -0.0823, radiusKm: 5 },
  excludeIds: ['0b5c5d3e-7a1d-4f6e-9f00-000000000001'],
  dates: { from: '2027-03-18', to: '2027-03-19' },
};

/** The attributes a filter expression compares (the left-hand side of each condition). */
function attributesIn(expression: string): string[] {
  const compared = [...expression.matchAll(/([a-z_]+) (?:=|!=|>=|<=|<|>|IN) /g)].map((m) => m[1]);
  return [...compared, ...(expression.includes('_geoRadius(') ? ['_geo'] : [])];
}

describe('venueFilter', () => {
  it('is undefined when nothing narrows the search (the text query is not a filter)', () => {
    expect(venueFilter({})).toBeUndefined();
    expect(venueFilter({ q: 'savoy', styles: [], excludeIds: [] })).toBeUndefined();
  });

  it('spells each filter of the port as a Meilisearch condition, ANDed', () => {
    expect(venueFilterClauses(EVERYTHING)).toEqual([
      'city = "london"',
      'categories = "conference"',
      'capacity_max >= 26 AND capacity_min <= 50',
      'styles IN ["heritage", "modern"]',
      'amenities = "wifi"',
      'amenities = "catering"',
      'equipment = "projector"',
      'seating_layouts = "theatre"',
      'bedroom_facilities = "ensuite"',
      'accessibility = "lift"',
      'accessibility = "wheelchair_accessible"',
      'bedrooms_total >= 10',
      'chain = "hilton"',
      'programme_tiers = "silver"',
      'person_rate_pence >= 8000',
      'person_rate_pence <= 10000',
      'capacity_theatre >= 100',
      'capacity_cabaret >= 50',
      'capacity_standing >= 200',
      'NOT taken_days IN [20895, 20896]',
      'NOT id IN ["0b5c5d3e-7a1d-4f6e-9f00-000000000001"]',
      '_geoRadius(51.5178, -0.0823, 5000)',
    ]);
    expect(venueFilter({ city: 'leeds', chain: 'ihg' })).toBe('city = "leeds" AND chain = "ihg"');
  });

  it('leaves out the venues taken on any day of a search by date: days since 1970-01-01, each one', () => {
    expect(venueFilter({ dates: { from: '2027-03-18', to: '2027-03-18' } })).toBe('NOT taken_days IN [20895]');
    expect(venueFilter({ city: 'york', dates: { from: '2027-03-30', to: '2027-04-02' } })).toBe(
      'city = "york" AND NOT taken_days IN [20907, 20908, 20909, 20910]',
    );
  });

  it('matches any of the styles but all of the facilities, equipment, layouts, bedroom and access facts', () => {
    const clauses = venueFilterClauses({
      styles: ['heritage', 'training'],
      conference_equipment: ['projector', 'microphones'],
    });
    expect(clauses).toEqual([
      'styles IN ["heritage", "training"]',
      'equipment = "projector"',
      'equipment = "microphones"',
    ]);
  });

  it('matches a capacity bucket when the venue range overlaps it, open-ended for 500+', () => {
    expect(venueFilter({ capacity: 10 })).toBe('capacity_max >= 1 AND capacity_min <= 10');
    expect(venueFilter({ capacity: 501 })).toBe('capacity_max >= 501');
    expect(venueFilter({ capacity: 42 as never })).toBeUndefined();
  });

  it('turns a budget in pounds into pence for the chosen unit, and ignores one without bounds', () => {
    expect(venueFilter({ budget: { max: 1000, unit: 'day' } })).toBe('day_rate_pence <= 100000');
    expect(venueFilter({ budget: { min: 50, unit: 'hour' } })).toBe('hour_rate_pence >= 5000');
    expect(venueFilter({ budget: { unit: 'day' } })).toBeUndefined();
  });

  it('ignores zero minimums and an unticked wheelchair box, as the PostgreSQL engine does', () => {
    expect(venueFilter({ bedroomsTotalMin: 0, capacityTheatreMin: 0, wheelchairAccessible: false })).toBeUndefined();
  });

  it('quotes and escapes every string, so a value cannot change the expression', () => {
    expect(quote('plain')).toBe('"plain"');
    expect(venueFilter({ excludeIds: ['x" OR id != "y'] })).toBe('NOT id IN ["x\\" OR id != \\"y"]');
    expect(venueFilter({ city: 'back\\slash' as never })).toBe('city = "back\\\\slash"');
  });

  it('refuses numbers that are not finite', () => {
    expect(() => venueFilter({ bedroomsTotalMin: Infinity })).toThrow(RangeError);
    expect(() => venueFilter({ near: { lat: Number.NaN, lng: 0, radiusKm: 5 } })).toThrow(/not a finite number/);
  });

  it('only compares attributes the index settings make filterable', () => {
    const tiers = similarTierFilters({
      id: 'a',
      city: 'london',
      categories: ['conference'],
      capacityMin: 1,
      capacityMax: 2,
      geo: null,
    });
    const used = new Set([...attributesIn(venueFilter(EVERYTHING)!), ...tiers.flatMap(attributesIn)]);
    expect(used.size).toBeGreaterThan(15);
    for (const attribute of used) expect(VENUES_INDEX_SETTINGS.filterableAttributes).toContain(attribute);
  });
});

describe('similarTierFilters', () => {
  const savoy = {
    id: 'savoy',
    city: 'london',
    categories: ['conference', 'private-dining'],
    capacityMin: 20,
    capacityMax: 500,
    geo: { lat: 51.5104, lng: -0.1204 },
  };

  it('orders same city, then overlapping capacity, then a shared category, leaving the venue out', () => {
    const tiers = similarTierFilters(savoy);
    expect(tiers).toHaveLength(8);
    expect(tiers[0]).toBe(
      'city = "london" AND capacity_max >= 20 AND capacity_min <= 500 AND ' +
        'categories IN ["conference", "private-dining"] AND id != "savoy"',
    );
    expect(tiers[1]).toBe(
      'city = "london" AND capacity_max >= 20 AND capacity_min <= 500 AND ' +
        'NOT categories IN ["conference", "private-dining"] AND id != "savoy"',
    );
    expect(tiers[2]).toMatch(/^city = "london" AND \(capacity_max < 20 OR capacity_min > 500\) AND categories IN/);
    expect(tiers.slice(4).every((t) => t.startsWith('city != "london" AND '))).toBe(true);
    expect(tiers.every((t) => t.endsWith(' AND id != "savoy"'))).toBe(true);
  });

  it('has no category tiers for a venue without categories', () => {
    const tiers = similarTierFilters({ ...savoy, categories: [] });
    expect(tiers).toHaveLength(4);
    expect(tiers.some((t) => t.includes('categories'))).toBe(false);
  });
});

describe('venueSort', () => {
  const near = { lat: 51.5178, lng: -0.0823 };

  it('leaves relevance to the ranking rules, or sorts nearest first near a point', () => {
    expect(venueSort('relevance')).toBeUndefined();
    expect(venueSort('relevance', near)).toEqual(['_geoPoint(51.5178, -0.0823):asc', 'id:asc']);
  });

  it('sorts price, capacity and update with the id as tie-break', () => {
    expect(venueSort('price')).toEqual(['day_rate_pence:asc', 'id:asc']);
    expect(venueSort('capacity')).toEqual(['capacity_max:desc', 'id:asc']);
    expect(venueSort('updated')).toEqual(['updated_at:desc', 'id:asc']);
  });

  it('names the point last near it, so hits carry _geoDistance without changing the order', () => {
    expect(venueSort('price', near)).toEqual(['day_rate_pence:asc', 'id:asc', '_geoPoint(51.5178, -0.0823):asc']);
  });

  it('only sorts on sortable attributes', () => {
    const sorts = (['relevance', 'price', 'capacity', 'updated'] as const).flatMap((s) => venueSort(s, near) ?? []);
    for (const sort of sorts) {
      const attribute = sort.startsWith('_geoPoint(') ? '_geo' : sort.split(':')[0];
      expect(VENUES_INDEX_SETTINGS.sortableAttributes).toContain(attribute);
    }
  });
});
