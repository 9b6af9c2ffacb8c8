// What the venue-enquiries module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export { ResponseFigures, ResponseFiguresCache } from './response-figures';
export { VenueEnquiryIntake } from './venue-enquiry-intake';
export type { VenueContact } from './venue-enquiry-intake';
export { eventLines, plannerLines } from './venue-enquiry-mails';
export { VenueEnquiryRepository } from './venue-enquiry.repository';
export { VenueReviewRepository } from './venue-review.repository';
