import { Global, Module } from '@nestjs/common';
import { ModerationDecisions } from '../kernel/moderation-decisions';
import { ModerationDigest } from './moderation-digest';
import { ModerationDigestRepository } from './moderation-digest.repository';

/**
 * The one shape of moderation decisions, for every queue an administrator works through, and the
 * administrators' daily digest of the work waiting in them.
 */
@Global()
@Module({
  providers: [ModerationDecisions, ModerationDigest, ModerationDigestRepository],
  exports: [ModerationDecisions, ModerationDigest],
})
export class ModerationModule {}
