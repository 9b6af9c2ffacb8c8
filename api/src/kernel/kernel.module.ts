import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Venue } from '@venue-finder/core';
import { Clock } from './clock';
import { DateNotPastConstraint } from './event-details.dto';
import { VenueSelection } from './venue-selection';

/**
 * The shared kernel's providers that belong to no feature (docs/architecture.md, "The shared
 * kernel"): the clock, the check every feature taking venue ids makes, and the event date's
 * "not in the past" rule, which reads the clock. The kernel's other parts keep modules of their
 * own (JobsModule, MailModule) or are provided where they are used.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Venue])],
  providers: [Clock, VenueSelection, DateNotPastConstraint],
  exports: [Clock, VenueSelection, DateNotPastConstraint],
})
export class KernelModule {}
