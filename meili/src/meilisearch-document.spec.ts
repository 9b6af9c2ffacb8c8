import { FACET_NAMES, type VenueCard, buildSearchDocument } from '@venue-finder/core';
import {
  CORN_EXCHANGE,
  SAVOY,
  SHOREDITCH,
  SOHO,
  fixtureDocument,
  fixtureDocuments,
} from '../../tests/support/venue-fixtures';
import { makeVenue } from '../../tests/support/venue-factory';
import {
  type MeiliCardHit,
  capacityBuckets,
  haversineMetres,
  hitToVenueCard,
  toFacets,
  toMeiliDocument,
} from './meilisearch-document';
import { VENUES_INDEX_SETTINGS } from './venues-index.settings';

const card = (overrides: Partial<VenueCard> = {}): VenueCard => ({
  id: '6f1c1d2e-0000-4000-8000-000000000001',
  slug: 'the-savoy-ballroom-london',
  display_name: 'The Savoy Ballroom',
  name: 'The Savoy Ballroom',
  city: 'london',
  rating: 4.8,
  capacity: { min: 20, max: 500 },
  photo_main: null,
  images: [],
  primary_category: 'conference',
  claimed: false,
  claimable: true,
  canonical_url: '/v2/venue/the-savoy-ballroom-london',
  geo: { lat: 51.5104, lng: -0.1204 },
  ...overrides,
});

describe('toMeiliDocument', () => {
  it('stores the point as _geo, the update time as epoch seconds and the card as it is', () => {
    const source = fixtureDocument(SAVOY);
    const doc = toMeiliDocument(source);
    expect(doc._geo).toEqual({ lat: 51.5104, lng: -0.1204 });
    expect(doc).not.toHaveProperty('geo');
    expect(doc.updated_at).toBe(Date.UTC(2026, 9, 1) / 1000);
    expect(doc.card).toEqual(source.card);
    expect(doc).toMatchObject({
      id: SAVOY.id,
      slug: SAVOY.slug,
      city: 'london',
      categories: ['conference', 'private-dining'],
      day_rate_pence: 1_200_000,
      rating: 4.8,
      rating_rank: 4.8,
      quality_score: 90,
    });
  });

  it('keeps the milliseconds of the update time, so versions within a second still order', () => {
    const doc = toMeiliDocument({ ...fixtureDocument(SAVOY), updated_at: '2026-10-01T12:00:00.250Z' });
    expect(doc.updated_at).toBe(Date.parse('2026-10-01T12:00:00.250Z') / 1000);
  });

  it('leaves absent values out instead of storing null, so they sort last', () => {
    const doc = toMeiliDocument(fixtureDocument(SOHO));
    expect(doc).not.toHaveProperty('day_rate_pence');
    expect(doc).not.toHaveProperty('hour_rate_pence');
    expect(doc.person_rate_pence).toBe(8_500);
    expect(doc.chain).toBe('boutique');
    const unrated = toMeiliDocument(buildSearchDocument(makeVenue({ rating: null, chain: null }), null));
    expect(unrated).not.toHaveProperty('rating');
    expect(unrated).not.toHaveProperty('chain');
    expect(unrated.rating_rank).toBe(-1);
    expect(Object.values(unrated)).not.toContain(null);
  });

  it('leaves _geo out for a venue without coordinates', () => {
    expect(toMeiliDocument(buildSearchDocument(makeVenue({ lat: null, lng: null }), null))).not.toHaveProperty('_geo');
  });

  it('stores the programme tiers a venue reached, its own and those below, for the verified filter and facet', () => {
    expect(toMeiliDocument(fixtureDocument(SAVOY)).programme_tiers).toEqual(['bronze', 'silver', 'gold']);
    expect(toMeiliDocument(fixtureDocument(SHOREDITCH)).programme_tiers).toEqual([]);
  });

  it('derives the capacity buckets a venue can host a group of, overlapping ranges included', () => {
    expect(toMeiliDocument(fixtureDocument(SAVOY)).capacity_buckets).toEqual(['26', '50', '100', '250', '500', '501']);
    expect(toMeiliDocument(fixtureDocument(SHOREDITCH)).capacity_buckets).toEqual(['10', '26']);
    expect(toMeiliDocument(fixtureDocument(CORN_EXCHANGE)).capacity_buckets).toEqual([
      '50',
      '100',
      '250',
      '500',
      '501',
    ]);
    expect(capacityBuckets(25, 26)).toEqual(['26', '50']);
    expect(capacityBuckets(500, 501)).toEqual(['500', '501']);
  });

  it('carries every attribute the index filters, sorts or ranks on', () => {
    for (const doc of fixtureDocuments().map(toMeiliDocument)) {
      const always = [
        ...VENUES_INDEX_SETTINGS.filterableAttributes,
        ...VENUES_INDEX_SETTINGS.searchableAttributes,
        'quality_score',
        'rating_rank',
      ].filter((a) => !['chain', 'day_rate_pence', 'hour_rate_pence', 'person_rate_pence', '_geo'].includes(a));
      for (const attribute of always) expect(doc).toHaveProperty(attribute);
    }
  });

  it('rejects an update time that is not a date', () => {
    expect(() => toMeiliDocument({ ...fixtureDocument(SAVOY), updated_at: 'yesterday' })).toThrow(/not a date/);
  });
});

describe('hitToVenueCard', () => {
  // The shape of a hit when the search sorts on _geoPoint (Meilisearch docs, "Sort by geo
  // point"): the document's retrieved attributes plus _geoDistance in metres.
  const hit: MeiliCardHit = { card: card(), _geo: { lat: 51.5104, lng: -0.1204 }, _geoDistance: 2849 };
  const liverpoolStreet = { lat: 51.5178, lng: -0.0823 };

  it('returns the stored card, without a distance when the search was not near a point', () => {
    expect(hitToVenueCard(hit)).toEqual(card());
    expect(hitToVenueCard(hit)).not.toHaveProperty('distance_km');
  });

  it('adds the distance in km to one decimal from _geoDistance near a point', () => {
    expect(hitToVenueCard(hit, liverpoolStreet).distance_km).toBe(2.8);
    expect(hitToVenueCard({ ...hit, _geoDistance: 849 }, liverpoolStreet).distance_km).toBe(0.8);
    expect(hitToVenueCard({ ...hit, _geoDistance: 0 }, liverpoolStreet).distance_km).toBe(0);
  });

  it('computes the distance from _geo when a hit has no _geoDistance', () => {
    const { _geoDistance: _, ...withoutDistance } = hit;
    expect(hitToVenueCard(withoutDistance, liverpoolStreet).distance_km).toBe(2.8);
    expect(haversineMetres(liverpoolStreet, liverpoolStreet)).toBe(0);
  });

  it('does not change the hit it was given', () => {
    hitToVenueCard(hit, liverpoolStreet);
    expect(hit.card).not.toHaveProperty('distance_km');
  });
});

describe('toFacets', () => {
  // facetDistribution as Meilisearch answers it: attribute → value → count, values it did not
  // see left out, numbers as strings.
  const facetDistribution = {
    city: { london: 3 },
    categories: { conference: 1, 'meeting-room': 1, 'private-dining': 2 },
    capacity_buckets: { '10': 2, '100': 1, '250': 1, '26': 3, '50': 1, '500': 1 },
    styles: { banqueting: 1, creative: 1, heritage: 1, modern: 1, private_dining: 1 },
    amenities: { accessibility: 1, catering: 2, natural_light: 1, wifi: 2 },
    equipment: { microphones: 1, projector: 1 },
    seating_layouts: { banquet: 2, boardroom: 1, theatre: 1 },
    bedroom_facilities: {},
    chain: { boutique: 1 },
    accessibility: { hearing_loop: 1, step_free_access: 1, wheelchair_accessible: 1 },
  };

  it('maps each attribute to the facet name of the port', () => {
    const facets = toFacets(facetDistribution);
    expect(Object.keys(facets)).toEqual([...FACET_NAMES]);
    expect(facets.category).toEqual({ conference: 1, 'meeting-room': 1, 'private-dining': 2 });
    expect(facets.meeting_facilities).toEqual(facetDistribution.amenities);
    expect(facets.conference_equipment).toEqual(facetDistribution.equipment);
    expect(facets.chain).toEqual({ boutique: 1 });
  });

  it('lists capacity buckets in the order of the search form', () => {
    expect(Object.entries(toFacets(facetDistribution).capacity)).toEqual([
      ['10', 2],
      ['26', 3],
      ['50', 1],
      ['100', 1],
      ['250', 1],
      ['500', 1],
    ]);
  });

  it('answers every facet, empty when Meilisearch has no values for it', () => {
    const facets = toFacets({ city: { leeds: 0, london: 2 } });
    expect(facets.city).toEqual({ london: 2 });
    expect(facets.bedroom_facilities).toEqual({});
    expect(toFacets(undefined).capacity).toEqual({});
  });
});
