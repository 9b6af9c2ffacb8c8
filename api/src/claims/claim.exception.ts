import { DomainException } from '../common/domain.exception';

export enum ClaimErrorCode {
  VenueNotFound = 'CLAIM_VENUE_NOT_FOUND',
  AlreadyClaimed = 'CLAIM_VENUE_ALREADY_CLAIMED',
  OpenClaimExists = 'CLAIM_OPEN_CLAIM_EXISTS',
  DocumentMissing = 'CLAIM_DOCUMENT_MISSING',
  NotFound = 'CLAIM_NOT_FOUND',
  NotDns = 'CLAIM_NOT_DNS',
  AlreadyDecided = 'CLAIM_ALREADY_DECIDED',
  NotClaimable = 'CLAIM_VENUE_NOT_CLAIMABLE',
  DnsNeedsWebsite = 'CLAIM_DNS_NEEDS_WEBSITE',
  OwnClaim = 'CLAIM_OWN_CLAIM',
  NotWithdrawable = 'CLAIM_NOT_WITHDRAWABLE',
}

export class ClaimException extends DomainException<ClaimErrorCode> {
  static venueNotFound(): ClaimException {
    return new ClaimException(ClaimErrorCode.VenueNotFound, 'not_found', 'Venue not found');
  }

  static alreadyClaimed(): ClaimException {
    return new ClaimException(ClaimErrorCode.AlreadyClaimed, 'conflict', 'This venue has already been claimed.');
  }

  static openClaimExists(): ClaimException {
    return new ClaimException(
      ClaimErrorCode.OpenClaimExists,
      'conflict',
      'You already have a claim on this venue waiting for review.',
    );
  }

  static documentMissing(): ClaimException {
    return new ClaimException(ClaimErrorCode.DocumentMissing, 'invalid', 'Please upload a document as proof', {
      'proof.value': 'Please upload a document as proof',
    });
  }

  static notFound(): ClaimException {
    return new ClaimException(ClaimErrorCode.NotFound, 'not_found', 'Claim not found');
  }

  static notDns(): ClaimException {
    return new ClaimException(ClaimErrorCode.NotDns, 'conflict', 'This claim was not made with a DNS TXT record.');
  }

  static alreadyDecided(status: string): ClaimException {
    return new ClaimException(ClaimErrorCode.AlreadyDecided, 'conflict', `This claim has already been ${status}.`);
  }

  static notClaimable(): ClaimException {
    return new ClaimException(
      ClaimErrorCode.NotClaimable,
      'conflict',
      'This venue cannot be claimed. Please contact us if it is yours.',
    );
  }

  static dnsNeedsWebsite(): ClaimException {
    return new ClaimException(
      ClaimErrorCode.DnsNeedsWebsite,
      'invalid',
      'This venue lists no website, so a DNS record cannot prove it is yours. Please choose another proof.',
      { 'proof.type': 'DNS proof needs the venue’s website domain' },
    );
  }

  static ownClaim(): ClaimException {
    return new ClaimException(
      ClaimErrorCode.OwnClaim,
      'forbidden',
      'You cannot review your own claim: another administrator must decide it.',
    );
  }

  static notWithdrawable(status: string): ClaimException {
    return new ClaimException(
      ClaimErrorCode.NotWithdrawable,
      'conflict',
      status === 'withdrawn'
        ? 'You have already withdrawn this claim.'
        : `This claim has already been ${status}, so it can no longer be withdrawn.`,
    );
  }
}
