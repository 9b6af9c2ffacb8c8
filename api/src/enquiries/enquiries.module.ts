import { Module } from '@nestjs/common';
import { BriefsModule } from '../briefs/briefs.module';
import { VenuesModule } from '../venues/venues.module';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesService } from './enquiries.service';
import { EnquiryRepository } from './enquiry.repository';

@Module({
  imports: [BriefsModule, VenuesModule],
  controllers: [EnquiriesController],
  providers: [EnquiriesService, EnquiryRepository],
})
export class EnquiriesModule {}
