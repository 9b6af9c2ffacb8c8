// The owner's side of an enquiry: list, open (which marks it viewed), send or revise the one
// proposal, decline with a reason, and write in the thread. Only the venue's owner — or an
// administrator — may see or answer it; to anyone else it does not exist (404). Every answer
// is one transaction with its mails: a proposal mails the planner a fresh private link.
import { Injectable } from '@nestjs/common';
import { HOLD_DAYS } from '@venue-finder/contract';
import type { SessionUser } from '../kernel/session-user';
import { AuditLog } from '../kernel/audit-log';
import { VenueCalendarRepository } from '../venue-calendar';
import { Clock } from '../kernel/clock';
import { MailQueue } from '../kernel/mail/mail-queue';
import { MediaService } from '../media';
import type { QueueFilter } from '../kernel/queue-page';
import { toQueuePageView } from '../kernel/queue-page.dto';
import { todayIso } from '../kernel/event-details.dto';
import { ProposalLinks } from './proposal-links';
import { HOUR_MS, THREAD_MAILS_PER_HOUR, whyNoMessages } from './thread-rules';
import { ResponseFiguresCache } from './response-figures';
import {
  type DeclineRequest,
  MAX_PRICE_GBP,
  type ProposalRequest,
  type ThreadMessagesResponse,
  type VenueEnquiriesPage,
  type VenueEnquiryDetail,
} from './venue-enquiry.dto';
import { VenueEnquiryException } from './venue-enquiry.exception';
import {
  messageToPlannerMail,
  proposalLinkMail,
  proposalWithdrawnMail,
  venueDeclinedToPlannerMail,
} from './venue-enquiry-mails';
import { type EnquiryScope, VenueEnquiryRepository, type VenueEnquiryRow } from './venue-enquiry.repository';
import { VenueHoldRepository } from './venue-hold.repository';
import { VenueHoldsService } from './venue-holds.service';
import { isNothingLeft, mapMessage, mapVenueEnquiryDetail, mapVenueEnquirySummary } from './venue-enquiry.views';
import { DataSource, type EntityManager } from 'typeorm';

const WHY_NOT_ANSWERABLE: Record<string, string> = {
  declined: 'You declined this enquiry, so it cannot be answered with a proposal.',
  expired: 'This enquiry expired after 72 hours without an answer; the planner has been told by e-mail.',
  closed: 'This enquiry is closed: the planner chose another venue, or our team closed it.',
  accepted: 'The planner accepted this proposal: it can no longer be changed. Write to them in the thread instead.',
  not_chosen: 'The planner chose another venue, so this proposal can no longer be changed.',
  declined_by_planner: 'The planner declined this proposal, so it can no longer be changed.',
  withdrawn: 'You withdrew this proposal, so it can no longer be changed.',
};

@Injectable()
export class OwnerEnquiriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly venueEnquiries: VenueEnquiryRepository,
    private readonly links: ProposalLinks,
    private readonly mail: MailQueue,
    private readonly media: MediaService,
    private readonly clock: Clock,
    private readonly figures: ResponseFiguresCache,
    private readonly holds: VenueHoldsService,
    private readonly holdRows: VenueHoldRepository,
    private readonly audit: AuditLog,
    private readonly calendar: VenueCalendarRepository,
  ) {}

  async list(user: SessionUser, filter: QueueFilter<null>): Promise<VenueEnquiriesPage> {
    const scope: EnquiryScope = user.userType === 'admin' ? { all: true } : { ownerId: user.id };
    const page = await this.venueEnquiries.page(scope, filter);
    const now = this.clock.now();
    return {
      items: page.rows.map((row) => mapVenueEnquirySummary(row, now)),
      ...toQueuePageView(page, filter.limit),
    };
  }

  /** Opens one: its owner opening it marks it viewed (an administrator looking does not). */
  async open(user: SessionUser, id: string): Promise<VenueEnquiryDetail> {
    const row = await this.visible(user, id);
    if (row.state === 'new' && row.venueOwnerId === user.id) {
      await this.venueEnquiries.markViewed(id, this.clock.now());
    }
    return this.detail(id);
  }

  async propose(user: SessionUser, id: string, request: ProposalRequest): Promise<VenueEnquiryDetail> {
    const visible = await this.visible(user, id);
    const now = this.clock.now();
    this.checkProposal(request, now);
    await this.checkDatesFree(visible.venueId, request.dates);
    const documentKey = request.document ? request.document.replace(/^\/api\/media\//, '') : null;
    if (documentKey && !(await this.media.isStoredPdfOf(user, documentKey)))
      throw VenueEnquiryException.documentMissing();
    await this.dataSource.transaction(async (tx) => {
      const row = (await this.venueEnquiries.find(id, tx, true))!;
      const blocked = this.whyNotProposable(row);
      if (blocked) throw VenueEnquiryException.notAnswerable(blocked);
      const proposal = await this.venueEnquiries.insertProposal(
        tx,
        id,
        user.id,
        {
          room: request.room,
          layout: request.layout,
          capacity: request.capacity,
          dates: [...request.dates].sort(),
          priceBasis: request.price_basis,
          pricePence: Math.round(request.price_gbp * 100),
          inclusions: request.inclusions ?? [],
          validUntil: request.valid_until,
          message: request.message ?? '',
          documentKey,
          holdDays: request.hold_days ?? HOLD_DAYS.default,
        },
        now,
      );
      await this.venueEnquiries.update(tx, id, {
        state: 'proposed',
        proposalOutcome: 'open',
        firstAnswerAt: now,
      });
      await this.recordOnBehalf(tx, user, row, 'venue_enquiry.proposed_on_behalf', {
        revision: proposal.revision,
        price_pence: proposal.pricePence,
        price_basis: proposal.priceBasis,
      });
      // The first proposal is always mailed; revisions, with messages, only the first few an hour.
      if (proposal.revision === 1 || (await this.mayMailPlanner(tx, id, now))) {
        const link = await this.links.issue(tx, row.enquiryId, now);
        await this.mail.enqueue(tx, [
          proposalLinkMail(
            row.plannerEmail,
            `proposal:${proposal.id}`,
            senderName(user, row),
            proposal.revision > 1,
            link,
          ),
        ]);
      }
    });
    this.mail.dispatchSoon();
    this.figures.forget();
    return this.detail(id);
  }

  async decline(user: SessionUser, id: string, request: DeclineRequest): Promise<VenueEnquiryDetail> {
    await this.visible(user, id);
    const text = request.text ?? '';
    if (request.reason === 'other' && !text) {
      const message = 'text is required when the reason is other: say why, in a few words';
      throw VenueEnquiryException.invalidProposal({ text: message });
    }
    const now = this.clock.now();
    await this.dataSource.transaction(async (tx) => {
      const row = (await this.venueEnquiries.find(id, tx, true))!;
      if (row.state === 'proposed') {
        throw VenueEnquiryException.notAnswerable(
          'You have sent a proposal for this enquiry: revise it instead, or tell the planner in the thread.',
        );
      }
      const blocked = this.whyNotProposable(row);
      if (blocked) throw VenueEnquiryException.notAnswerable(blocked);
      await this.venueEnquiries.update(tx, id, {
        state: 'declined',
        declineReason: request.reason,
        declineText: text,
        firstAnswerAt: now,
        outcomeAt: now,
      });
      await this.recordOnBehalf(tx, user, row, 'venue_enquiry.declined_on_behalf', {
        reason: request.reason,
        text,
      });
      // The planner is told at once, in the venue's own words, and whether anything is left.
      const rows = await this.venueEnquiries.ofEnquiry(row.enquiryId, tx);
      const holds = await this.holdRows.ofVenueEnquiries(
        rows.map((r) => r.id),
        tx,
      );
      const link = await this.links.issue(tx, row.enquiryId, now);
      await this.mail.enqueue(tx, [
        venueDeclinedToPlannerMail(
          id,
          row.plannerEmail,
          senderName(user, row),
          { reason: request.reason, text },
          isNothingLeft(rows, holds),
          link,
        ),
      ]);
    });
    this.mail.dispatchSoon();
    this.figures.forget();
    return this.detail(id);
  }

  /** Withdraws an open proposal (not accepted, not settled); the planner is told. */
  async withdraw(user: SessionUser, id: string): Promise<VenueEnquiryDetail> {
    await this.visible(user, id);
    const now = this.clock.now();
    await this.dataSource.transaction(async (tx) => {
      const row = (await this.venueEnquiries.find(id, tx, true))!;
      if (row.state !== 'proposed') {
        throw VenueEnquiryException.notAnswerable(
          'You have not sent a proposal for this enquiry, so there is none to withdraw.',
        );
      }
      const blocked = this.whyNotProposable(row);
      if (blocked) throw VenueEnquiryException.notAnswerable(blocked);
      await this.venueEnquiries.update(tx, id, { proposalOutcome: 'withdrawn', outcomeAt: now });
      const link = await this.links.issue(tx, row.enquiryId, now);
      await this.recordOnBehalf(tx, user, row, 'venue_enquiry.withdrawn_on_behalf', {});
      await this.mail.enqueue(tx, [proposalWithdrawnMail(id, row.plannerEmail, senderName(user, row), link)]);
    });
    this.mail.dispatchSoon();
    return this.detail(id);
  }

  /** Releases the date held for the planner, who is mailed the venue's reason. */
  async release(user: SessionUser, id: string, reason: string): Promise<VenueEnquiryDetail> {
    const row = await this.visible(user, id);
    const onBehalf =
      row.venueOwnerId === user.id
        ? undefined
        : {
            sender: senderName(user, row),
            record: (tx: EntityManager) =>
              this.recordOnBehalf(tx, user, row, 'venue_enquiry.hold_released_on_behalf', { reason }),
          };
    await this.holds.release(row, 'venue', reason, this.clock.now(), onBehalf);
    return this.detail(id);
  }

  async messages(user: SessionUser, id: string): Promise<ThreadMessagesResponse> {
    await this.visible(user, id);
    return { messages: (await this.venueEnquiries.messagesOf([id])).map(mapMessage) };
  }

  /** The venue writes to the planner, who is mailed the message with a fresh link to reply. */
  async write(user: SessionUser, id: string, body: string): Promise<ThreadMessagesResponse> {
    const row = await this.visible(user, id);
    const closed = whyNoMessages(row);
    if (closed) throw VenueEnquiryException.threadClosed(closed);
    const now = this.clock.now();
    await this.dataSource.transaction(async (tx) => {
      const message = await this.venueEnquiries.insertMessage(tx, id, 'venue', user.id, body, now);
      await this.recordOnBehalf(tx, user, row, 'venue_enquiry.message_on_behalf', { message_id: message.id });
      if (await this.mayMailPlanner(tx, id, now)) {
        const link = await this.links.issue(tx, row.enquiryId, now);
        await this.mail.enqueue(tx, [
          messageToPlannerMail(message.id, row.plannerEmail, senderName(user, row), body, link),
        ]);
      }
    });
    this.mail.dispatchSoon();
    return this.messages(user, id);
  }

  /** An administrator acting for a venue they do not own is written in the audit log, in the act's transaction. */
  private async recordOnBehalf(
    tx: EntityManager,
    user: SessionUser,
    row: VenueEnquiryRow,
    action: string,
    after: Record<string, unknown>,
  ): Promise<void> {
    if (row.venueOwnerId === user.id) return;
    await this.audit.record(tx, {
      actorId: user.id,
      action,
      entityType: 'venue_enquiry',
      entityId: row.id,
      before: { state: row.state, proposal_outcome: row.proposalOutcome },
      after: { ...after, venue_id: row.venueId },
    });
  }

  /** Whether the planner may still be mailed about this venue enquiry this hour (what was just sent included). */
  private async mayMailPlanner(tx: EntityManager, id: string, now: Date): Promise<boolean> {
    return (
      (await this.venueEnquiries.sentSince(id, 'venue', new Date(now.getTime() - HOUR_MS), tx)) <= THREAD_MAILS_PER_HOUR
    );
  }

  private async detail(id: string, db?: EntityManager): Promise<VenueEnquiryDetail> {
    const row = (await this.venueEnquiries.find(id, db))!;
    const [revisions, messages, [hold]] = await Promise.all([
      this.venueEnquiries.proposalsOf([id], db),
      this.venueEnquiries.messagesOf([id], db),
      this.holdRows.ofVenueEnquiries([id], db),
    ]);
    return mapVenueEnquiryDetail(row, revisions, messages, hold ?? null, this.clock.now());
  }

  /** The venue enquiry, if this user may see it: its venue's owner, or an administrator. */
  private async visible(user: SessionUser, id: string): Promise<VenueEnquiryRow> {
    const row = await this.venueEnquiries.find(id);
    if (!row || (user.userType !== 'admin' && row.venueOwnerId !== user.id)) throw VenueEnquiryException.notFound(id);
    return row;
  }

  private whyNotProposable(row: VenueEnquiryRow): string | null {
    if (row.state === 'new' || row.state === 'viewed') return null;
    if (row.state === 'proposed') {
      if (row.proposalOutcome === 'open') return null;
      return WHY_NOT_ANSWERABLE[row.proposalOutcome === 'declined' ? 'declined_by_planner' : row.proposalOutcome!]!;
    }
    return WHY_NOT_ANSWERABLE[row.state]!;
  }

  /** A proposal offers only days the venue's calendar does not mark unavailable (issue #48). */
  private async checkDatesFree(venueId: string, dates: string[]): Promise<void> {
    const sorted = [...dates].sort();
    const entries = await this.calendar.calendarEntries(venueId, sorted[0]!, sorted.at(-1)!);
    const blocked = sorted.filter((day) =>
      entries.some((entry) => entry.kind === 'unavailable' && entry.firstDay <= day && day <= entry.lastDay),
    );
    if (blocked.length > 0) {
      throw VenueEnquiryException.invalidProposal({
        dates: `your calendar marks ${blocked.join(', ')} unavailable: offer other dates, or free them in the Calendar tab first`,
      });
    }
  }

  /** What the DTO cannot see alone: a price sensible for its basis, and dates that still lie ahead. */
  private checkProposal(request: ProposalRequest, now: Date): void {
    const fields: Record<string, string> = {};
    const max = MAX_PRICE_GBP[request.price_basis];
    if (request.price_gbp > max) {
      const label = { total: 'in total', per_delegate: 'per delegate', day_rate: 'as a day rate' }[request.price_basis];
      fields.price_gbp = `price_gbp must be at most £${max.toLocaleString('en-GB')} ${label}`;
    }
    const today = todayIso(now);
    if (!(request.valid_until > today) || !isRealDate(request.valid_until)) {
      fields.valid_until = 'valid_until must be a date after today';
    }
    if (Object.keys(fields).length > 0) throw VenueEnquiryException.invalidProposal(fields);
  }
}

/**
 * Who the planner is told wrote: the venue, or — when an administrator answers for a venue it
 * does not own — "Venue Finder on behalf of {venue}", never the venue's name alone.
 */
export function senderName(user: SessionUser, row: VenueEnquiryRow): string {
  return row.venueOwnerId === user.id ? row.venueName : `Venue Finder on behalf of ${row.venueName}`;
}

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}
