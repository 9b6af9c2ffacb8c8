// Compresses an answer sent whole (`res.send`, `res.json`: the API's JSON, the rendered pages) in
// one synchronous step, before `compression` sees it, when it is small. `compression` streams each body through
// zlib in the thread pool: two round trips to it, and a 2 kB suggestion leaving as three socket
// writes. Here a small body is encoded in a few dozen microseconds and leaves as one write.
// Large bodies and streamed files are left to `compression`, which runs after this and sends
// anything already encoded as it is — the same rules decide whether a body is compressed.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';

/** `compression`'s threshold: smaller bodies are sent as they are. */
const THRESHOLD = 1024;
/** Larger bodies would hold the event loop for more than ~0.3 ms: `compression` streams them. */
export const WHOLE_BODY_LIMIT = 32 * 1024;
/** `compression`'s brotli quality, the same bytes whichever path a body takes. */
const BROTLI_QUALITY = 4;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Express middleware; register it after `compression()` so it sees a body first. */
export function compressWholeBodies() {
  return (request: Request, response: Response, next: NextFunction): void => {
    const end = response.end as (this: Response, ...args: unknown[]) => Response;
    response.end = function endWhole(this: Response, ...args: unknown[]) {
      const [chunk, encoding] = args;
      const encoded = this.headersSent ? undefined : compressWhole(request, this, chunk, encoding);
      if (!encoded) return end.apply(this, args);
      // end(chunk, callback) or end(chunk, encoding, callback): the callback still runs.
      return end.call(this, encoded, ...args.slice(1).filter((arg) => typeof arg === 'function'));
    } as Response['end'];
    next();
  };
}

function compressWhole(request: Request, response: Response, chunk: unknown, encoding: unknown): Buffer | undefined {
  const length =
    typeof chunk === 'string'
      ? Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : chunk instanceof Uint8Array
        ? chunk.byteLength
        : 0;
  if (length < THRESHOLD || length > WHOLE_BODY_LIMIT) return undefined;
  if ((response.getHeader('Content-Encoding') ?? 'identity') !== 'identity') return undefined;
  if (!compression.filter(request, response)) return undefined;
  if (NO_TRANSFORM.test(String(response.getHeader('Cache-Control') ?? ''))) return undefined;
  // No Accept-Encoding header: sent as it is, as `compression` does.
  const method = request.acceptsEncodings('gzip', 'br');
  if (method !== 'gzip' && method !== 'br') return undefined;
  const body =
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : (chunk as Uint8Array);
  const encoded =
    method === 'gzip'
      ? gzipSync(body)
      : brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            // A window no larger than the body: same output, a fraction of the encoder's setup.
            [constants.BROTLI_PARAM_LGWIN]: Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length))),
            [constants.BROTLI_PARAM_SIZE_HINT]: length,
          },
        });
  response.vary('Accept-Encoding');
  response.setHeader('Content-Encoding', method);
  response.setHeader('Content-Length', encoded.byteLength);
  return encoded;
}
