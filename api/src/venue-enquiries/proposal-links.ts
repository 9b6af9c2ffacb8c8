// The addresses the enquiry loop mails, in one place: the owner portal's Enquiries tab (opened on
// one enquiry), a venue's claim page, and the planner's private link to their proposals. A
// planner's link holds a fresh token of 256 random bits, valid for 30 days; only its SHA-256 is
// stored (a copy of the database opens nobody's proposals) and it is never written to a log. It
// travels after '#' (/v2/proposals#token=…), and the page sends it in the X-Proposal-Token
// header, so no server's access log and no Referer ever holds it.
import { Injectable } from '@nestjs/common';
import { routeHref } from '@venue-finder/contract';
import type { EntityManager } from 'typeorm';
import { hashSecretToken, linkCarrying, newSecretToken } from '../kernel/secret-token';
import { ApiConfig } from '../config/api-config';
import { ProposalAccessTokenRepository } from './proposal-access-token.repository';

export const PROPOSAL_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export type ProposalAccess = { status: 'valid'; enquiryId: string } | { status: 'expired' } | { status: 'unknown' };

@Injectable()
export class ProposalLinks {
  constructor(
    private readonly tokens: ProposalAccessTokenRepository,
    private readonly config: ApiConfig,
  ) {}

  /** The owner portal's Enquiries tab, opened on this venue enquiry. */
  portal(venueEnquiryId?: string): string {
    const query = venueEnquiryId ? { tab: 'enquiries', enquiry: venueEnquiryId } : { tab: 'enquiries' };
    return `${this.config.publicUrl}${routeHref('ownerPortal', {}, query)}`;
  }

  claim(venue: { slug: string; id: string }): string {
    return `${this.config.publicUrl}${routeHref('claimVenue', { idOrSlug: venue.slug || venue.id })}`;
  }

  /** Issues a new token for the enquiry, in the caller's transaction, and answers its link. */
  async issue(tx: EntityManager, enquiryId: string, now: Date): Promise<string> {
    const token = newSecretToken();
    await this.tokens.insert(tx, {
      tokenHash: hashSecretToken(token),
      enquiryId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PROPOSAL_LINK_DAYS * DAY_MS),
    });
    return linkCarrying(`${this.config.publicUrl}${routeHref('proposals', {})}`, token);
  }

  /** What a token opens: its enquiry, or that it has expired, or nothing at all. */
  async resolve(token: string, now: Date): Promise<ProposalAccess> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { status: 'unknown' };
    const row = await this.tokens.find(hashSecretToken(token));
    if (!row) return { status: 'unknown' };
    if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
    return { status: 'valid', enquiryId: row.enquiryId };
  }
}
