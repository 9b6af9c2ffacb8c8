// What happens to counts held in memory when the database is away, and when the api stops: a
// failed flush keeps them for the next one, and stopping flushes what is held. Played for real:
// the api reaches PostgreSQL through a loopback proxy the test cuts and restores.
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { type TcpProxy, startTcpProxy } from '../../../tests/support/tcp-proxy';
import { makeVenue } from '../../../tests/support/venue-factory';
import { VenueActivityFlusher } from './venue-activity-flusher';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const VENUE = makeVenue({ name: 'The Counting House' });

describe('Activity counts held in memory', () => {
  let proxy: TcpProxy;
  let api: ApiTestApp;

  beforeAll(async () => {
    const server = new URL(process.env.TEST_POSTGRES_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port) });
    api = await startApiTestApp({
      venues: [VENUE],
      databaseProxy: proxy,
      // Each visitor its own address, behind the proxy.
      env: { ANALYTICS_FLUSH_MS: '600000', TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(async () => {
    await api?.close();
    await proxy?.close();
  });

  const views = async (): Promise<number> => {
    const [row]: { views: number }[] = await api.dataSource.query(
      'SELECT coalesce(sum(views), 0)::int AS views FROM venue_daily_activity WHERE venue_id = $1',
      [VENUE.id],
    );
    return row!.views;
  };
  const view = (client: string) =>
    api
      .http()
      .post('/api/v2/activity')
      .set('User-Agent', CHROME)
      .set('X-Forwarded-For', client)
      .send({ events: [{ kind: 'view', venue_id: VENUE.id }] })
      .expect(204);

  it('keeps what a failed flush held, and adds it with the next one once the database is back', async () => {
    await view('203.0.113.1');
    await proxy.cut();
    // Counting needs no database: the beacon is still answered.
    await view('203.0.113.2');
    await api.app.get(VenueActivityFlusher).flush();
    await proxy.restore();
    expect(await views()).toBe(0);
    await api.app.get(VenueActivityFlusher).flush();
    expect(await views()).toBe(2);
  });

  it('flushes what it holds when the api stops', async () => {
    await view('203.0.113.3');
    expect(await views()).toBe(2);
    await api.app.close();
    expect(await views()).toBe(3);
  });
});
