import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Venue } from '@venue-finder/core';
import { VenueSelection } from './venue-selection';
import { VenueRepository } from './venue.repository';
import { VenuesController } from './venues.controller';
import { VenuesService } from './venues.service';
import { VenueEnquiriesModule } from '../venue-enquiries/venue-enquiries.module';

@Module({
  imports: [TypeOrmModule.forFeature([Venue]), VenueEnquiriesModule],
  controllers: [VenuesController],
  providers: [VenuesService, VenueRepository, VenueSelection],
  // The repository, and the check every feature taking venue ids makes (exist, published).
  exports: [VenueRepository, VenueSelection],
})
export class VenuesModule {}
