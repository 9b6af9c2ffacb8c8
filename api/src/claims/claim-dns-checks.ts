// The scheduled DNS re-checks of claims: every minute, across all api processes once, the claims
// whose next check is due are looked up again (each pushed back further, for 72 hours).
import { Injectable } from '@nestjs/common';
import { Jobs } from '../kernel/jobs/jobs';
import { ClaimsService } from './claims.service';

const EVERY_MS = 60_000;

@Injectable()
export class ClaimDnsChecks {
  constructor(jobs: Jobs, claims: ClaimsService) {
    jobs.every('claims.dns-recheck', EVERY_MS, async () => {
      while ((await claims.recheckDueDns()) > 0) {
        // another batch may be due
      }
    });
  }
}
