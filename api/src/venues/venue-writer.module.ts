import { Global, Module } from '@nestjs/common';
import { VenueWriter } from '@venue-finder/core';
import { DataSource } from 'typeorm';

/**
 * The one way the api changes a venue (registrations, claims, change requests, admin edits):
 * core's versioned VenueWriter, which also records the outbox message in the same transaction.
 */
@Global()
@Module({
  providers: [
    { provide: VenueWriter, inject: [DataSource], useFactory: (dataSource: DataSource) => new VenueWriter(dataSource) },
  ],
  exports: [VenueWriter],
})
export class VenueWriterModule {}
