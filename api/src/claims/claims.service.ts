// Ownership claims (owner-admin spec §2–§5): a signed-in person proves a venue is theirs by
// their e-mail's domain (fast-tracked when it is the venue website's and has mail servers), a
// DNS TXT record (checked on demand and re-checked with back-off for 72 hours), or a private
// document; an administrator approves — the venue passes to the claimant through the venue
// writer, the other open claims on it are rejected, and everyone is mailed, in one transaction —
// or rejects. Every step goes into the claim's audit trail.
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { routeHref } from '@venue-finder/contract';
import type { ClaimProofType } from '@venue-finder/core';
import { VenueWriter } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../kernel/session-user';
import { ApiConfig } from '../config/api-config';
import { DnsResolver } from '../dns';
import { MailPreferences } from '../kernel/mail/mail-preferences';
import { MailQueue } from '../kernel/mail/mail-queue';
import { MediaService } from '../media';
import { ModerationDecisions, pendingOrThrow } from '../kernel/moderation-decisions';
import type { QueuePage } from '../kernel/queue-page';
import { RateLimiter } from '../rate-limit';
import { emailMatchesWebsite } from './claim-domains';
import { ClaimException } from './claim.exception';
import { claimApprovedMail, claimOnOwnedVenueMail, claimReceivedMail, claimRejectedMail } from './claim-mails';
import {
  type ClaimQueueFilter,
  ClaimRepository,
  type ClaimVenue,
  PENDING_CLAIM_STATUSES,
  type StoredClaim,
} from './claim.repository';
import { Clock } from '../kernel/clock';
import { UserRepository } from '../auth';

export const DNS_RECORD_PREFIX = '_venues-claim';
/** Scheduled DNS re-checks stop this long after the claim was made. */
export const DNS_RECHECK_FOR_MS = 72 * 60 * 60_000;
/** The n-th re-check waits 2^n minutes after the last, at most an hour. */
export const dnsRecheckDelayMs = (checks: number) => Math.min(2 ** checks, 60) * 60_000;
export const DEFAULT_REJECTION_NOTE = 'Could not verify ownership';
export const OTHER_CLAIM_APPROVED_NOTE = 'Another claim on this venue was approved.';
const CLAIMS_PER_HOUR = 10;
/** Look-ups on demand, per person: each is a network wait of up to the resolver's time-out. */
const DNS_CHECKS_PER_10_MINUTES = 10;
/** A scheduled re-check is this worker's for this long; a worker that dies leaves it due again after. */
const DNS_RECHECK_LEASE_MS = 5 * 60_000;

export interface ClaimSubmission {
  venueId: string;
  proofType: ClaimProofType;
  proofValue: string;
}

export interface DnsCheckResult {
  verified: boolean;
  message: string;
}

@Injectable()
export class ClaimsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly claims: ClaimRepository,
    private readonly writer: VenueWriter,
    private readonly dns: DnsResolver,
    private readonly media: MediaService,
    private readonly limiter: RateLimiter,
    private readonly config: ApiConfig,
    private readonly decisions: ModerationDecisions,
    private readonly mail: MailQueue,
    private readonly preferences: MailPreferences,
    private readonly clock: Clock,
    private readonly users: UserRepository,
  ) {}

  async submit(user: SessionUser, submission: ClaimSubmission): Promise<StoredClaim> {
    await this.limiter.consume('claims', user.id, { limit: CLAIMS_PER_HOUR, windowMs: 60 * 60_000 }, 'claims');
    const venue = await this.claims.venue(submission.venueId);
    if (!venue) throw ClaimException.venueNotFound();
    if (venue.owner_id) {
      await this.alertAdminsOfClaimOnOwnedVenue(user, venue);
      throw ClaimException.alreadyClaimed();
    }
    if (!venue.claimable) throw ClaimException.notClaimable();

    const match = emailMatchesWebsite(user.email, venue.website);
    const audit: { event: string; detail: Record<string, unknown> }[] = [
      { event: 'submitted', detail: { proof_type: submission.proofType } },
    ];
    let claim: Parameters<ClaimRepository['create']>[0];
    const base = { venueId: venue.id, userId: user.id, email: user.email, proofType: submission.proofType };

    if (submission.proofType === 'email_domain') {
      const mx = match.matches ? await this.dns.mx(match.emailDomain!) : null;
      const fastTracked = mx?.status === 'found';
      audit.push({
        event: 'email_domain_checked',
        detail: {
          email_domain: match.emailDomain,
          website_domain: match.websiteDomain,
          matches: match.matches,
          mx: mx?.status ?? 'not checked',
        },
      });
      claim = {
        ...base,
        proofValue: match.emailDomain ?? '',
        dnsToken: null,
        domain: match.emailDomain,
        autoFastTracked: fastTracked,
        dnsNextCheckAt: null,
        notes: fastTracked
          ? `Your e-mail address is at ${match.emailDomain}, the venue's website domain, which has valid mail servers: your claim is fast-tracked.`
          : match.matches
            ? `We could not find mail servers for ${match.emailDomain}, so our team will review your claim.`
            : "Your e-mail address is not at the venue's website domain, so our team will review your claim.",
      };
    } else if (submission.proofType === 'dns_txt') {
      // Only the venue's own website domain proves anything: a record on the claimant's own
      // domain would "verify" anyone's claim on a venue without a website.
      const domain = match.websiteDomain;
      if (!domain) throw ClaimException.dnsNeedsWebsite();
      const token = randomUUID();
      const recordName = `${DNS_RECORD_PREFIX}.${domain}`;
      claim = {
        ...base,
        proofValue: recordName,
        dnsToken: token,
        domain,
        autoFastTracked: false,
        dnsNextCheckAt: new Date(this.clock.now().getTime() + dnsRecheckDelayMs(0)),
        notes: token,
      };
    } else {
      const key = submission.proofValue.replace(/^\/api\/media\//, '');
      if (!(await this.media.isStoredDocumentOf(user, key))) throw ClaimException.documentMissing();
      claim = {
        ...base,
        proofValue: key,
        dnsToken: null,
        domain: null,
        autoFastTracked: false,
        dnsNextCheckAt: null,
        notes: '',
      };
    }
    const portalUrl = `${this.config.publicUrl}${routeHref('ownerPortal', {}, { tab: 'claims' })}`;
    const created = await this.claims.create(claim, audit, this.clock.now(), async (tx, stored) => {
      const received = claimReceivedMail(stored.id, stored.email, stored.venueName ?? venue.name, portalUrl);
      const mail = await this.preferences.nonEssential(tx, user.id, received);
      if (mail) await this.mail.enqueue(tx, [mail]);
    });
    if (!created) throw ClaimException.openClaimExists();
    this.mail.dispatchSoon();
    return created;
  }

  /** The claimant takes back a claim still waiting for review; to anyone else it does not exist. */
  withdraw(user: SessionUser, id: string): Promise<StoredClaim> {
    return this.decisions.run(user, {
      lock: async (tx) => {
        const claim = await this.claims.lock(tx, id);
        return pendingOrThrow(claim?.userId === user.id ? claim : undefined, PENDING_CLAIM_STATUSES, {
          notFound: () => ClaimException.notFound(),
          decided: (status) => ClaimException.notWithdrawable(status),
        });
      },
      decide: async (tx, claim) => {
        const at = this.clock.now();
        await this.claims.withdraw(tx, id, at);
        await this.claims.record(tx, id, 'withdrawn', user.id, {}, at);
        return {
          result: (await this.claims.find(id, tx))!,
          audit: [
            {
              action: 'claim.withdrawn',
              entityType: 'claim',
              entityId: id,
              before: { status: claim.status },
              after: { status: 'withdrawn' },
            },
          ],
          mails: [],
        };
      },
    });
  }

  /** Mails every administrator at once (once a day per venue and claimant): the claimant is refused meanwhile. */
  private async alertAdminsOfClaimOnOwnedVenue(user: SessionUser, venue: ClaimVenue): Promise<void> {
    const venueUrl = `${this.config.publicUrl}${routeHref('adminVenue', { id: venue.id })}`;
    const day = this.clock.now().toISOString().slice(0, 10);
    await this.dataSource.transaction(async (tx) => {
      const admins = await this.users.adminEmails(tx);
      const attempt = { venueId: venue.id, venueName: venue.name, claimantEmail: user.email, day };
      await this.mail.enqueue(
        tx,
        admins.map((email) => claimOnOwnedVenueMail(email, attempt, venueUrl)),
      );
    });
    this.mail.dispatchSoon();
  }

  /** Looks the claim's TXT record up now (the claimant or an administrator asks). */
  async verifyDns(user: SessionUser, id: string): Promise<DnsCheckResult> {
    const claim = await this.claims.find(id);
    if (!claim || (claim.userId !== user.id && user.userType !== 'admin')) throw ClaimException.notFound();
    if (claim.proofType !== 'dns_txt') throw ClaimException.notDns();
    await this.limiter.consume(
      'claims.dns-check',
      user.id,
      { limit: DNS_CHECKS_PER_10_MINUTES, windowMs: 10 * 60_000 },
      'DNS checks',
    );
    return this.checkDns(claim, user.id);
  }

  /**
   * The scheduled re-checks: due DNS claims, each checked once, the next check pushed back. The
   * claims are leased in one statement and looked up after it, so no transaction or row lock is
   * held across a network wait.
   */
  async recheckDueDns(limit = 20): Promise<number> {
    const due = await this.claims.leaseDueDnsChecks(limit, DNS_RECHECK_LEASE_MS, this.clock.now());
    for (const claim of due) await this.checkDns(claim, null);
    return due.length;
  }

  forReview(filter: ClaimQueueFilter): Promise<QueuePage<StoredClaim>> {
    return this.claims.forReview(filter);
  }

  auditOf(claims: StoredClaim[]) {
    return this.claims.auditOf(claims.map((c) => c.id));
  }

  async decide(admin: SessionUser, id: string, status: 'approved' | 'rejected', notes: string): Promise<StoredClaim> {
    const found = await this.claims.find(id);
    if (!found) throw ClaimException.notFound();
    if (found.userId === admin.id) throw ClaimException.ownClaim();
    return this.decisions.run(admin, {
      // Locks in one order, the venue before any of its claims: of two approvals of different
      // claims on one venue, the second waits for the first and then finds the venue owned.
      lock: async (tx) => {
        const venue = await this.claims.venue(found.venueId, tx, { lock: true });
        const claim = pendingOrThrow(await this.claims.lock(tx, id), PENDING_CLAIM_STATUSES, {
          notFound: () => ClaimException.notFound(),
          decided: (decided) => ClaimException.alreadyDecided(decided),
        });
        return { venue, claim };
      },
      decide: async (tx, { venue, claim }) => {
        const venueName = claim.venueName ?? 'the venue';
        const at = this.clock.now();
        if (status === 'rejected') {
          const note = notes || DEFAULT_REJECTION_NOTE;
          await this.claims.decide(tx, claim, { status: 'rejected', notes: note, adminId: admin.id, at });
          return {
            result: (await this.claims.find(id, tx))!,
            audit: [],
            mails: [claimRejectedMail(id, claim.email, venueName, note)],
          };
        }
        if (!venue) throw ClaimException.venueNotFound();
        if (venue.owner_id) throw ClaimException.alreadyClaimed();
        await this.writer.update(
          venue.id,
          { ownerId: claim.userId, claimable: false },
          { expectedVersion: venue.version, actor: admin.id, manager: tx },
        );
        await this.claims.decide(tx, claim, { status: 'approved', notes, adminId: admin.id, at });
        const portalUrl = `${this.config.publicUrl}${routeHref('ownerPortal', {})}`;
        const mails = [claimApprovedMail(id, claim.email, venueName, portalUrl)];
        for (const other of await this.claims.lockOpen(tx, venue.id, id)) {
          const rejected = { status: 'rejected', notes: OTHER_CLAIM_APPROVED_NOTE, adminId: admin.id, at } as const;
          await this.claims.decide(tx, other, rejected);
          mails.push(claimRejectedMail(other.id, other.email, venueName, OTHER_CLAIM_APPROVED_NOTE));
        }
        return {
          result: (await this.claims.find(id, tx))!,
          audit: [
            {
              action: 'venue.owner_changed',
              entityType: 'venue',
              entityId: venue.id,
              before: { owner_id: null, claimable: true },
              after: { owner_id: claim.userId, claimable: false, claim_id: id },
            },
          ],
          mails,
        };
      },
    });
  }

  /** Approves or rejects each claim on its own: one that cannot be decided leaves the others decided. */
  decideEach(admin: SessionUser, ids: readonly string[], status: 'approved' | 'rejected', notes: string) {
    return this.decisions.each(ids, (id) => this.decide(admin, id, status, notes));
  }

  /** Looks the record up (no transaction open), then records the outcome. */
  private async checkDns(claim: StoredClaim, actorId: string | null): Promise<DnsCheckResult> {
    const outcome = await this.dns.txt(claim.proofValue);
    const db = this.dataSource.manager;
    const verified = outcome.status === 'found' && outcome.records.some((value) => value.trim() === claim.dnsToken);
    const giveUpAt = claim.createdAt.getTime() + DNS_RECHECK_FOR_MS;
    const at = this.clock.now();
    const next = at.getTime() + dnsRecheckDelayMs(claim.dnsChecks + 1);
    const nextCheckAt = verified || next > giveUpAt ? null : new Date(next);
    await this.claims.recordDnsCheck(db, claim.id, verified, nextCheckAt, at);
    const detail = {
      outcome: outcome.status === 'failed' ? outcome.reason : outcome.status,
      scheduled: actorId === null,
    };
    await this.claims.record(db, claim.id, verified ? 'dns_verified' : 'dns_check_failed', actorId, detail, at);
    if (verified) return { verified, message: 'DNS TXT verified!' };
    const name = claim.proofValue;
    const message =
      outcome.status === 'failed'
        ? `The DNS look-up of ${name} failed (${outcome.reason}). Please try again in a few minutes.`
        : outcome.status === 'none'
          ? `No TXT record found at ${name} yet. DNS changes can take up to an hour to appear.`
          : `The TXT record at ${name} does not hold this claim's value (${claim.dnsToken}).`;
    return { verified, message };
  }
}
