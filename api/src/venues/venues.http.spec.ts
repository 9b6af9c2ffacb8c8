import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { makeVenue } from '../../../tests/support/venue-factory';

describe('GET /api/v2/venues', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [
        makeVenue({ name: 'The Albion Boardroom', city: 'london', capacityMin: 4, capacityMax: 20 }),
        makeVenue({
          name: 'Deansgate Conference Centre',
          city: 'manchester',
          primaryCategory: 'conference',
          categories: ['conference', 'training'],
          capacityMin: 50,
          capacityMax: 600,
          dayRatePence: 500_000,
        }),
        makeVenue({
          name: 'Northern Quarter Studio',
          city: 'manchester',
          capacityMin: 10,
          capacityMax: 60,
          dayRatePence: 60_000,
        }),
        makeVenue({ name: 'Hidden Draft Hall', city: 'manchester', status: 'draft', slug: 'hidden-draft-hall' }),
        ...Array.from({ length: 22 }, (_, i) => makeVenue({ name: `Leeds Room ${i + 1}`, city: 'leeds' })),
      ],
    });
  });

  afterAll(() => api?.close());

  const http = () => api.http();

  it('lists published venues only, 20 a page, with the total and facets', async () => {
    const response = await http().get('/api/v2/venues').expect(200);
    expect(response.body.total).toBe(25);
    expect(response.body.items).toHaveLength(20);
    expect(response.body.facets.city).toEqual({ london: 1, manchester: 2, leeds: 22 });
    expect(response.body.items.map((v: { name: string }) => v.name)).not.toContain('Hidden Draft Hall');
  });

  it('filters by city, category and capacity bucket, and the facet counts agree with the total', async () => {
    const response = await http().get('/api/v2/venues?city=manchester&category=conference&capacity=501').expect(200);
    expect(response.body.total).toBe(1);
    expect(response.body.items[0].name).toBe('Deansgate Conference Centre');
    expect(response.body.facets.city).toEqual({ manchester: 1 });
  });

  it('finds venues by words of their name, a name with the word as typed first', async () => {
    const response = await http().get('/api/v2/venues?q=albion').expect(200);
    expect(response.body.items.map((v: { name: string }) => v.name)).toEqual(['The Albion Boardroom']);
    // "boardroom" also matches its synonyms (meeting, conference…): the name that says it leads.
    const synonyms = await http().get('/api/v2/venues?q=boardroom').expect(200);
    expect(synonyms.body.items[0].name).toBe('The Albion Boardroom');
  });

  it('sorts by price, cheapest day rate first', async () => {
    const response = await http().get('/api/v2/venues?city=manchester&sort=price').expect(200);
    expect(response.body.items.map((v: { name: string }) => v.name)).toEqual([
      'Northern Quarter Studio',
      'Deansgate Conference Centre',
    ]);
  });

  it('treats an unknown sort as relevance', async () => {
    await http().get('/api/v2/venues?sort=cheapest').expect(200);
  });

  it('serves the second page and an empty page past the end, with the same total', async () => {
    const second = await http().get('/api/v2/venues?page=2').expect(200);
    expect(second.body.items).toHaveLength(5);
    const beyond = await http().get('/api/v2/venues?page=9').expect(200);
    expect(beyond.body).toMatchObject({ items: [], total: 25 });
  });

  it.each([
    ['page=-1', 'page', 'page must be a whole number of 1 or more'],
    ['page=abc', 'page', 'page must be a whole number of 1 or more'],
    ['capacity=abc', 'capacity', 'capacity must be one of: 10, 26, 50, 100, 250, 500, 501'],
    ['city=paris', 'city', 'city must be one of:'],
    [`q=${'x'.repeat(201)}`, 'q', 'q must be at most 200 characters'],
  ])('rejects %s with a 400 naming the parameter', async (query, field, message) => {
    const response = await http().get(`/api/v2/venues?${query}`).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.body.fields[field]).toContain(message);
  });
});

describe('GET /api/v2/venues/{idOrSlug}', () => {
  let api: ApiTestApp;
  let publishedId: string;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [
        makeVenue({
          name: 'The Granary',
          slug: 'the-granary-bristol',
          city: 'bristol',
          details: { venue_size_sqm: 100, ceiling_height_m: 4 },
        }),
        makeVenue({ name: 'Draft House', slug: 'draft-house', status: 'draft' }),
      ],
    });
    [publishedId] = api.venueIds;
  });

  afterAll(() => api?.close());

  it('returns the detail view by slug and by id, with unit conversions and GBP pricing', async () => {
    const bySlug = await api.http().get('/api/v2/venues/the-granary-bristol').expect(200);
    expect(bySlug.body).toMatchObject({
      id: publishedId,
      name: 'The Granary',
      city_slug: 'bristol',
      seo: { noindex: false },
      venue_size_sqm: 100,
      venue_size_sqft: 1076,
      ceiling_height_ft: 13.1,
      pricing: { day_rate: 950, hour_rate: 150, currency: 'GBP' },
    });
    const byId = await api.http().get(`/api/v2/venues/${publishedId}`).expect(200);
    expect(byId.body.slug).toBe('the-granary-bristol');
  });

  it('shows no unpublished venue, by slug or by id, nor its similar venues', async () => {
    const [draft] = await api.dataSource.query("SELECT id FROM venues WHERE slug = 'draft-house'");
    for (const path of [
      '/api/v2/venues/draft-house',
      `/api/v2/venues/${draft.id}`,
      '/api/v2/venues/draft-house/similar',
    ]) {
      const response = await api.http().get(path).expect(404);
      expect(response.body).toMatchObject({ code: 'VENUE_NOT_FOUND' });
      expect(response.text).not.toContain('Draft House');
    }
  });

  it('answers an unknown venue with a 404 JSON body', async () => {
    const response = await api.http().get('/api/v2/venues/no-such-venue').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'VENUE_NOT_FOUND' });
  });
});
