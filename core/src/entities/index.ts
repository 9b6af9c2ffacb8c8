import { AuditLogEntry } from './audit-log-entry.entity';
import { Job } from './job.entity';
import { LoginThrottle } from './login-throttle.entity';
import { MailLinkKey, MailPreference } from './mail-preference.entity';
import { RateLimitBucket } from './rate-limit-bucket.entity';
import {
  AdminRecoveryCode,
  AdminSecondFactor,
  AdminSecondFactorEnrolment,
  SecondFactorChallenge,
} from './second-factor.entity';
import { VenueDailyActivity } from './venue-daily-activity.entity';
import { ProposalAccessToken, VenueEnquiry, VenueEnquiryMessage, VenueProposal } from './venue-enquiry.entity';
import { Brief } from './brief.entity';
import { BriefItem } from './brief-item.entity';
import { ChangeRequest } from './change-request.entity';
import { Claim } from './claim.entity';
import { ClaimEvent } from './claim-event.entity';
import { EnrichmentRun } from './enrichment-run.entity';
import { Enquiry } from './enquiry.entity';
import { GamificationBadge, GamificationVerification } from './gamification.entity';
import { GeocodeCacheEntry } from './geocode-cache-entry.entity';
import { MailMessage } from './mail-message.entity';
import { Media } from './media.entity';
import { OneTimeToken } from './one-time-token.entity';
import { EventShare, PlannerShortlist, PlannerShortlistVenue } from './planner.entity';
import { OutboxMessage } from './outbox-message.entity';
import { Registration } from './registration.entity';
import { Session } from './session.entity';
import { User } from './user.entity';
import { Venue } from './venue.entity';
import { VenueCalendarFeed, VenueUnavailableDates } from './venue-calendar.entity';
import { VenueHold } from './venue-hold.entity';
import { VenueProgramme } from './venue-programme.entity';
import { VenueReview } from './venue-review.entity';

export {
  AdminRecoveryCode,
  AdminSecondFactor,
  AdminSecondFactorEnrolment,
  AuditLogEntry,
  Brief,
  BriefItem,
  ChangeRequest,
  Claim,
  ClaimEvent,
  Enquiry,
  EnrichmentRun,
  EventShare,
  GamificationBadge,
  GamificationVerification,
  GeocodeCacheEntry,
  Job,
  LoginThrottle,
  MailLinkKey,
  MailMessage,
  MailPreference,
  Media,
  OneTimeToken,
  OutboxMessage,
  PlannerShortlist,
  PlannerShortlistVenue,
  ProposalAccessToken,
  RateLimitBucket,
  Registration,
  SecondFactorChallenge,
  Session,
  User,
  Venue,
  VenueCalendarFeed,
  VenueDailyActivity,
  VenueEnquiry,
  VenueEnquiryMessage,
  VenueHold,
  VenueProgramme,
  VenueProposal,
  VenueReview,
  VenueUnavailableDates,
};
export type { JobStatus } from './job.entity';
export type { OneTimeTokenPurpose } from './one-time-token.entity';
export type { OutboxEventType } from './outbox-message.entity';
export type { MailMessageStatus } from './mail-message.entity';
export type { VenueReviewStatus } from './venue-review.entity';

/** Every entity, for the TypeORM data source of each process. */
export const ENTITIES = [
  AdminRecoveryCode,
  AdminSecondFactor,
  AdminSecondFactorEnrolment,
  AuditLogEntry,
  Brief,
  BriefItem,
  ChangeRequest,
  Claim,
  ClaimEvent,
  Enquiry,
  EnrichmentRun,
  EventShare,
  GamificationBadge,
  GamificationVerification,
  GeocodeCacheEntry,
  Job,
  LoginThrottle,
  MailLinkKey,
  MailMessage,
  MailPreference,
  Media,
  OneTimeToken,
  OutboxMessage,
  PlannerShortlist,
  PlannerShortlistVenue,
  ProposalAccessToken,
  RateLimitBucket,
  Registration,
  SecondFactorChallenge,
  Session,
  User,
  Venue,
  VenueCalendarFeed,
  VenueDailyActivity,
  VenueEnquiry,
  VenueEnquiryMessage,
  VenueHold,
  VenueProgramme,
  VenueProposal,
  VenueReview,
  VenueUnavailableDates,
];
