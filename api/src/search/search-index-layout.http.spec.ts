// Facet values are positional bits (core/src/search/facet-bits.ts): an index built with another
// layout would answer wrong filters and counts. The api refuses such searches with a 503 that
// names the fix, /health shows it, and `npm run reindex` (reindexAll) brings search back.
import { OfflineGeocoder, PostgresSearchEngine } from '@venue-finder/core';
import { VenueEnricher } from '../../../indexer/src/enrichment/venue-enricher';
import { reindexAll } from '../../../indexer/src/reindex';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { eventually } from '../../../tests/support/eventually';
import { makeVenue } from '../../../tests/support/venue-factory';

describe('searching an index built with another facet layout', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [makeVenue({ name: 'The Layout Rooms', city: 'london' })] });
  });

  afterAll(() => api?.close());

  const search = () => api.http().get('/api/v2/venues?city=london&facets=true');

  it('is refused with a 503 naming npm run reindex, shown in /health, and served again after a reindex', async () => {
    // What a deploy with a changed vocabulary looks like to the api it starts: the index was
    // built with another layout. (The api asks at its first search, then trusts a current layout
    // for 30 s.)
    await api.dataSource.query(`UPDATE search_index_meta SET value = 'an-older-layout' WHERE key = 'facet_layout'`);

    const refused = await search().expect(503);
    expect(refused.body).toMatchObject({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringContaining('npm run reindex'),
    });
    const health = await api.http().get('/health').expect(503);
    expect(health.body.search).toMatchObject({ ok: false, detail: expect.stringContaining('npm run reindex') });

    // `npm run reindex`, as a separate process would run it: its own engine and connection.
    await reindexAll(
      api.dataSource,
      new PostgresSearchEngine(api.dataSource),
      new VenueEnricher(new OfflineGeocoder()),
    );
    const served = await eventually(() => search().expect(200), 5_000, 100);
    expect(served.body.items.map((card: { name: string }) => card.name)).toEqual(['The Layout Rooms']);
    await api.http().get('/health').expect(200);
  });
});
