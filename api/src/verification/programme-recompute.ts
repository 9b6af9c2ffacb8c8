// Every ten minutes, across all api processes once: venues whose evidence was revoked outside the
// programme's own transactions (migration 0038) get their totals, tier and badges recomputed, so
// the leaderboard stops counting evidence that no longer stands.
import { Injectable } from '@nestjs/common';
import { Jobs } from '../kernel/jobs/jobs';
import { VerificationService } from './verification.service';

const EVERY_MS = 10 * 60_000;

@Injectable()
export class ProgrammeRecompute {
  constructor(jobs: Jobs, verification: VerificationService) {
    jobs.every('verification.recompute-after-revocations', EVERY_MS, async () => {
      while ((await verification.recomputeAfterRevocations()) > 0) {
        // another batch may be stale
      }
    });
  }
}
