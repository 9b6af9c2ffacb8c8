import type { VenueDetails } from '@venue-finder/contract';
import {
  applyDetailsPatch,
  enrichPhase1,
  FEET_PER_METRE,
  metresToFeet,
  type Phase1Venue,
  SQFT_PER_SQM,
  sqmToSqft,
} from './phase1';
import { QUALITY_SCORE_WEIGHTS, scoreQuality, VERIFIED_QUALITY_SCORE } from './quality-score';

const LONG_TEXT =
  'A light-filled Georgian townhouse on a quiet square, five minutes from the station, with a ' +
  'ballroom for two hundred, three meeting rooms and a walled garden for summer receptions. '.repeat(9);

/** A venue whose listing is complete in every respect the quality score reads. */
function makeVenue(overrides: Partial<Phase1Venue> = {}): Phase1Venue {
  const details: VenueDetails = {
    rooms: [
      { name: 'The Ballroom', area_sqm: 250, capacities: { theatre: 220, banquet: 160, standing: 300 } },
      { name: 'The Library', area_sqm: 45, capacities: { boardroom: 16 } },
    ],
    venue_size_sqm: 400,
    ceiling_height_m: 3.5,
    food_catering: { available: true, restaurant_onsite: true, bar_onsite: true, dietary_options: ['Vegan'] },
    features: ['Walled garden'],
    accessibility: 'Step-free access from the square; lift to all floors.',
    access_public_transport: "King's Cross St Pancras is five minutes' walk away.",
    faqs: [
      { question: 'Is there parking?', answer: 'No; the nearest car park is on Judd Street.' },
      { question: 'Can we bring our own caterer?', answer: 'Yes, with a kitchen fee.' },
      { question: 'How late can events run?', answer: 'Until midnight.' },
      { question: 'Is there step-free access?', answer: 'Yes, from the square.' },
      { question: 'Can we hold a wedding?', answer: 'Yes; the ballroom is licensed.' },
    ],
    social_media: { instagram: 'https://instagram.example/grandhall' },
  };
  return {
    id: '7d3c1f1e-4c55-4b61-9c1a-0a4b8f0e2c11',
    slug: 'the-grand-hall-london',
    name: 'The Grand Hall',
    displayName: 'The Grand Hall',
    addressLine1: '12 Argyle Square',
    addressLine2: "King's Cross",
    postcode: 'WC1H 8AS',
    country: 'United Kingdom',
    lat: 51.5291,
    lng: -0.1221,
    website: 'https://www.grandhall.example',
    contactEmail: 'events@grandhall.example',
    contactPhone: '020 7946 0123',
    qualityScore: null,
    images: ['/img/1.svg', '/img/2.svg', '/img/3.svg', '/img/4.svg', '/img/5.svg'],
    photoMain: '/img/1.svg',
    descriptionShort: 'A Georgian townhouse by King’s Cross with a ballroom for 220 guests and a walled garden.',
    descriptionLong: LONG_TEXT,
    capacityTheatre: 220,
    capacityBoardroom: 16,
    capacityUShape: 40,
    capacityClassroom: 120,
    capacityBanquet: 160,
    capacityCabaret: 180,
    capacityStanding: 300,
    capacityReception: 300,
    dayRatePence: 250_000,
    hourRatePence: 40_000,
    personRatePence: 6_500,
    amenities: ['wifi', 'catering', 'accessibility', 'natural_light', 'reception', 'air_conditioning'],
    equipment: ['projector', 'screens', 'microphones', 'speakers', 'flipchart', 'whiteboard'],
    wheelchairAccessible: true,
    stepFreeAccess: true,
    accessibleToilet: true,
    hearingLoop: false,
    lift: true,
    accessibleParking: false,
    rating: 4.6,
    reviewCount: 128,
    details,
    ...overrides,
  };
}

/** A venue with nothing but its name and place in the catalogue. */
function makeEmptyVenue(): Phase1Venue {
  return makeVenue({
    addressLine1: '',
    addressLine2: '',
    postcode: '',
    lat: null,
    lng: null,
    website: null,
    contactEmail: null,
    contactPhone: null,
    images: [],
    photoMain: null,
    descriptionShort: '',
    descriptionLong: '',
    capacityTheatre: null,
    capacityBoardroom: null,
    capacityUShape: null,
    capacityClassroom: null,
    capacityBanquet: null,
    capacityCabaret: null,
    capacityStanding: null,
    capacityReception: null,
    dayRatePence: null,
    hourRatePence: null,
    personRatePence: null,
    amenities: [],
    equipment: [],
    wheelchairAccessible: false,
    stepFreeAccess: false,
    accessibleToilet: false,
    lift: false,
    rating: null,
    reviewCount: 0,
    details: {},
  });
}

describe(enrichPhase1.name, () => {
  describe('what the owner typed', () => {
    it('never rewrites it (the venue writer tidies it at write time), only reports what it cannot read', () => {
      const result = enrichPhase1({
        venue: makeVenue({
          name: '  Untidy   Name ',
          postcode: ' not  a postcode ',
          website: 'not a website',
          contactEmail: 'events at grand hall',
          contactPhone: '12345',
        }),
      });
      expect(Object.keys(result.columns).sort()).toEqual(['qualityScore']);
      expect(result.issues.map((i) => [i.field, i.code])).toEqual([
        ['postcode', 'invalid_postcode'],
        ['website', 'invalid_website'],
        ['contactEmail', 'invalid_email'],
        ['contactPhone', 'invalid_phone'],
      ]);
    });

    it('writes nothing for a venue that is already tidy and scored', () => {
      const first = enrichPhase1({ venue: makeVenue() });
      expect(first.columns).toEqual({ qualityScore: 100 });
      const venue = makeVenue({
        qualityScore: 100,
        details: applyDetailsPatch(makeVenue().details, first.details),
      });
      expect(enrichPhase1({ venue })).toMatchObject({ changed: false, columns: {}, details: {} });
    });

    it('is idempotent even when jsonb has reordered the keys of details', () => {
      const first = enrichPhase1({ venue: makeVenue() });
      const stored = applyDetailsPatch(makeVenue().details, first.details);
      const reordered = JSON.parse(
        JSON.stringify(stored, (_key, value: unknown) =>
          value && typeof value === 'object' && !Array.isArray(value)
            ? Object.fromEntries(Object.entries(value).reverse())
            : value,
        ),
      ) as VenueDetails;
      expect(enrichPhase1({ venue: makeVenue({ qualityScore: 100, details: reordered }) }).changed).toBe(false);
    });
  });

  describe('geocoding', () => {
    it("uses the venue's own coordinates when it has them", () => {
      const result = enrichPhase1({ venue: makeVenue(), geocoded: { lat: 51.52, lng: -0.12 } });
      expect(result.geo).toEqual({ point: { lat: 51.5291, lng: -0.1221 }, source: 'venue' });
      expect(result.columns.lat).toBeUndefined();
    });

    it('falls back to the geocoded point and writes it', () => {
      const result = enrichPhase1({
        venue: makeVenue({ lat: null, lng: null }),
        geocoded: { lat: 51.5255, lng: -0.128 },
      });
      expect(result.geo).toEqual({ point: { lat: 51.5255, lng: -0.128 }, source: 'geocoder' });
      expect(result.columns).toMatchObject({ lat: 51.5255, lng: -0.128 });
      expect(result.details.directions_links?.google_maps).toContain('destination=51.5255,-0.128');
    });

    it('says so when there is no point at all, and drops stale directions', () => {
      const venue = makeVenue({ lat: null, lng: null });
      const before = applyDetailsPatch(venue.details, enrichPhase1({ venue: makeVenue() }).details);
      const result = enrichPhase1({ venue: { ...venue, details: before }, geocoded: null });
      expect(result.geo).toEqual({ point: null, source: 'none' });
      expect(result.issues.map((i) => i.code)).toEqual(['no_coordinates']);
      expect(result.details.directions_links).toBeNull();
      expect(applyDetailsPatch(before, result.details)).not.toHaveProperty('directions_links');
      expect(result.qualityBreakdown.coordinates).toBe(0);
    });

    it('replaces coordinates that lie outside the UK (swapped) with the geocoded point', () => {
      const result = enrichPhase1({
        venue: makeVenue({ lat: -0.1221, lng: 51.5291 }),
        geocoded: { lat: 51.5255, lng: -0.128 },
      });
      expect(result.geo.source).toBe('geocoder');
      expect(result.issues.map((i) => i.code)).toEqual(['coordinates_replaced']);
    });
  });

  describe('derived fields', () => {
    it('converts sizes with the spec constants (1 m² = 10.764 ft², 1 m = 3.281 ft)', () => {
      expect(SQFT_PER_SQM).toBe(10.764);
      expect(FEET_PER_METRE).toBe(3.281);
      const { details } = enrichPhase1({ venue: makeVenue() });
      expect(details.venue_size_sqft).toBe(4306); // 400 × 10.764 = 4305.6
      expect(details.ceiling_height_ft).toBe(11.5); // 3.5 × 3.281 = 11.4835
      expect(details.rooms?.map((r) => r.area_sqft)).toEqual([2691, 484]); // 2691.0, 484.38
      expect(sqmToSqft(1)).toBe(11);
      expect(metresToFeet(4.2)).toBe(13.8); // 13.7802
      expect(metresToFeet(2.75)).toBe(9); // 9.02275
      expect(metresToFeet(10)).toBe(32.8); // 32.81
    });

    it('takes sizes from the space specifications when the top-level ones are missing', () => {
      const venue = makeVenue({
        details: { space_specifications: { total_space_m2: 120, ceiling_height_m: 2.8 } },
      });
      expect(enrichPhase1({ venue }).details).toMatchObject({
        venue_size_sqm: 120,
        venue_size_sqft: 1292, // 1291.68
        ceiling_height_m: 2.8,
        ceiling_height_ft: 9.2, // 9.1868
      });
    });

    it('keeps rooms without an area, with no area in square feet', () => {
      const venue = makeVenue({ details: { rooms: [{ name: 'Snug', area_sqm: null, capacities: { boardroom: 8 } }] } });
      expect(enrichPhase1({ venue }).details.rooms).toEqual([
        { name: 'Snug', area_sqm: null, capacities: { boardroom: 8 }, area_sqft: null },
      ]);
    });

    it('gives the canonical path and directions links to the venue', () => {
      const result = enrichPhase1({ venue: makeVenue() });
      expect(result.canonicalPath).toBe('/v2/venue/the-grand-hall-london');
      expect(result.details.directions_links).toEqual({
        google_maps: 'https://www.google.com/maps/dir/?api=1&destination=51.5291,-0.1221',
        apple_maps: 'https://maps.apple.com/?daddr=51.5291,-0.1221&q=The%20Grand%20Hall',
        waze: 'https://waze.com/ul?ll=51.5291,-0.1221&navigate=yes',
        uber:
          'https://m.uber.com/ul/?action=setPickup&pickup=my_location&dropoff[latitude]=51.5291' +
          '&dropoff[longitude]=-0.1221&dropoff[nickname]=The%20Grand%20Hall',
      });
    });
  });
});

describe(scoreQuality.name, () => {
  const facts = (venue: Phase1Venue) => ({
    ...venue,
    hasCoordinates: venue.lat !== null,
    hasValidEmail: !!venue.contactEmail,
    hasValidPhone: !!venue.contactPhone,
    hasValidWebsite: !!venue.website,
  });

  it('has weights that sum to 100', () => {
    expect(Object.values(QUALITY_SCORE_WEIGHTS).reduce((sum, w) => sum + w, 0)).toBe(100);
  });

  it('gives a complete listing 100, with every factor at its weight', () => {
    const { score, breakdown } = scoreQuality(facts(makeVenue()));
    expect(breakdown).toEqual(QUALITY_SCORE_WEIGHTS);
    expect(score).toBe(100);
    expect(enrichPhase1({ venue: makeVenue() }).qualityScore).toBe(100);
  });

  it('gives a listing with nothing but a name a low score', () => {
    expect(scoreQuality(facts(makeEmptyVenue())).score).toBeLessThan(10);
    expect(enrichPhase1({ venue: makeEmptyVenue() }).qualityScore).toBeLessThan(10);
  });

  it('takes off what a missing part is worth', () => {
    expect(scoreQuality(facts(makeVenue({ images: [], photoMain: null }))).score).toBe(85);
    expect(scoreQuality(facts(makeVenue({ images: ['/img/1.svg'], photoMain: '/img/1.svg' }))).score).toBe(88);
    expect(scoreQuality(facts(makeVenue({ website: null }))).score).toBe(97);
    expect(scoreQuality(facts(makeVenue({ descriptionLong: LONG_TEXT.slice(0, 400) }))).score).toBe(95);
    expect(scoreQuality(facts(makeVenue({ hourRatePence: null }))).score).toBe(98);
    expect(scoreQuality(facts(makeVenue({ details: {} }))).score).toBe(100 - 8 - 3 - 6 - 4 - 2);
  });

  it('gives a sparse listing (two photos, a short description, a phone number) a middling score', () => {
    const sparse = makeEmptyVenue();
    const { score } = scoreQuality(
      facts({
        ...sparse,
        lat: 51.52,
        images: ['/img/1.svg', '/img/2.svg'],
        descriptionShort: 'Meeting rooms for up to 40 people in a converted warehouse near the canal, with free wifi.',
        capacityTheatre: 40,
        capacityBoardroom: 14,
        dayRatePence: 45_000,
        contactPhone: '020 7946 0999',
        website: 'https://warehouse.example',
        amenities: ['wifi', 'natural_light', 'catering'],
        equipment: ['screens', 'flipchart'],
        rating: 4.2,
        reviewCount: 12,
      }),
    );
    expect(score).toBeGreaterThan(30);
    expect(score).toBeLessThan(50);
  });

  it('labels a listing Verified from 80', () => {
    expect(VERIFIED_QUALITY_SCORE).toBe(80);
    const partial = makeVenue({ images: ['/img/1.svg'], photoMain: null, website: null, reviewCount: 3 });
    expect(scoreQuality(facts(partial)).score).toBeGreaterThanOrEqual(VERIFIED_QUALITY_SCORE);
    expect(scoreQuality(facts(makeVenue({ images: [], photoMain: null, details: {} }))).score).toBeLessThan(
      VERIFIED_QUALITY_SCORE,
    );
  });
});

describe('phase 1 throughput', () => {
  it('runs 12,000 venues in well under three seconds', () => {
    const venues = Array.from({ length: 12_000 }, (_, i) =>
      makeVenue({
        slug: `venue-${i}`,
        name: ` Venue   ${i} `,
        postcode: i % 2 ? 'wc1h8as' : 'WC1H 8AS',
        website: i % 3 ? 'WWW.Venue.example/' : 'https://www.venue.example',
        contactPhone: i % 4 ? '+44 (0)20 7946 0123' : '020 7946 0123',
        lat: i % 5 ? 51.5 + (i % 100) / 1000 : null,
        images: makeVenue().images.slice(0, i % 6),
      }),
    );
    const started = performance.now();
    let changed = 0;
    for (const venue of venues) if (enrichPhase1({ venue, geocoded: { lat: 51.52, lng: -0.12 } }).changed) changed++;
    const elapsedMs = performance.now() - started;
    console.log(`phase 1: 12,000 venues in ${Math.round(elapsedMs)} ms`);
    expect(changed).toBe(12_000);
    expect(elapsedMs).toBeLessThan(10_000);
  });
});
