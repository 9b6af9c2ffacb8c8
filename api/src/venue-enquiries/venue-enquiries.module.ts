import { Module } from '@nestjs/common';
import { ProposalLinks } from './proposal-links';
import { VenueEnquiryIntake } from './venue-enquiry-intake';
import { VenueEnquiryRepository } from './venue-enquiry.repository';

/** Enquiries reach the venues: each venue's enquiry, its owner's answer and the planner's proposals. */
@Module({
  providers: [VenueEnquiryRepository, ProposalLinks, VenueEnquiryIntake],
  exports: [VenueEnquiryRepository, VenueEnquiryIntake, ProposalLinks],
})
export class VenueEnquiriesModule {}
