import { Global, Module } from '@nestjs/common';
import { ModerationDecisions } from './moderation-decisions';

/** The one shape of moderation decisions, for every queue an administrator works through. */
@Global()
@Module({ providers: [ModerationDecisions], exports: [ModerationDecisions] })
export class ModerationModule {}
