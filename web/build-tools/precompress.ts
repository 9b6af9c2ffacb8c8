// The browser build's scripts and stylesheets, compressed once at build time with brotli's best
// quality and written beside them (`client-….js.br`); the api sends that file to a browser that
// accepts brotli (api/src/web/precompressed-assets.ts). Compressing on each request has to be
// quick, so it uses quality 4: the results page's initial scripts came to 174,314 bytes that way
// and come to 150,758 at quality 11 (23.5 kB less: some 120 ms at slow 4G's 1.6 Mbit/s). The
// files are hashed and immutable, so the build's few seconds are spent once.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** Text the browser fetches from the build: scripts, styles, pictures (not the manifest, never served). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg)$/;
/** Below this, the saving is smaller than a packet (the answer's headers weigh more). */
const MIN_BYTES = 1024;

/** One file of a build's output: its name under the output folder and its contents. */
export interface BuiltFile {
  fileName: string;
  contents: string | Uint8Array;
}

/**
 * Writes `<file>.br` into `outDir` beside each compressible file of at least 1 kB whose brotli
 * form is smaller; answers the names it wrote.
 */
export async function writeBrotliSiblings(outDir: string, files: BuiltFile[]): Promise<string[]> {
  const written = await Promise.all(
    files
      .filter(({ fileName, contents }) => COMPRESSIBLE.test(fileName) && contents.length >= MIN_BYTES)
      .map(async ({ fileName, contents }) => {
        const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
        const compressed = await compress(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        if (compressed.length >= bytes.length) return undefined;
        await writeFile(join(outDir, `${fileName}.br`), compressed);
        return `${fileName}.br`;
      }),
  );
  return written.filter((name) => name !== undefined);
}
