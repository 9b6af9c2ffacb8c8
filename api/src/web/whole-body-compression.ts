// The api's compression. `compression` streams each body through zlib in the thread pool: two
// round trips to it, and a 2 kB suggestion leaving as three socket writes. So an answer sent
// whole (`res.send`, `res.json`) and small is encoded here in one synchronous step, in a few
// dozen microseconds, and leaves as one write; `compression` then sends it as it is. Large
// bodies (the rendered pages) and streamed files are left to `compression`. The same rules, the
// same threshold and the same brotli quality decide both paths.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Smaller bodies are sent as they are, on either path. */
const THRESHOLD = 1024;
/** Larger bodies would hold the event loop for more than ~0.3 ms: `compression` streams them. */
export const WHOLE_BODY_LIMIT = 32 * 1024;
/** One brotli quality for both paths: the same bytes whichever a body takes. */
const BROTLI_QUALITY = 4;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * The api's compression, in the order to register them: `compression` for streams and large
 * bodies, then the whole-body step, which must wrap the response after it to see a body first.
 */
export function answerCompression(): RequestHandler[] {
  const streamed = compression({
    threshold: THRESHOLD,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  return [streamed, compressWholeBodies()];
}

function compressWholeBodies(): RequestHandler {
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
