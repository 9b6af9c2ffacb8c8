// An HTTP answer as it came over the wire: for tests of what is encoded how, which a client that
// decodes bodies (supertest) would hide.
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire, still encoded. */
  bytes: Buffer;
}

/** `method` (GET by default) `path` on a listening loopback server, asking for `acceptEncoding`. */
export function rawRequest(server: Server, path: string, acceptEncoding?: string, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}
