import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { writeBrotliSiblings } from './precompress';

describe('The build’s files, compressed once beside them', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'precompress-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const script = Array.from({ length: 400 }, (_, i) => `export const venue${i} = { name: "Venue ${i}" };`).join('\n');

  it('writes <file>.br beside a script and a stylesheet, holding the same bytes, smaller than gzip’s', async () => {
    const stylesheet = '.venue-card{display:grid;gap:.5rem}\n'.repeat(60);

    const written = await writeBrotliSiblings(dir, [
      { fileName: 'client-abc.js', contents: script },
      { fileName: 'index-def.css', contents: Buffer.from(stylesheet) },
    ]);

    expect(written.sort()).toEqual(['client-abc.js.br', 'index-def.css.br']);
    const compressed = readFileSync(join(dir, 'client-abc.js.br'));
    expect(brotliDecompressSync(compressed).toString()).toBe(script);
    expect(compressed.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index-def.css.br'))).toString()).toBe(stylesheet);
  });

  it('leaves alone what would not gain: a file under 1 kB, a file brotli cannot shrink, a picture already compressed', async () => {
    const written = await writeBrotliSiblings(dir, [
      { fileName: 'tiny.js', contents: 'export const a = 1;' },
      { fileName: 'noise.js', contents: randomBytes(4096) },
      { fileName: 'photo.png', contents: Buffer.alloc(4096, 7) },
      { fileName: 'manifest.json', contents: JSON.stringify({ files: script }) },
    ]);

    expect(written).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
  });
});
