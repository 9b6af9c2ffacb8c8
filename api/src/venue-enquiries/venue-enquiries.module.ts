import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { VenueCalendarModule } from '../venue-calendar/venue-calendar.module';
import { AdminEnquiriesController } from './admin-enquiries.controller';
import { AdminEnquiriesRepository } from './admin-enquiries.repository';
import { AdminEnquiriesService } from './admin-enquiries.service';
import { AdminReviewsController } from './admin-reviews.controller';
import { AdminReviewsService } from './admin-reviews.service';
import { EnquirySweep } from './enquiry-sweep';
import { OwnerEnquiriesController } from './owner-enquiries.controller';
import { OwnerEnquiriesService } from './owner-enquiries.service';
import { OwnerEnquiryDigest } from './owner-enquiry-digest';
import { PlannerEventsController } from './planner-events.controller';
import { PlannerEventsRepository } from './planner-events.repository';
import { PlannerEventsService } from './planner-events.service';
import { PlannerProposalsController } from './planner-proposals.controller';
import { PlannerProposalsService } from './planner-proposals.service';
import { ProposalAccessTokenRepository } from './proposal-access-token.repository';
import { ProposalLinks } from './proposal-links';
import { ResponseFiguresCache } from './response-figures';
import { ResponseFiguresRepository } from './response-figures.repository';
import { VenueEnquiryIntake } from './venue-enquiry-intake';
import { VenueEnquiryRepository } from './venue-enquiry.repository';
import { VenueHoldRepository } from './venue-hold.repository';
import { VenueHoldsService } from './venue-holds.service';
import { VenueReviewRepository } from './venue-review.repository';
import { VenueReviewsService } from './venue-reviews.service';

/** Enquiries reach the venues: each venue's enquiry, its owner's answer and the planner's proposals. */
@Module({
  imports: [MediaModule, VenueCalendarModule],
  controllers: [
    OwnerEnquiriesController,
    PlannerProposalsController,
    PlannerEventsController,
    AdminEnquiriesController,
    AdminReviewsController,
  ],
  providers: [
    VenueEnquiryRepository,
    ProposalLinks,
    ProposalAccessTokenRepository,
    VenueEnquiryIntake,
    ResponseFiguresRepository,
    ResponseFiguresCache,
    OwnerEnquiriesService,
    PlannerProposalsService,
    PlannerEventsRepository,
    PlannerEventsService,
    EnquirySweep,
    AdminEnquiriesRepository,
    AdminEnquiriesService,
    VenueHoldRepository,
    VenueHoldsService,
    OwnerEnquiryDigest,
    VenueReviewRepository,
    VenueReviewsService,
    AdminReviewsService,
  ],
  exports: [
    VenueReviewRepository,
    VenueEnquiryRepository,
    VenueEnquiryIntake,
    ProposalLinks,
    ResponseFiguresRepository,
    ResponseFiguresCache,
  ],
})
export class VenueEnquiriesModule {}
