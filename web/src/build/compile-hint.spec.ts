// Every large script of the browser build starts with V8's compile hint (npm test builds first).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { COMPILE_HINT, COMPILE_HINT_MIN_LENGTH, withCompileHint } from './compile-hint';

const ASSETS = join(dirname(expect.getState().testPath!), '../../dist/assets');

describe('The compile hint', () => {
  const large = `var a=function(){return 1};${' '.repeat(COMPILE_HINT_MIN_LENGTH)}`;

  it('heads a large chunk, once', () => {
    expect(withCompileHint(large)).toBe(`${COMPILE_HINT}\n${large}`);
    expect(withCompileHint(withCompileHint(large))).toBe(withCompileHint(large));
  });

  it('leaves a small chunk as it is', () => {
    expect(withCompileHint('export const a=1;')).toBe('export const a=1;');
  });

  it('heads every large script of the build, as sent compressed too, and no small one', () => {
    if (!existsSync(ASSETS)) throw new Error(`No web build at ${ASSETS}: run \`npm run build\` first (npm test does).`);
    const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
    const wrong = scripts.filter((file) => {
      const plain = readFileSync(join(ASSETS, file), 'utf8');
      const brotli = join(ASSETS, `${file}.br`);
      const sent = existsSync(brotli) ? brotliDecompressSync(readFileSync(brotli)).toString('utf8') : plain;
      const hinted = plain.startsWith(`${COMPILE_HINT}\n`);
      return hinted !== plain.length > COMPILE_HINT_MIN_LENGTH || sent !== plain;
    });
    expect(
      scripts.filter((file) => readFileSync(join(ASSETS, file), 'utf8').startsWith(COMPILE_HINT)).length,
    ).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });
});
