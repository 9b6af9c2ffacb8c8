import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Venue } from '@venue-finder/core';
import { VenueRepository } from './venue.repository';
import { VenuesController } from './venues.controller';
import { VenuesService } from './venues.service';
import { VenueEnquiriesModule } from '../venue-enquiries/venue-enquiries.module';

@Module({
  imports: [TypeOrmModule.forFeature([Venue]), VenueEnquiriesModule],
  controllers: [VenuesController],
  providers: [VenuesService, VenueRepository],
  // The repository (the check every feature taking venue ids makes is the kernel's VenueSelection).
  exports: [VenueRepository],
})
export class VenuesModule {}
