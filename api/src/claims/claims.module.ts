import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { ClaimDnsChecks } from './claim-dns-checks';
import { AdminClaimsController, ClaimsController } from './claims.controller';
import { ClaimRepository } from './claim.repository';
import { ClaimsService } from './claims.service';

/** Ownership claims: proofs, DNS checks and their review. */
@Module({
  imports: [MediaModule],
  controllers: [ClaimsController, AdminClaimsController],
  providers: [ClaimRepository, ClaimsService, ClaimDnsChecks],
  // A venue transfer settles the claims waiting on the venue with the same decision.
  exports: [ClaimRepository],
})
export class ClaimsModule {}
