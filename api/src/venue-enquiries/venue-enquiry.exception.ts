import { DomainException } from '../common/domain.exception';

export enum VenueEnquiryErrorCode {
  NotFound = 'VENUE_ENQUIRY_NOT_FOUND',
  NotAnswerable = 'VENUE_ENQUIRY_NOT_ANSWERABLE',
  InvalidProposal = 'INVALID_PROPOSAL',
  DocumentMissing = 'PROPOSAL_DOCUMENT_MISSING',
  ProposalLinkUnknown = 'PROPOSAL_LINK_UNKNOWN',
  ProposalLinkExpired = 'PROPOSAL_LINK_EXPIRED',
  AlreadyAccepted = 'PROPOSAL_ALREADY_ACCEPTED',
  ProposalNotOpen = 'PROPOSAL_NOT_OPEN',
  ProposalLapsed = 'PROPOSAL_LAPSED',
  NoOneToMessage = 'NO_ONE_TO_MESSAGE',
  NotWaiting = 'VENUE_ENQUIRY_NOT_WAITING',
  NoListedEmail = 'VENUE_HAS_NO_LISTED_EMAIL',
  ProposalRevised = 'PROPOSAL_REVISED',
  InvalidAcceptance = 'INVALID_ACCEPTANCE',
  NoHold = 'NO_HOLD',
  HoldNotLive = 'HOLD_NOT_LIVE',
  ThreadClosed = 'THREAD_CLOSED',
  NotClaimable = 'VENUE_NOT_CLAIMABLE',
  ReviewNotDue = 'REVIEW_NOT_DUE',
  AlreadyReviewed = 'ALREADY_REVIEWED',
  ReviewNotFound = 'REVIEW_NOT_FOUND',
  ReviewDecided = 'REVIEW_ALREADY_DECIDED',
  ViewOnly = 'EVENT_SHARED_TO_VIEW',
}

const FRESH_LINK =
  'Ask for a fresh link: send the e-mail address of your brief to POST /api/v2/proposals/link (the page offers it).';

export class VenueEnquiryException extends DomainException<VenueEnquiryErrorCode> {
  static notFound(id: string): VenueEnquiryException {
    return new VenueEnquiryException(VenueEnquiryErrorCode.NotFound, 'not_found', `No enquiry has the id ${id}.`);
  }

  /** A colleague the event was shared with to view only, trying to decide or write. */
  static viewOnly(sharedBy: string | null): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.ViewOnly,
      'forbidden',
      `${sharedBy ?? 'The planner'} shared this event with you to view only: ask them for “view and decide” to accept, confirm, release, decline or write to a venue.`,
    );
  }

  static notAnswerable(why: string): VenueEnquiryException {
    return new VenueEnquiryException(VenueEnquiryErrorCode.NotAnswerable, 'conflict', why);
  }

  static invalidProposal(fields: Record<string, string>): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.InvalidProposal,
      'invalid',
      Object.values(fields).join('; '),
      fields,
    );
  }

  static documentMissing(): VenueEnquiryException {
    const message =
      'document must be a PDF you uploaded (POST /api/media/presign with kind document and content_type application/pdf, then the upload).';
    return new VenueEnquiryException(VenueEnquiryErrorCode.DocumentMissing, 'invalid', message, { document: message });
  }

  static linkUnknown(): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.ProposalLinkUnknown,
      'not_found',
      `This link to proposals is not valid: it may have been copied incompletely. ${FRESH_LINK}`,
    );
  }

  static linkExpired(): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.ProposalLinkExpired,
      'gone',
      `This link to your proposals has expired (links work for 30 days). ${FRESH_LINK}`,
    );
  }

  static alreadyAccepted(venueName: string, same: boolean): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.AlreadyAccepted,
      'conflict',
      same
        ? `You have already accepted the proposal from ${venueName}.`
        : `You have already accepted the proposal from ${venueName}: only one proposal can be accepted.`,
    );
  }

  static proposalNotOpen(why: string): VenueEnquiryException {
    return new VenueEnquiryException(VenueEnquiryErrorCode.ProposalNotOpen, 'conflict', why);
  }

  static proposalLapsed(validUntil: string): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.ProposalLapsed,
      'conflict',
      `This proposal was valid until ${validUntil}. Ask the venue to revise it (send it a message), then accept the new one.`,
    );
  }

  static noOneToMessage(venueName: string): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.NoOneToMessage,
      'conflict',
      `${venueName} has not joined Venue Finder yet, so there is no one to send a message to. Our team is contacting the venue.`,
    );
  }

  static notWaiting(state: string): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.NotWaiting,
      'conflict',
      `This enquiry is no longer waiting in the queue (it is ${state}).`,
    );
  }

  static noListedEmail(): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.NoListedEmail,
      'conflict',
      'The venue has no listed e-mail address to forward the enquiry to. Add one to the venue first, or close the enquiry.',
    );
  }

  static proposalRevised(venueName: string, revision: number): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.ProposalRevised,
      'conflict',
      `${venueName} has revised its proposal since you opened this page. Read the new terms (revision ${revision}), then accept again if they suit you.`,
    );
  }

  static invalidAcceptance(fields: Record<string, string>): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.InvalidAcceptance,
      'invalid',
      Object.values(fields).join('; '),
      fields,
    );
  }

  static noHold(venueName: string): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.NoHold,
      'conflict',
      `Nothing is held at ${venueName}: a date is held only once its proposal is accepted.`,
    );
  }

  static holdNotLive(why: string): VenueEnquiryException {
    return new VenueEnquiryException(VenueEnquiryErrorCode.HoldNotLive, 'conflict', why);
  }
  static notClaimable(): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.NotClaimable,
      'conflict',
      'The venue cannot be claimed, so an invitation to claim it and answer would lead nowhere. Close the enquiry instead.',
    );
  }

  static threadClosed(why: string): VenueEnquiryException {
    return new VenueEnquiryException(VenueEnquiryErrorCode.ThreadClosed, 'conflict', why);
  }

  static reviewNotDue(why: string): VenueEnquiryException {
    return new VenueEnquiryException(VenueEnquiryErrorCode.ReviewNotDue, 'conflict', why);
  }

  static alreadyReviewed(venueName: string): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.AlreadyReviewed,
      'conflict',
      `You have already reviewed ${venueName} for this booking: one review per booking.`,
    );
  }

  static reviewNotFound(): VenueEnquiryException {
    return new VenueEnquiryException(VenueEnquiryErrorCode.ReviewNotFound, 'not_found', 'No review has this id.');
  }

  static reviewDecided(status: string): VenueEnquiryException {
    return new VenueEnquiryException(
      VenueEnquiryErrorCode.ReviewDecided,
      'conflict',
      `This review has already been ${status}.`,
    );
  }
}
