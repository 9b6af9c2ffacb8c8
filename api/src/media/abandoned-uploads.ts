// Uploads that cost storage for nothing are removed, across all api processes once per period:
// - every 30 minutes, uploads whose address was handed out more than an hour ago (the address
//   works for 15 minutes) and that never completed — the file waiting in the bucket's quarantine
//   and the pending row;
// - every hour, uploads stored more than a day ago that nothing refers to (no listing,
//   registration, change request, claim, verification or proposal: MediaRepository.unreferencedBefore)
//   — the file, its copies and the row. A claim's documents are kept as long as the claim.
import { Injectable } from '@nestjs/common';
import { Clock } from '../kernel/clock';
import { Jobs } from '../kernel/jobs/jobs';
import { MediaService } from './media.service';

const EVERY_MS = 30 * 60_000;
/** An upload not completed this long after its address was handed out is abandoned. */
export const ABANDONED_AFTER_MS = 60 * 60_000;
const UNREFERENCED_EVERY_MS = 60 * 60_000;
/** An upload nothing refers to this long after it was uploaded is removed. */
export const UNREFERENCED_AFTER_MS = 24 * 60 * 60_000;

@Injectable()
export class AbandonedUploads {
  constructor(jobs: Jobs, media: MediaService, clock: Clock) {
    jobs.every('media.abandoned-uploads', EVERY_MS, async () => {
      const before = new Date(clock.now().getTime() - ABANDONED_AFTER_MS);
      while ((await media.removeAbandonedUploads(before)) > 0) {
        // another batch may be waiting
      }
    });
    jobs.every('media.unreferenced-uploads', UNREFERENCED_EVERY_MS, async () => {
      const before = new Date(clock.now().getTime() - UNREFERENCED_AFTER_MS);
      while ((await media.removeUnreferencedUploads(before)) > 0) {
        // another batch may be waiting
      }
    });
  }
}
