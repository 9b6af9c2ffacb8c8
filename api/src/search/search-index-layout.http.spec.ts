// Facet values are positional bits (core/src/search/facet-bits.ts), read by the layout stored
// with the index. A vocabulary change (a city added) builds the new layout beside the live one
// while every search is answered, then switches. Only an index whose layout cannot be read back
// (built before the layout's keys were stored) would answer wrong filters and counts: the api
// refuses such searches with a 503 that names the fix, /health shows it, and `npm run reindex`
// (reindexAll) brings search back.
import type { DataSource } from 'typeorm';
import {
  FACET_LAYOUT,
  FacetLayout,
  OfflineGeocoder,
  PostgresSearchEngine,
  type SearchDocument,
  Venue,
  searchDocumentsOf,
} from '@venue-finder/core';
import { VenueEnricher } from '../../../indexer/src/enrichment/venue-enricher';
import { reindexAll } from '../../../indexer/src/reindex';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { eventually } from '../../../tests/support/eventually';
import { makeVenue } from '../../../tests/support/venue-factory';

describe('searching an index whose facet layout cannot be read back', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [makeVenue({ name: 'The Layout Rooms', city: 'london' })] });
  });

  afterAll(() => api?.close());

  const search = () => api.http().get('/api/v2/venues?city=london&facets=true');

  it('is refused with a 503 naming npm run reindex, shown in /health, and served again after a reindex', async () => {
    // An index built with another layout before its keys were stored: only its fingerprint says
    // which. (The api asks at its first search, then trusts a readable layout for 30 s.)
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

describe('a city added to the vocabulary while planners search', () => {
  // The layout of the code before the city was added: the index a deploy finds.
  const WITHOUT_BELFAST = new FacetLayout(FACET_LAYOUT.keys.filter((key) => key !== 'city:belfast'));
  let api: ApiTestApp;

  async function* publishedDocuments(db: DataSource): AsyncGenerator<SearchDocument[]> {
    yield await searchDocumentsOf(db, await db.getRepository(Venue).findBy({ status: 'published' }));
  }

  const cityFacet = async (path: string) => {
    const { body } = await api.http().get(path).expect(200);
    return body.facets.city as Record<string, number>;
  };

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [
        makeVenue({ name: 'The Layout Rooms', city: 'london' }),
        makeVenue({ name: 'Lagan Loft', city: 'belfast' }),
      ],
    });
    // The index as the code before built it, and the api's copy read in that layout.
    await new PostgresSearchEngine(api.dataSource).rebuild(publishedDocuments(api.dataSource), WITHOUT_BELFAST);
    await eventually(async () => expect(await cityFacet('/api/v2/venues?facets=true')).toEqual({ london: 1 }), 10_000);
  });

  afterAll(() => api?.close());

  it('answers every search while the new layout is built beside the live one, and lists the new city after the switch', async () => {
    const paths = [
      '/api/v2/venues?facets=true',
      '/api/v2/venues?city=belfast&facets=true',
      '/api/v2/venues?q=loft&facets=true',
      '/api/v2/search/suggestions?q=laga',
    ];
    const statuses: number[] = [];
    let rebuilding = true;
    const searching = (async () => {
      while (rebuilding) for (const path of paths) statuses.push((await api.http().get(path)).status);
    })();

    // The indexer of the new code at start-up (IndexLayoutCheck), as a process of its own would.
    const indexer = new PostgresSearchEngine(api.dataSource);
    expect(await indexer.needsRebuild()).toBe(true);
    await reindexAll(api.dataSource, indexer, new VenueEnricher(new OfflineGeocoder()));
    expect(await indexer.needsRebuild()).toBe(false);
    await eventually(
      async () => expect(await cityFacet('/api/v2/venues?city=belfast&facets=true')).toEqual({ belfast: 1 }),
      10_000,
      100,
    );
    rebuilding = false;
    await searching;

    expect(statuses.length).toBeGreaterThan(paths.length);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await cityFacet('/api/v2/venues?facets=true')).toEqual({ belfast: 1, london: 1 });
    const { body } = await api.http().get('/api/v2/venues?city=belfast').expect(200);
    expect(body.items.map((card: { name: string }) => card.name)).toEqual(['Lagan Loft']);
  });
});
