import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { FIXTURE_VENUES, HILTON, SAVOY, SHOREDITCH, SOHO } from '../../../tests/support/venue-fixtures';

describe('Searching venues over HTTP', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: FIXTURE_VENUES.map(({ version: _version, ...venue }) => ({ ...venue, details: {} })),
    });
  });

  afterAll(() => api?.close());

  const get = (path: string) => api.http().get(path);
  const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

  describe('GET /api/v2/venues', () => {
    it('searches around a postcode, nearest first, with distances', async () => {
      const { body } = await get('/api/v2/venues?near=ec2a%203bp&radius_km=5').expect(200);
      expect(names(body)[0]).toBe(SHOREDITCH.name);
      expect(body.items.every((item: { distance_km: number }) => item.distance_km <= 5)).toBe(true);
      const distances = body.items.map((item: { distance_km: number }) => item.distance_km);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    it('says so when a valid postcode cannot be located, instead of answering nothing', async () => {
      const { body } = await get('/api/v2/venues?near=ZE1%200AA').expect(400);
      expect(body.code).toBe('POSTCODE_NOT_LOCATED');
      expect(body.fields.near).toMatch(/ZE1 0AA is outside the areas we cover/);
    });

    it('rejects a malformed postcode with the spec message', async () => {
      const { body } = await get('/api/v2/venues?near=hello').expect(400);
      expect(body.fields.near).toBe('Please enter a valid UK postcode (e.g. EC2A 3BP)');
    });

    it('takes repeated list parameters and dotted budget parameters', async () => {
      const styles = await get('/api/v2/venues?styles=heritage&styles=training').expect(200);
      expect(styles.body.total).toBe(3);
      const budget = await get('/api/v2/venues?budget.max=1000&budget.unit=day').expect(200);
      expect(budget.body.total).toBe(2);
      const theatre = await get('/api/v2/venues?capacity.theatre_min=450&wheelchair_accessible=true').expect(200);
      expect(theatre.body.total).toBe(2);
    });

    it('accepts every facet value it answers back as a filter, finding as many venues as the count said', async () => {
      const { body } = await get('/api/v2/venues').expect(200);
      const pairs = Object.entries(body.facets as Record<string, Record<string, number>>).flatMap(([facet, counts]) =>
        Object.entries(counts).map(([value, count]) => [facet, value, count] as const),
      );
      expect(pairs.length).toBeGreaterThan(30);
      expect(pairs).toContainEqual(['accessibility', 'wheelchair_accessible', 3]);
      for (const [facet, value, count] of pairs) {
        const answer = await get(`/api/v2/venues?${new URLSearchParams({ [facet]: value })}&with_facets=false`);
        expect([facet, value, answer.status, answer.body.total]).toEqual([facet, value, 200, count]);
      }
    });

    it.each([
      ['styles=glamorous', 'styles', 'each style must be one of:'],
      ['budget.min=500&budget.max=100', 'budget.min', 'budget.min must not be more than budget.max'],
      ['budget.unit=week&budget.max=10', 'budget.unit', 'budget.unit must be one of: day, hour, person'],
      ['capacity.theatre_min=abc', 'capacity.theatre_min', 'capacity.theatre_min must be a whole number of 1 or more'],
      ['radius_km=7&near=EC2A3BP', 'radius_km', 'radius_km must be one of: 5, 10, 25, 50'],
      ['exclude_id=nope', 'exclude_id', 'exclude_id must be a venue id'],
      ['wheelchair_accessible=yes', 'wheelchair_accessible', "wheelchair_accessible must be 'true' or 'false'"],
      ['verified=shiny', 'verified', 'verified must be one of: bronze, silver, gold, platinum'],
    ])('rejects %s with a 400 naming %s', async (query, field, message) => {
      const { body } = await get(`/api/v2/venues?${query}`).expect(400);
      expect(body.fields[field]).toContain(message);
    });

    it('returns the cards of ids and slugs in the order given', async () => {
      const { body } = await get(`/api/v2/venues?ids=${SOHO.slug},${SAVOY.id},unknown-venue`).expect(200);
      expect(names(body)).toEqual([SOHO.name, SAVOY.name]);
    });

    it('returns a short list with limit and exclude_id for the similar-venues grid', async () => {
      const { body } = await get(`/api/v2/venues?limit=4&city=london&exclude_id=${SAVOY.id}`).expect(200);
      expect(names(body).sort()).toEqual([SHOREDITCH.name, SOHO.name].sort());
      expect(body.facets).toBeUndefined();
    });
  });

  describe('GET /api/v2/venues/{slug}/similar', () => {
    it('lists venues in the same city first', async () => {
      const { body } = await get(`/api/v2/venues/${SAVOY.slug}/similar?limit=2`).expect(200);
      expect(names(body)).toEqual([SOHO.name, SHOREDITCH.name]);
    });

    it('answers 404 for an unknown venue', async () => {
      await get('/api/v2/venues/no-such-venue/similar').expect(404);
    });
  });

  describe('GET /api/v2/search/suggestions', () => {
    const suggest = async (q: string) =>
      (await get(`/api/v2/search/suggestions?q=${encodeURIComponent(q)}`).expect(200)).body.suggestions;

    it('understands a mistyped city', async () => {
      expect((await suggest('manchster'))[0]).toMatchObject({ type: 'city', name: 'Manchester', value: 'manchester' });
      expect((await suggest('edinbrugh'))[0]).toMatchObject({ type: 'city', name: 'Edinburgh' });
    });

    it('finds a venue by a mistyped name, with its city as subtitle', async () => {
      expect(await suggest('savoi')).toContainEqual(
        expect.objectContaining({ type: 'venue', name: SAVOY.name, subtitle: 'London', slug: SAVOY.slug }),
      );
    });

    it('completes the start of a name and of a category', async () => {
      expect((await suggest('hilton man'))[0]).toMatchObject({ type: 'venue', slug: HILTON.slug });
      expect(await suggest('confer')).toContainEqual(
        expect.objectContaining({ type: 'category', value: 'conference' }),
      );
    });

    it('needs at least 2 characters', async () => {
      const { body } = await get('/api/v2/search/suggestions?q=a').expect(400);
      expect(body.fields.q).toBe('q must be at least 2 characters');
    });
  });
});
