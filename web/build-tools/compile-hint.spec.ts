// Every large script of the browser build starts with V8's compile hint (npm test builds first).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { BUILT_ASSETS, builtScripts, type BuiltScript } from './built-scripts';
import { COMPILE_HINT, COMPILE_HINT_MIN_LENGTH, withCompileHint } from './compile-hint';

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
    const scripts = builtScripts();
    const isHinted = ({ code }: BuiltScript) => code.startsWith(`${COMPILE_HINT}\n`);
    const wrong = scripts.filter((script) => {
      const brotli = join(BUILT_ASSETS, `${script.file}.br`);
      const sent = existsSync(brotli) ? brotliDecompressSync(readFileSync(brotli)).toString('utf8') : script.code;
      return isHinted(script) !== script.code.length > COMPILE_HINT_MIN_LENGTH || sent !== script.code;
    });
    expect(scripts.filter(isHinted).length).toBeGreaterThan(5);
    expect(wrong.map(({ file }) => file)).toEqual([]);
  });
});
