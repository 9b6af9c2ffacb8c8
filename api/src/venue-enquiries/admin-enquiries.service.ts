// What administrators do with the enquiry loop: read its figures, and act on the enquiries
// waiting on venues nobody owns — forward one again to the venue's listed e-mail (an invitation
// to claim the listing and answer: only for a venue that can be reached and claimed), or close
// it. Each action is audited in its transaction.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '../kernel/audit-log';
import { Clock } from '../kernel/clock';
import type { SessionUser } from '../kernel/session-user';
import { MailQueue } from '../kernel/mail/mail-queue';
import type { QueueFilter } from '../kernel/queue-page';
import { toQueuePageView } from '../kernel/queue-page.dto';
import { AdminEnquiriesRepository } from './admin-enquiries.repository';
import type { AdminEnquiriesOverview, AdminWaitingEnquiriesPage, AdminWaitingEnquiry } from './admin-enquiries.dto';
import { ProposalLinks } from './proposal-links';
import { claimInvitationMail } from './venue-enquiry-mails';
import { VenueEnquiryException } from './venue-enquiry.exception';
import { VenueEnquiryRepository, type VenueEnquiryRow } from './venue-enquiry.repository';
import { mapVenueEnquirySummary } from './venue-enquiry.views';

const DAY_MS = 24 * 60 * 60_000;
export const MANY_UNANSWERED = 3;

@Injectable()
export class AdminEnquiriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly admin: AdminEnquiriesRepository,
    private readonly venueEnquiries: VenueEnquiryRepository,
    private readonly links: ProposalLinks,
    private readonly mail: MailQueue,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async overview(days: number): Promise<AdminEnquiriesOverview> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - (days - 1) * DAY_MS);
    since.setUTCHours(0, 0, 0, 0);
    const [perDay, totals, venues, counts] = await Promise.all([
      this.admin.perDay(since, now),
      this.admin.totals(since),
      this.admin.venuesWithManyUnanswered(MANY_UNANSWERED, 20),
      this.admin.counts(startOfDay(now)),
    ]);
    return {
      days,
      per_day: perDay,
      enquiries: totals.enquiries,
      answered: totals.answered,
      answered_share: totals.enquiries ? Math.round((totals.answered / totals.enquiries) * 1000) / 1000 : null,
      median_answer_seconds: totals.medianAnswerSeconds,
      waiting_on_unowned: counts.waitingOnUnowned,
      venues_with_many_unanswered: venues.map((v) => ({
        venue: { id: v.venueId, name: v.venueName, slug: v.venueSlug },
        owned: v.owned,
        unanswered: v.unanswered,
      })),
    };
  }

  async waiting(filter: QueueFilter<null>): Promise<AdminWaitingEnquiriesPage> {
    const page = await this.venueEnquiries.waitingOnUnowned(filter);
    const now = this.clock.now();
    return { items: page.rows.map((row) => this.mapWaiting(row, now)), ...toQueuePageView(page, filter.limit) };
  }

  /** Sends the venue's listed e-mail the invitation to claim its listing again, for this enquiry. */
  async forward(admin: SessionUser, id: string): Promise<AdminWaitingEnquiry> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (tx) => {
      const row = await this.waitingRow(tx, id);
      if (!row.venueContactEmail) throw VenueEnquiryException.noListedEmail();
      if (!row.venueClaimable) throw VenueEnquiryException.notClaimable();
      await this.venueEnquiries.update(tx, id, { forwarded: now });
      const venue = { id: row.venueId, name: row.venueName, contactEmail: row.venueContactEmail };
      const mail = claimInvitationMail(
        venue,
        now.toISOString().slice(0, 10),
        row.event,
        this.links.claim({ id: row.venueId, slug: row.venueSlug }),
      );
      await this.mail.enqueue(tx, [{ ...mail, dedupeKey: `venue-enquiry:${id}:forward:${row.forwardedCount + 1}` }]);
      await this.audit.record(tx, {
        actorId: admin.id,
        action: 'venue_enquiry.forwarded',
        entityType: 'venue_enquiry',
        entityId: id,
        before: { forwarded_count: row.forwardedCount },
        after: { forwarded_count: row.forwardedCount + 1, to: row.venueContactEmail },
      });
    });
    this.mail.dispatchSoon();
    return this.mapWaiting((await this.venueEnquiries.find(id))!, now);
  }

  async close(admin: SessionUser, id: string): Promise<AdminWaitingEnquiry> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (tx) => {
      const row = await this.waitingRow(tx, id);
      await this.venueEnquiries.update(tx, id, { state: 'closed', closedReason: 'closed_by_admin', outcomeAt: now });
      await this.audit.record(tx, {
        actorId: admin.id,
        action: 'venue_enquiry.closed',
        entityType: 'venue_enquiry',
        entityId: id,
        before: { state: row.state },
        after: { state: 'closed', closed_reason: 'closed_by_admin' },
      });
    });
    return this.mapWaiting((await this.venueEnquiries.find(id))!, now);
  }

  private async waitingRow(tx: Parameters<VenueEnquiryRepository['find']>[1], id: string): Promise<VenueEnquiryRow> {
    const row = await this.venueEnquiries.find(id, tx, true);
    if (!row) throw VenueEnquiryException.notFound(id);
    if (row.state !== 'new' && row.state !== 'viewed') throw VenueEnquiryException.notWaiting(row.state);
    if (row.venueOwnerId) throw VenueEnquiryException.notWaiting('with the venue’s owner now');
    return row;
  }

  private mapWaiting(row: VenueEnquiryRow, now: Date): AdminWaitingEnquiry {
    return {
      ...mapVenueEnquirySummary(row, now),
      contact: row.contact,
      venue_email: row.venueContactEmail,
      can_forward: canForward(row),
      planner_email: row.plannerEmail,
      forwarded_count: row.forwardedCount,
      last_forwarded_at: row.lastForwardedAt?.toISOString() ?? null,
    };
  }
}

/** Forwarding invites the venue to claim its listing and answer: it needs an address and a claimable listing. */
function canForward(row: VenueEnquiryRow): boolean {
  return row.venueContactEmail !== null && row.venueClaimable;
}

function startOfDay(now: Date): Date {
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}
