// Makes venue packs: loads the published venues (the detail mapping, photos from the media
// storage or the uploads directory: pack-photo.ts), renders the PDF on a worker thread (the
// api's own thread keeps serving searches), stores it like other media — a file in the media
// storage under packs/<id>.pdf (served at /uploads/packs/<id>.pdf from local disk, or from the
// bucket, where every api process finds it) and a `media` row — and answers its URL.
//
// A pack's id names its content: the same venues, in the same order, at the same versions, on
// the same day give the same id, so a pack asked for again (a planner's second click, a shared
// shortlist) is served from storage instead of rendered again, and concurrent requests for one
// pack share one rendering. Packs are deleted KEPT_DAYS after they were made.
import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Venue } from '@venue-finder/core';
import { WorkerPool, WorkerPoolFullError, workerEntry } from '../common/worker-pool';
import { ApiConfig } from '../config/api-config';
import { Jobs } from '../kernel/jobs/jobs';
import { MediaService } from '../media';
import { VenueSelection } from '../kernel/venue-selection';
import { mapVenueDetail } from '../venues';
import { loadPhoto } from './pack-photo';
import type { VenuePackCreated, VenuePackRequest } from './venue-pack.dto';
import type { VenuePackContent } from './venue-pack-document';
import { VenuePackException } from './venue-pack.exception';
import { VenuePackRepository } from './venue-pack.repository';
import { Clock } from '../kernel/clock';

export const PACKS_FOLDER = 'packs';
/** Bump when the pack's layout changes, so that packs made before it are not served again. */
const PACK_FORMAT = 1;
export const KEPT_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60_000;
const PRUNE_BATCH = 500;

@Injectable()
export class VenuePackService implements OnModuleDestroy {
  private readonly logger = new Logger(VenuePackService.name);
  private readonly renderer: WorkerPool<VenuePackContent, Uint8Array>;
  /** Packs being made in this process, by id: a second request for one waits for the first. */
  private readonly making = new Map<string, Promise<VenuePackCreated>>();

  constructor(
    private readonly selection: VenueSelection,
    private readonly packs: VenuePackRepository,
    private readonly config: ApiConfig,
    private readonly media: MediaService,
    private readonly clock: Clock,
    jobs: Jobs,
  ) {
    this.renderer = new WorkerPool(workerEntry(__dirname, 'venue-pack.worker'), {
      size: config.venuePacks.workers,
      maxQueued: config.venuePacks.maxQueued,
    });
    jobs.every('venue-packs.prune', PRUNE_EVERY_MS, async () => void (await this.prune()));
  }

  onModuleDestroy(): Promise<void> {
    return this.renderer.close();
  }

  async create(request: VenuePackRequest): Promise<VenuePackCreated> {
    const venues = await this.selection.published(request.ids, (index) => `ids.${index}`);
    const generatedAt = this.clock.now();
    const id = packId(venues, generatedAt);
    const inHand = this.making.get(id);
    if (inHand) return inHand;
    const making = this.reuseOrMake(id, venues, generatedAt).finally(() => this.making.delete(id));
    this.making.set(id, making);
    return making;
  }

  /** Deletes packs made more than KEPT_DAYS ago: rows and files together, a batch at a time. */
  async prune(now = this.clock.now()): Promise<number> {
    const before = new Date(now.getTime() - KEPT_DAYS * 24 * 60 * 60_000);
    let pruned = 0;
    for (;;) {
      const keys = await this.packs.transaction(async (tx) => {
        const deleted = await this.packs.deleteMadeBefore(tx, before, PRUNE_BATCH);
        // A file that cannot be removed rolls the batch back, to be tried again next time.
        await Promise.all(deleted.map((key) => this.media.deleteFile(key)));
        return deleted;
      });
      pruned += keys.length;
      if (keys.length < PRUNE_BATCH) break;
    }
    if (pruned > 0) this.logger.log(`Deleted ${pruned} venue packs made over ${KEPT_DAYS} days ago`);
    return pruned;
  }

  private async reuseOrMake(id: string, venues: Venue[], generatedAt: Date): Promise<VenuePackCreated> {
    const storageKey = `${PACKS_FOLDER}/${id}.pdf`;
    const created = { id, url: this.config.absoluteUrl(this.media.addressOf(storageKey)) };
    if ((await this.packs.isStored(id)) && (await this.media.hasFile(storageKey))) return created;

    const startedAt = performance.now();
    const content: VenuePackContent = {
      venues: await Promise.all(
        venues.map(async (venue) => {
          const detail = mapVenueDetail(venue, this.config.publicUrl);
          const photo = await loadPhoto(detail.photo_main, { uploadsDir: this.config.uploadsDir, media: this.media });
          return { detail, photo };
        }),
      ),
      generatedAt,
      publicUrl: this.config.publicUrl,
    };
    const pdf = await this.renderer.run(content).catch((error: unknown) => {
      throw error instanceof WorkerPoolFullError ? VenuePackException.busy() : error;
    });

    await this.media.storeMade(storageKey, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), 'application/pdf');
    await this.packs.recordStored(
      { id, storageKey, venueIds: venues.map((v) => v.id), sizeBytes: pdf.byteLength },
      generatedAt,
    );
    this.logger.log(
      `Venue pack ${id}: ${venues.length} venues, ${Math.round(pdf.byteLength / 1024)} KB in ${Math.round(performance.now() - startedAt)} ms`,
    );
    return created;
  }
}

/** A UUID that names the pack's content: venues in order, their versions, the day it is made. */
export function packId(venues: Pick<Venue, 'id' | 'version'>[], generatedAt: Date): string {
  const day = generatedAt.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
  const hex = createHash('sha256')
    .update(JSON.stringify([PACK_FORMAT, day, venues.map((venue) => [venue.id, venue.version])]))
    .digest('hex');
  // Formatted as a version-5-style UUID (the media table's id is a uuid).
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
