import type { Server } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import express from 'express';
import { rawRequest } from '../../../tests/support/raw-http';
import { answerCompression, WHOLE_BODY_LIMIT } from './whole-body-compression';

const answer = (count: number) => ({ items: Array.from({ length: count }, (_, i) => ({ name: `Venue ${i}` })) });
const SMALL = answer(100); // ~2.4 kB of JSON, a suggestion's size
const TINY = answer(5);
const LARGE = answer(3_000); // beyond the limit: streamed

describe('Answers sent whole, compressed in one step', () => {
  let server: Server;
  let ended: boolean;

  beforeAll(async () => {
    const app = express();
    for (const handler of answerCompression()) app.use(handler);
    app.get('/small', (_, response) => response.json(SMALL));
    app.get('/tiny', (_, response) => response.json(TINY));
    app.get('/large', (_, response) => response.json(LARGE));
    app.get('/no-transform', (_, response) => response.set('Cache-Control', 'private, no-transform').json(SMALL));
    app.get('/picture', (_, response) => response.type('png').send(Buffer.alloc(4_000, 1)));
    app.get('/with-callback', (_, response) => {
      response.type('json').end(JSON.stringify(SMALL), () => (ended = true));
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (path: string, acceptEncoding?: string, method?: string) =>
    rawRequest(server, path, acceptEncoding, method);

  const CHROMIUM = 'gzip, deflate, br, zstd';

  it('sends a small JSON answer gzipped with its length, not chunked through a stream', async () => {
    const { headers, bytes } = await get('/small', CHROMIUM);

    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['transfer-encoding']).toBeUndefined();
    expect(Number(headers['content-length'])).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(JSON.stringify(SMALL).length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(SMALL);
    expect(headers.vary).toBe('Accept-Encoding');
  });

  it('follows the client’s preference: brotli when it is preferred', async () => {
    const { headers, bytes } = await get('/small', 'gzip;q=0.5, br');

    expect(headers['content-encoding']).toBe('br');
    expect(Number(headers['content-length'])).toBe(bytes.length);
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(SMALL);
  });

  it('sends the answer as it is to a client that asks for no encoding, or only for one it does not make', async () => {
    const plain = await get('/small');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.bytes.toString())).toEqual(SMALL);

    // Deflate is left to `compression`, which streams it.
    const deflated = await get('/small', 'deflate');
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(deflated.headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(inflateSync(deflated.bytes).toString())).toEqual(SMALL);
  });

  it('leaves a large answer to the stream, compressed all the same', async () => {
    expect(JSON.stringify(LARGE).length).toBeGreaterThan(WHOLE_BODY_LIMIT);
    const { headers, bytes } = await get('/large', 'br');

    expect(headers['content-encoding']).toBe('br');
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(LARGE);
  });

  it.each([
    ['below 1 kB', '/tiny'],
    ['marked no-transform', '/no-transform'],
    ['of a type that does not compress', '/picture'],
  ])('sends an answer %s as it is', async (_, path) => {
    const { headers } = await get(path, CHROMIUM);

    expect(headers['content-encoding']).toBeUndefined();
    expect(Number(headers['content-length'])).toBeGreaterThan(0);
  });

  it('answers HEAD with the headers alone', async () => {
    const { headers, bytes } = await get('/small', CHROMIUM, 'HEAD');

    expect(headers['content-encoding']).toBeUndefined();
    expect(bytes.length).toBe(0);
  });

  it('still calls back a handler that ends the answer itself', async () => {
    ended = false;
    const { headers, bytes } = await get('/with-callback', CHROMIUM);

    expect(headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(SMALL);
    expect(ended).toBe(true);
  });
});
