import { Module } from '@nestjs/common';
import { BriefsModule } from '../briefs/briefs.module';
import { VenuesModule } from '../venues/venues.module';
import { VenueEnquiriesModule } from '../venue-enquiries/venue-enquiries.module';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesService } from './enquiries.service';
import { EnquiryRepository } from './enquiry.repository';

@Module({
  imports: [BriefsModule, VenuesModule, VenueEnquiriesModule],
  controllers: [EnquiriesController],
  providers: [EnquiriesService, EnquiryRepository],
})
export class EnquiriesModule {}
