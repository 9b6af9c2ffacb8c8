import type { DataSource, QueryRunner } from 'typeorm';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { makeVenue } from '../../../tests/support/venue-factory';
import { READING_INDEX_DETAIL, SearchReadiness } from './search-readiness';

// A process that is still reading its copy of the search index says so to a load balancer and
// answers searches at once, rather than queueing them behind the read. To hold the process in
// that state, the spec takes an exclusive lock on the index's word rows before the app starts:
// its read of the copy waits on the lock until the spec lets it go.
describe('Search readiness while the index copy is read', () => {
  let api: ApiTestApp;
  let lock: QueryRunner | null = null;

  const releaseLock = async () => {
    await lock?.rollbackTransaction();
    await lock?.release();
    lock = null;
  };

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [makeVenue({ name: 'The Readiness Rooms', city: 'leeds' })],
      awaitSearchReady: false,
      beforeStart: async (dataSource: DataSource) => {
        lock = dataSource.createQueryRunner();
        await lock.connect();
        await lock.startTransaction();
        await lock.query('LOCK TABLE search_words IN ACCESS EXCLUSIVE MODE');
      },
    });
  });

  afterAll(async () => {
    await releaseLock();
    await api?.close();
  });

  it('answers /health with 503 and search not ready, and refuses searches with 503 and Retry-After, until the copy is read', async () => {
    const health = await api.http().get('/health').expect(503);
    expect(health.body).toMatchObject({
      status: 'degraded',
      database: { ok: true },
      search: { engine: 'postgres', ok: false, detail: READING_INDEX_DETAIL, documents: 1 },
    });

    for (const path of ['/api/v2/venues?q=readiness', '/api/v2/venues', '/api/v2/search/suggestions?q=readines']) {
      const refused = await api.http().get(path).expect(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body).toMatchObject({
        statusCode: 503,
        message: 'Search is starting up on this server. Please try again in a few seconds.',
      });
    }
    // A venue's own page reads no search index: it is served meanwhile.
    await api.http().get(`/api/v2/venues/${api.venueIds[0]}`).expect(200);

    await releaseLock();
    await api.app.get(SearchReadiness).settled();

    const ready = await api.http().get('/health').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', search: { engine: 'postgres', ok: true, documents: 1 } });
    const found = await api.http().get('/api/v2/venues?q=readiness').expect(200);
    expect(found.body.items.map((item: { name: string }) => item.name)).toEqual(['The Readiness Rooms']);
  });
});
