// Every 30 minutes, across all api processes once: uploads whose address was handed out more than
// an hour ago (the address works for 15 minutes) and that never completed are removed — the file
// waiting in the bucket's quarantine and the pending row — so abandoned uploads cost nothing.
import { Injectable } from '@nestjs/common';
import { Jobs } from '../jobs/jobs';
import { MediaService } from './media.service';
import { Clock } from '../auth/clock';

const EVERY_MS = 30 * 60_000;
/** An upload not completed this long after its address was handed out is abandoned. */
export const ABANDONED_AFTER_MS = 60 * 60_000;

@Injectable()
export class AbandonedUploads {
  constructor(jobs: Jobs, media: MediaService, clock: Clock) {
    jobs.every('media.abandoned-uploads', EVERY_MS, async () => {
      const before = new Date(clock.now().getTime() - ABANDONED_AFTER_MS);
      while ((await media.removeAbandonedUploads(before)) > 0) {
        // another batch may be waiting
      }
    });
  }
}
