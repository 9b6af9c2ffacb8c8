import { Global, Module } from '@nestjs/common';
import { VenueWriter } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import { Clock } from '../kernel/clock';

/**
 * The one way the api changes a venue (registrations, claims, change requests, admin edits):
 * core's versioned VenueWriter, which also records the outbox message in the same transaction,
 * its writes stamped by the api's Clock.
 */
@Global()
@Module({
  providers: [
    {
      provide: VenueWriter,
      inject: [DataSource, Clock],
      useFactory: (dataSource: DataSource, clock: Clock) => new VenueWriter(dataSource, clock),
    },
  ],
  exports: [VenueWriter],
})
export class VenueWriterModule {}
