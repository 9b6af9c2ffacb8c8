// Hostile input: DNS rebinding (issue #47, item 2). A page on an attacker's name that resolves to
// the api's address sends that name as Host and as its own Origin; the api must not answer it.
import { type AddressInfo, connect } from 'node:net';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { hostNameOf } from './allowed-hosts';

const REBOUND = 'rebind.attacker.example';

describe('The host names the api answers for (DNS rebinding)', () => {
  describe('at a public address (PUBLIC_URL https://venues.example.test)', () => {
    let api: ApiTestApp;

    beforeAll(async () => {
      api = await startApiTestApp({ env: { PUBLIC_URL: 'https://venues.example.test', DEV_MAILBOX: 'on' } });
    });
    afterAll(() => api?.close());

    it('answers its own name, with or without a port', async () => {
      await api.http().get('/api/v2/venues').set('Host', 'venues.example.test').expect(200);
      await api.http().get('/api/v2/venues').set('Host', 'VENUES.example.test:443').expect(200);
    });

    it('answers a page of another name resolving to it with 421, before any route, page or mailbox', async () => {
      for (const path of ['/api/v2/venues', '/', '/admin/login', '/dev/mailbox/messages', '/api/auth/me']) {
        const { status, body } = await api.http().get(path).set('Host', `${REBOUND}:3000`);
        expect({ path, status }).toEqual({ path, status: 421 });
        expect(body).toMatchObject({
          statusCode: 421,
          error: 'Misdirected Request',
          code: 'MISDIRECTED_HOST',
          message: 'This server does not answer for that host name. Venue Finder is at https://venues.example.test.',
        });
      }
    });

    it('refuses the rebinding page’s same-origin posts: its Origin equals its Host, and neither is ours', async () => {
      const { status } = await api
        .http()
        .post('/api/auth/magic-link')
        .set('Host', REBOUND)
        .set('Origin', `http://${REBOUND}`)
        .send({ email: 'owner@example.co.uk' });
      expect(status).toBe(421);
      const [{ count }] = await api.dataSource.query(`SELECT count(*)::int AS count FROM one_time_tokens`);
      expect(count).toBe(0);
    });

    it.each(['[::1', '[', ':3000', 'venues.example.test:x:y', 'x'.repeat(2_000), 'venues.example.test\u00e9', '*'])(
      'answers a malformed Host (%#) with a 4xx, never a 500',
      async (host) => {
        const { status } = await api.http().get('/api/v2/venues').set('Host', host);
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      },
    );

    it('answers localhost to this machine itself (a container’s health probe)', async () => {
      await api.http().get('/health').set('Host', 'localhost:3000').expect(200);
    });

    it('answers an HTTP/1.0 request without a Host with 421 too', async () => {
      const server = api.app.getHttpServer();
      if (!server.listening) await api.app.listen(0, '127.0.0.1');
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const socket = connect(port, '127.0.0.1', () => socket.end('GET /api/v2/venues HTTP/1.0\r\n\r\n'));
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
        socket.on('error', reject);
      });
      expect(answer.split('\r\n')[0]).toMatch(/^HTTP\/1\.[01] 421 Misdirected Request$/);
    });
  });

  describe('on the embedded defaults (no PUBLIC_URL)', () => {
    let api: ApiTestApp;

    beforeAll(async () => {
      api = await startApiTestApp({ env: { PUBLIC_URL: undefined } });
    });
    afterAll(() => api?.close());

    it('answers localhost and 127.0.0.1, and no other name', async () => {
      await api.http().get('/api/v2/venues').set('Host', 'localhost:3000').expect(200);
      await api.http().get('/api/v2/venues').set('Host', '127.0.0.1:3000').expect(200);
      await api.http().get('/api/v2/venues').set('Host', '[::1]:3000').expect(200);
      await api.http().get('/api/v2/venues').set('Host', `${REBOUND}:3000`).expect(421);
      await api.http().get('/api/v2/venues').set('Host', 'localhost.attacker.example').expect(421);
    });
  });

  it('reads the name from a Host header', () => {
    expect(hostNameOf('Venues.Example.test:8443')).toBe('venues.example.test');
    expect(hostNameOf('venues.example.test.')).toBe('venues.example.test');
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
    expect(hostNameOf('venues.example.test:x:y')).toBeNull();
    expect(hostNameOf('')).toBeNull();
    expect(hostNameOf(undefined)).toBeNull();
  });
});
