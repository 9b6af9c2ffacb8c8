import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { rawRequest } from '../../../tests/support/raw-http';
import { precompressedAssets } from './precompressed-assets';
import { answerCompression } from './whole-body-compression';

const SCRIPT = Array.from({ length: 2_000 }, (_, i) => `export const venue${i} = "Venue ${i}";`).join('\n');
/** Not what brotli makes of SCRIPT, so an answer holding it can only have come from the file. */
const BUILT_COPY = brotliCompressSync(`${SCRIPT}\n// the build's copy`);
const CHROMIUM = 'gzip, deflate, br, zstd';

describe('The build’s assets, sent as the build compressed them', () => {
  let dir: string;
  let server: Server;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'assets-'));
    writeFileSync(join(dir, 'client-abc.js'), SCRIPT);
    writeFileSync(join(dir, 'client-abc.js.br'), BUILT_COPY);
    writeFileSync(join(dir, 'gone-abc.js'), SCRIPT);
    writeFileSync(join(dir, 'gone-abc.js.br'), BUILT_COPY);
    writeFileSync(join(dir, 'start-abc.js'), SCRIPT);
    const cache = { maxAge: '1y', immutable: true };
    const app = express();
    // As the api has them: its answer compression first, then the assets.
    for (const handler of answerCompression()) app.use(handler);
    app.use('/assets/', precompressedAssets(dir, cache));
    app.use('/assets/', express.static(dir, cache));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    // Removed after the folder was listed: the copy is no longer there to send.
    unlinkSync(join(dir, 'gone-abc.js.br'));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding?: string, method?: string) =>
    rawRequest(server, path, acceptEncoding, method);

  it('sends a browser that accepts brotli the build’s copy as it is, encoded once, cached for good', async () => {
    const { status, headers, bytes } = await get('/assets/client-abc.js', CHROMIUM);

    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(headers['content-length'])).toBe(BUILT_COPY.length);
    expect(bytes.equals(BUILT_COPY)).toBe(true);
  });

  it('answers a HEAD request with the same headers and no body', async () => {
    const { headers, bytes } = await get('/assets/client-abc.js', CHROMIUM, 'HEAD');

    expect(headers['content-encoding']).toBe('br');
    expect(Number(headers['content-length'])).toBe(BUILT_COPY.length);
    expect(bytes.length).toBe(0);
  });

  it('compresses on the way out, as before, for a browser without brotli', async () => {
    const { headers, bytes } = await get('/assets/client-abc.js', 'gzip');

    expect(headers['content-encoding']).toBe('gzip');
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(bytes).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that asks for no encoding', async () => {
    const { headers, bytes } = await get('/assets/client-abc.js');

    expect(headers['content-encoding']).toBeUndefined();
    expect(bytes.toString()).toBe(SCRIPT);
  });

  it('serves a file without a copy, or whose copy has gone, as before', async () => {
    for (const path of ['/assets/start-abc.js', '/assets/gone-abc.js']) {
      const { status, headers, bytes } = await get(path, 'br');

      expect(status).toBe(200);
      // Compressed on the way out, not the build's copy.
      expect(headers['content-encoding']).toBe('br');
      expect(bytes.equals(BUILT_COPY)).toBe(false);
    }
  });

  it('answers 404 for a file that is not in the build, and for a path out of its folder', async () => {
    expect((await get('/assets/missing.js', CHROMIUM)).status).toBe(404);
    expect((await get('/assets/../client-abc.js', CHROMIUM)).status).toBe(404);
  });
});
