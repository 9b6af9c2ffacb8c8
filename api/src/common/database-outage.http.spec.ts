// A database outage, played for real: the api reaches PostgreSQL through a loopback proxy that the
// test cuts (open connections reset, new ones refused) and restores.
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { eventually } from '../../../tests/support/eventually';
import { type TcpProxy, startTcpProxy } from '../../../tests/support/tcp-proxy';
import { makeVenue } from '../../../tests/support/venue-factory';
import { DATABASE_UNAVAILABLE_MESSAGE } from './api-error.filter';

describe('while the database is unreachable', () => {
  let proxy: TcpProxy;
  let api: ApiTestApp;

  beforeAll(async () => {
    const server = new URL(process.env.TEST_POSTGRES_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port) });
    api = await startApiTestApp({ venues: [makeVenue({ name: 'The Outage Rooms' })], databaseProxy: proxy });
    await api.http().get('/api/v2/venues').expect(200);
    await proxy.cut();
  });

  afterAll(async () => {
    await api?.close();
    await proxy?.close();
  });

  it('answers reads and writes with a 503, a message a person can act on and Retry-After', async () => {
    for (const attempt of [
      api.http().get('/api/v2/venues?q=outage'),
      api.http().get(`/api/v2/venues/${api.venueIds[0]}`),
      api
        .http()
        .post('/api/v2/briefs')
        .send({ email: 'planner@example.com', items: [{ venue_id: api.venueIds[0] }] }),
    ]) {
      const response = await attempt;
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: 'DATABASE_UNAVAILABLE',
      });
    }
  });

  it('says so on /health without the connection error, hosts or ports', async () => {
    const response = await api.http().get('/health').expect(503);
    expect(response.body).toMatchObject({ status: 'degraded', database: { ok: false, detail: 'unreachable' } });
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/ECONN|127\.0\.0\.1|localhost|:\d{4,5}\b|terminated|timeout/i);
  });

  it('serves again as soon as the database is back, without a restart', async () => {
    await proxy.restore();
    const { body } = await eventually(async () => {
      const response = await api.http().get('/api/v2/venues?q=outage');
      if (response.status !== 200) throw new Error(`still ${response.status}`);
      return response;
    });
    expect(body.items.map((venue: { name: string }) => venue.name)).toEqual(['The Outage Rooms']);
    await api.http().get('/health').expect(200);
  });
});
