// SIGTERM under keep-alive load (the launcher's stop, or an orchestrator's): app.close() is what
// the api's shutdown hook runs on the signal.
import { Agent, type Server, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ApiTestApp, UNLIMITED_PUBLIC_FORMS, startApiTestApp } from '../../../tests/support/api-test-app';
import { eventually } from '../../../tests/support/eventually';
import { makeVenue } from '../../../tests/support/venue-factory';
import { SHUTDOWN_GRACE_MS } from './http-drain';

describe('shutting down with keep-alive clients connected', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp({
      venues: [makeVenue({ name: 'Drain Hall' }), makeVenue({ name: 'Drain Annexe' })],
      env: UNLIMITED_PUBLIC_FORMS,
    });
    await api.app.listen(0, '127.0.0.1');
    // A first pack starts the rendering worker, so the one in flight at the signal is a pack's
    // own rendering time, not a worker's start-up under a loaded test machine.
    const { port } = api.app.getHttpServer().address() as AddressInfo;
    expect((await send(port, false, 'POST', '/api/v2/venue-pack', { ids: [api.venueIds[0]] })).status).toBe(201);
  });

  afterAll(() => api?.close());

  it('stops taking connections, finishes what is in flight and exits well within its grace period', async () => {
    const { port } = api.app.getHttpServer().address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const statuses: number[] = [];
    let loading = true;
    // Eight clients that never hang up: each sends its next request the moment the last is answered.
    const clients = Array.from({ length: 8 }, async () => {
      while (loading) {
        try {
          statuses.push((await send(port, agent, 'GET', '/api/v2/venues?q=drain')).status);
        } catch {
          await sleep(5); // refused once the api has stopped listening
        }
      }
    });
    await eventually(async () => expect(statuses.length).toBeGreaterThan(50));

    // The pack goes on a connection of its own, and the signal comes once the api is working on
    // it. (A request written to a kept-alive connection at the instant the server closes it as
    // idle is reset: HTTP/1.1's inherent race, which clients answer by retrying idempotent
    // requests — so it is not what this test is about.)
    const server = api.app.getHttpServer() as Server;
    const packArrived = new Promise<void>((resolve) =>
      server.on('request', (incoming: { url?: string }) => incoming.url === '/api/v2/venue-pack' && resolve()),
    );
    const pack = send(port, false, 'POST', '/api/v2/venue-pack', { ids: [api.venueIds[1]] });
    await packArrived;
    const startedAt = Date.now();
    await api.app.close();
    const stoppedInMs = Date.now() - startedAt;
    loading = false;
    await Promise.all(clients);
    agent.destroy();

    // The pack that was being made when the signal came was finished and answered.
    expect((await pack).status).toBe(201);
    // Nothing needed the forced close at the end of the grace period.
    expect(stoppedInMs).toBeLessThan(SHUTDOWN_GRACE_MS);
    // Every request that was answered was answered in full, not cut off with an error.
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});

function send(
  port: number,
  agent: Agent | false,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
