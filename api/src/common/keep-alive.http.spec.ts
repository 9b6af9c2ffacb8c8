// A client that keeps its connection and comes back after a pause finds it still open, rather
// than racing the server's close (the reset CI met with Node's default 5 s).
import { Agent, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { KEEP_ALIVE_TIMEOUT_MS } from './keep-alive';

describe('kept-alive connections', () => {
  let api: ApiTestApp;
  let port: number;

  beforeAll(async () => {
    api = await startApiTestApp();
    await api.app.listen(0, '127.0.0.1');
    port = (api.app.getHttpServer().address() as AddressInfo).port;
  });

  afterAll(() => api?.close());

  it('are announced as held for longer than the 60 s a load balancer keeps them idle', async () => {
    const agent = new Agent({ keepAlive: true });
    const { response } = await get(port, agent);
    agent.destroy();
    expect(response.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });

  it('are still open for a client that comes back after 7 s of quiet', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(port, agent);
    await sleep(7_000);
    const second = await get(port, agent);
    agent.destroy();
    expect(second.response.statusCode).toBe(200);
    expect(second.reusedSocket).toBe(true);
    expect(first.response.socket).toBe(second.response.socket);
  }, 20_000);
});

function get(port: number, agent: Agent): Promise<{ response: IncomingMessage; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: '/health', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ response, reusedSocket: outgoing.reusedSocket }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
