// A worker thread that renders venue packs (WorkerPool): content in, PDF bytes out. Structured
// cloning turns Buffers into plain Uint8Arrays on the way, so photos are wrapped back into
// Buffers here (pdfkit reads only Buffers as image data) and the PDF into one in the api.
import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from '../common/worker-pool';
import type { PackPhoto } from './pack-photo';
import { type VenuePackContent, renderVenuePack } from './venue-pack-document';

parentPort!.on('message', (content: VenuePackContent) => {
  const venues = content.venues.map(({ detail, photo }) => ({ detail, photo: asBuffer(photo) }));
  renderVenuePack({ ...content, venues }).then(
    (pdf) => parentPort!.postMessage({ ok: true, value: pdf } satisfies WorkerReply<Uint8Array>),
    (error: unknown) =>
      parentPort!.postMessage({ ok: false, message: (error as Error).message } satisfies WorkerReply<Uint8Array>),
  );
});

function asBuffer(photo: PackPhoto | null): PackPhoto | null {
  const data = photo as Uint8Array | null;
  return data && Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}
