import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { makeVenue } from '../../../tests/support/venue-factory';

describe('GET /health', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({ venues: [makeVenue(), makeVenue({ status: 'draft' })] });
  });

  afterAll(() => api?.close());

  it('reports the database, the search engine with its documents, the indexer backlog and the mail queue', async () => {
    const { body } = await api.http().get('/health').expect(200);
    expect(body).toMatchObject({
      status: 'ok',
      database: { ok: true },
      search: { engine: 'postgres', ok: true, documents: 1 },
      // The two venue writes are waiting for an indexer (none runs in this test).
      indexer: { pending: 2, abandoned: 0 },
      mail: { waiting: 0, abandoned: 0 },
    });
    expect(body.indexer.oldest_pending_seconds).toBeGreaterThanOrEqual(0);
  });
});
