// An S3-compatible server on loopback (s3rver: the S3 REST protocol; it parses v4 signatures but
// does not verify them), for the media storage's S3 adapter: one bucket with CORS, data in a
// directory of its own.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = 'venue-media'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 's3-test-'));
  const cors = await readFile(createRequire(__filename).resolve('s3rver/example/cors.xml'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's own credentials: it knows no others.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
