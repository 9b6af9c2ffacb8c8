import { Global, Module } from '@nestjs/common';
import { Jobs } from './jobs';

/** Background jobs for every feature: @Global, so a module registers its kinds with Jobs. */
@Global()
@Module({ providers: [Jobs], exports: [Jobs] })
export class JobsModule {}
