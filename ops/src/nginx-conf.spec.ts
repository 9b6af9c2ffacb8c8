// The production shape's nginx (ops/nginx.conf), run for real on loopback in front of the api:
// its server block as written, with the compose network's `api:3000` and port 80 swapped for
// loopback ports. Needs nginx (Debian's nginx-light; .ci/run installs it).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type ApiTestApp, startApiTestApp } from '../../tests/support/api-test-app';
import { eventually } from '../../tests/support/eventually';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => {
  try {
    execFileSync(path, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

describe('ops/nginx.conf in front of the api', () => {
  let api: ApiTestApp;
  let dir: string;
  let nginx: ChildProcess;
  let base: string;

  beforeAll(async () => {
    if (!NGINX) throw new Error('nginx is not installed: apt-get install nginx-light (as .ci/run does).');
    // Served at an https address, TLS ended in front of this nginx (which sends X-Forwarded-Proto: http).
    api = await startApiTestApp({ env: { PUBLIC_URL: 'https://venues.example.test', TRUST_PROXY: 'loopback' } });
    await api.app.listen(0, '127.0.0.1');
    const apiPort = (api.app.getHttpServer().address() as AddressInfo).port;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dir = await mkdtemp(join(tmpdir(), 'nginx-'));
    const site = (await readFile(resolve(__dirname, '../nginx.conf'), 'utf8'))
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('http://api:3000', `http://127.0.0.1:${apiPort}`)
      .replace('/var/log/nginx/access.log', join(dir, 'access.log'));
    await writeFile(join(dir, 'site.conf'), site);
    await writeFile(
      join(dir, 'nginx.conf'),
      `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
       events {}
       http { access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; include ${dir}/site.conf; }`,
    );
    nginx = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
    await eventually(async () => expect((await fetch(`${base}/health`)).status).toBe(200));
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await api?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('passes the api’s security headers on exactly once, and adds HSTS only for https visitors', async () => {
    const response = await fetch(`${base}/api/v2/venues`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff'); // once: "nosniff, nosniff" if twice
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('server')).toBe('nginx'); // no version

    const overHttps = await fetch(`${base}/api/v2/venues`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps the session cookie __Host- and Secure although it rewrites X-Forwarded-Proto to http', async () => {
    const email = 'behind-nginx@example.co.uk';
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
        body: JSON.stringify(body),
      });
    expect((await post('/api/auth/magic-link', { email })).status).toBe(202);
    const [mail]: { text_body: string }[] = await api.dataSource.query(
      'SELECT text_body FROM mail_messages WHERE recipient = $1',
      [email],
    );
    const token = /token=([\w-]+)/.exec(mail!.text_body)![1];
    const signedIn = await post('/api/auth/magic-link/consume', { token, confirm: true });
    expect(signedIn.status).toBe(200);
    const session = signedIn.headers.getSetCookie()[0]!;
    expect(session).toMatch(/^__Host-vf_session=[\w-]+;.*; Secure;/);
    const me = await fetch(`${base}/api/auth/me`, { headers: { Cookie: session.split(';')[0]! } });
    expect(me.status).toBe(200);
  });

  it('passes the visitor’s Host on, so the api answers its own name and refuses a rebound one (421)', async () => {
    // fetch sends the address's own Host whatever it is given, so a plain request names another.
    const asked = (host: string) =>
      new Promise<{ status: number; body: string }>((done, fail) => {
        httpGet(`${base}/api/v2/venues`, { headers: { Host: host } }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => done({ status: response.statusCode!, body }));
        }).on('error', fail);
      });
    expect((await asked('venues.example.test')).status).toBe(200);
    const rebound = await asked('rebind.attacker.example');
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body).code).toBe('MISDIRECTED_HOST');
  });

  it('writes no query string to its access log, of the address or of the Referer', async () => {
    const secret = 'Zq9SecretToken_must-never-be-logged';
    const asked = await fetch(`${base}/admin/reset?token=${secret}&next=%2Fadmin`, {
      headers: { Referer: `https://venues.example.test/auth/verify?token=${secret}#token=${secret}` },
    });
    await asked.arrayBuffer();
    const log = await eventually(async () => {
      const written = await readFile(join(dir, 'access.log'), 'utf8');
      expect(written).toContain('"GET /admin/reset HTTP/1.1"');
      return written;
    });
    expect(log).toContain('"https://venues.example.test/auth/verify"');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('?');
  });

  it('answers 503 with a message, Retry-After and the same headers while the api is down', async () => {
    await api.app.close();
    const response = await fetch(`${base}/api/v2/venues`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Venue Finder is restarting. Please try again in a few seconds.',
    });
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}
