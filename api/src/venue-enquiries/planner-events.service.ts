// My events: every brief the signed-in planner's address sent, and those colleagues shared with
// it, newest first, each shown as the private link shows it (PlannerProposalsService.view, one
// home for that page); and sharing one's own event with a colleague by e-mail, to view or to view
// and decide. The colleague is mailed (a limit per sharer a day, and at most MAX_SHARES_PER_EVENT
// colleagues per event) and signs in with their own address as a planner.
import { Injectable } from '@nestjs/common';
import { routeHref } from '@venue-finder/contract';
import { DataSource } from 'typeorm';
import { Clock } from '../kernel/clock';
import type { SessionUser } from '../kernel/session-user';
import { ApiConfig } from '../config/api-config';
import { MailQueue } from '../kernel/mail/mail-queue';
import type { CursorPageParams } from '../kernel/queue-page.dto';
import { RateLimiter } from '../rate-limit';
import type { EventSharesResponse, PlannerEventView, PlannerEventsPage, ShareEventRequest } from './planner-events.dto';
import type { PlannerProposalsResponse } from './planner-proposal.dto';
import { type EventShare, PlannerEventsRepository } from './planner-events.repository';
import { PlannerProposalsService } from './planner-proposals.service';
import { eventSharedMail, formatDateEnGb } from './venue-enquiry-mails';
import { VenueEnquiryException } from './venue-enquiry.exception';

export const MAX_SHARES_PER_EVENT = 20;
const SHARE_MAILS_PER_PLANNER_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60_000;

const mapShare = (share: EventShare) => ({
  id: share.id,
  email: share.email,
  permission: share.permission,
  created_at: share.createdAt.toISOString(),
});

@Injectable()
export class PlannerEventsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: PlannerEventsRepository,
    private readonly proposals: PlannerProposalsService,
    private readonly mail: MailQueue,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
  ) {}

  async list(planner: SessionUser, params: CursorPageParams): Promise<PlannerEventsPage> {
    const page = await this.events.page(planner.email, {
      status: null,
      q: '',
      sort: 'newest',
      limit: params.limit,
      cursor: params.cursor,
    });
    const now = this.clock.now();
    const pages = await this.proposals.views(
      page.rows.map((row) => ({ enquiryId: row.id, opener: { planner, enquiryId: row.id } })),
      now,
    );
    const events = page.rows.map((row, i) => ({ ...pages[i]!, permission: row.permission, shared_by: row.sharedBy }));
    return {
      events,
      total: page.total,
      limit: params.limit,
      next_cursor: page.nextCursor,
      prev_cursor: page.prevCursor,
    };
  }

  /**
   * The page of one event (as the private link shows it), marked with whose it is: every answer
   * under /api/v2/planner/events/{id} is one, so the page keeps knowing after an action.
   */
  async marked(planner: SessionUser, enquiryId: string, page: PlannerProposalsResponse): Promise<PlannerEventView> {
    const access = await this.events.access(enquiryId, planner.email);
    if (!access) throw VenueEnquiryException.notFound(enquiryId);
    return { ...page, permission: access.permission, shared_by: access.sharedBy };
  }

  async shares(planner: SessionUser, enquiryId: string): Promise<EventSharesResponse> {
    await this.mustOwn(planner, enquiryId);
    return { shares: (await this.events.sharesOf(enquiryId)).map(mapShare) };
  }

  /** Shares the event (or changes the permission it was shared with) and mails the colleague. */
  async share(planner: SessionUser, enquiryId: string, request: ShareEventRequest): Promise<EventSharesResponse> {
    await this.mustOwn(planner, enquiryId);
    if (request.email === planner.email.toLowerCase()) {
      throw VenueEnquiryException.invalidShare({ email: 'This is your own address: enter your colleague’s' });
    }
    const existing = await this.events.sharesOf(enquiryId);
    if (!existing.some((s) => s.email === request.email) && existing.length >= MAX_SHARES_PER_EVENT) {
      throw VenueEnquiryException.tooManyShares(MAX_SHARES_PER_EVENT);
    }
    await this.limiter.consumePerAddress(
      'event-shares:sharer',
      planner.email,
      { limit: SHARE_MAILS_PER_PLANNER_PER_DAY, windowMs: DAY_MS },
      'event shares',
    );
    const now = this.clock.now();
    const page = await this.proposals.view(enquiryId, { planner, enquiryId }, now);
    const signIn = `${this.config.publicUrl}${routeHref('signIn', {}, { user_type: 'planner', next: routeHref('myEvent', { id: enquiryId }) })}`;
    await this.dataSource.transaction(async (tx) => {
      await this.events.share(
        tx,
        { enquiryId, email: request.email, permission: request.permission, sharedBy: planner.id },
        now,
      );
      const share = (await this.events.sharesOf(enquiryId, tx)).find((s) => s.email === request.email)!;
      const sharedBy = planner.name || planner.email;
      await this.mail.enqueue(tx, [
        eventSharedMail(
          share.id,
          request.email,
          sharedBy,
          request.permission,
          signIn,
          formatDateEnGb(page.sent_at.slice(0, 10)),
        ),
      ]);
    });
    this.mail.dispatchSoon();
    return { shares: (await this.events.sharesOf(enquiryId)).map(mapShare) };
  }

  async unshare(planner: SessionUser, enquiryId: string, shareId: string): Promise<void> {
    await this.mustOwn(planner, enquiryId);
    if (!(await this.events.unshare(enquiryId, shareId))) throw VenueEnquiryException.notFound(shareId);
  }

  /** Only the planner whose brief it is shares it; to anyone who cannot see it, it does not exist. */
  private async mustOwn(planner: SessionUser, enquiryId: string): Promise<void> {
    const access = await this.events.access(enquiryId, planner.email);
    if (!access) throw VenueEnquiryException.notFound(enquiryId);
    if (access.permission !== 'owner') throw VenueEnquiryException.notYourEventToShare();
  }
}
