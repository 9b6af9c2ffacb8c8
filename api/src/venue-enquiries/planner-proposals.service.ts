// The planner's side, behind the private link (no account) or, for a signed-in planner, one of
// their events (My events): every venue's state in words, the
// proposals side by side, accept one (its owner is mailed; the other venues are told politely
// they were not chosen), decline one, and the thread. Accepting locks all the enquiry's venue
// enquiries in one order, so of two accepts racing, one wins and the other gets a 409. A fresh
// link is mailed only to the brief's own address, and the answer is the same whatever it is.
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { ENQUIRY_EXPIRY_HOURS, describeWait, optionText } from '@venue-finder/contract';
import type { VenueHold } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../kernel/audit-log';
import { Clock } from '../kernel/clock';
import { Jobs } from '../kernel/jobs/jobs';
import { MAIL_LANE } from '../kernel/mail/mail-dispatcher';
import { MailQueue } from '../kernel/mail/mail-queue';
import { MediaService } from '../media';
import { RateLimiter } from '../rate-limit';
import { todayIso } from '../kernel/event-details.dto';
import type {
  AcceptProposalRequest,
  FreshLinkResponse,
  PlannerProposalsResponse,
  PlannerThreadResponse,
  ReviewRequest,
} from './planner-proposal.dto';
import { ProposalLinks } from './proposal-links';
import { HOUR_MS, THREAD_MAILS_PER_HOUR, whyNoMessages } from './thread-rules';
import { type ResponseFigures, responseFiguresOf } from './response-figures';
import { ResponseFiguresRepository } from './response-figures.repository';
import { VenueEnquiryException } from './venue-enquiry.exception';
import { freshLinkMail, messageToOwnerMail, plannerDeclinedMail, venueDeclineText } from './venue-enquiry-mails';
import { type ProposalRevision, VenueEnquiryRepository, type VenueEnquiryRow } from './venue-enquiry.repository';
import { isNothingLeft, mapEventDetails, mapHold, mapMessage, mapProposal } from './venue-enquiry.views';
import { acceptedToPlannerMail, acceptedToVenueMail, formatLondonTime, notChosenMail } from './venue-hold-mails';
import { VenueHoldRepository } from './venue-hold.repository';
import { VenueHoldsService, heldFacts } from './venue-holds.service';
import { VenueReviewRepository } from './venue-review.repository';
import { VenueReviewsService, reviewState } from './venue-reviews.service';
import { type PlannerOpener, PlannerEventsRepository } from './planner-events.repository';

export const FRESH_LINK_ANSWER = 'If this address sent a brief in the last 90 days, a fresh link is on its way to it.';
const FRESH_LINKS_PER_ADDRESS_PER_DAY = 3;
const FRESH_LINK_ENQUIRIES = 5;
/** Looks an address's recent enquiries up and mails them fresh links (queued by mailFreshLink). */
const FRESH_LINK_JOB = 'proposal-links.fresh';

/** Each venue's state in words, as the planner's page shows it from the moment the brief is sent. */
export function statusText(row: VenueEnquiryRow, figures: ResponseFigures | undefined, hold?: VenueHold): string {
  if (hold) {
    switch (hold.state) {
      case 'held':
        return `Accepted — held for you as the ${optionText(hold.optionRank)} until ${formatLondonTime(hold.expiresAt)} (${hold.reference})`;
      case 'confirmed':
        return `Booked — reference ${hold.reference}`;
      case 'released':
        return hold.releasedBy === 'venue'
          ? `Hold released by the venue${hold.releaseReason ? `: ${hold.releaseReason}` : ''}`
          : 'You released the hold';
      case 'expired':
        return 'The hold ended: it was not confirmed in time';
    }
  }
  switch (row.state) {
    case 'proposed':
      return {
        open: 'Proposal received',
        accepted: 'Accepted',
        not_chosen: 'Not chosen',
        declined: 'You declined this proposal',
        withdrawn: 'The venue withdrew its proposal',
      }[row.proposalOutcome ?? 'open'];
    case 'declined':
      return venueDeclineText(row.declineReason ?? 'other', row.declineText);
    case 'expired':
      return `Expired: no answer within ${ENQUIRY_EXPIRY_HOURS} hours`;
    case 'closed':
      return row.closedReason === 'another_venue_chosen' ? 'Closed: you chose another venue' : 'Closed';
    default:
      if (!row.venueOwnerId) return 'Being contacted for you';
      return figures?.median_answer_seconds != null
        ? `Sent — usually answers within ${describeWait(figures.median_answer_seconds)}`
        : 'Sent — waiting for the venue’s answer';
  }
}

/** Where the page fetches a proposal's PDF: behind the private link, or in My events. */
/** The colleague writing, when a planner the event was shared with acts on it (their name, else address). */
function colleagueOf(opener: PlannerOpener, row: VenueEnquiryRow): string | null {
  if (!('planner' in opener)) return null;
  const { planner } = opener;
  if (planner.email.toLowerCase() === row.plannerEmail.toLowerCase()) return null;
  return planner.name.trim() || planner.email;
}

function documentUrl(opener: PlannerOpener, enquiryId: string, proposalId: string): string {
  return 'planner' in opener
    ? `/api/v2/planner/events/${enquiryId}/documents/${proposalId}`
    : `/api/v2/proposals/documents/${proposalId}`;
}

/** The date the planner accepts: one the proposal offers, not passed; the only one when it offers one. */
function chosenDate(proposal: ProposalRevision, asked: string | undefined, today: string): string {
  const open = proposal.dates.filter((d) => d >= today);
  if (asked === undefined) {
    if (open.length === 1) return open[0]!;
    throw VenueEnquiryException.invalidAcceptance({
      date: `date is required: choose one of the dates offered (${open.join(', ')})`,
    });
  }
  if (!open.includes(asked)) {
    throw VenueEnquiryException.invalidAcceptance({
      date: `date must be one of the dates offered that has not passed: ${open.join(', ') || 'none is left'}`,
    });
  }
  return asked;
}

@Injectable()
export class PlannerProposalsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly venueEnquiries: VenueEnquiryRepository,
    private readonly links: ProposalLinks,
    private readonly figures: ResponseFiguresRepository,
    private readonly mail: MailQueue,
    private readonly media: MediaService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly holds: VenueHoldsService,
    private readonly holdRows: VenueHoldRepository,
    private readonly jobs: Jobs,
    private readonly reviews: VenueReviewsService,
    private readonly reviewRows: VenueReviewRepository,
    private readonly events: PlannerEventsRepository,
    private readonly audit: AuditLog,
  ) {
    // In the mail lane: a planner is waiting for this link as for a sign-in link.
    jobs.handle(FRESH_LINK_JOB, (job) => this.sendFreshLinks(String(job.payload.email), job.id), MAIL_LANE);
  }

  async overview(opener: PlannerOpener): Promise<PlannerProposalsResponse> {
    const enquiryId = await this.enquiryOf(opener);
    const now = this.clock.now();
    await this.figures.markLinkOpened(enquiryId, now);
    return this.view(enquiryId, opener, now);
  }

  /** The page of one enquiry as its planner sees it (the private link's and My events' alike). */
  async view(enquiryId: string, opener: PlannerOpener, now: Date): Promise<PlannerProposalsResponse> {
    const [page] = await this.views([{ enquiryId, opener }], now);
    return page!;
  }

  /**
   * The pages of several enquiries (a page of My events), in the order asked, read together: the
   * same handful of queries for ten events as for one.
   */
  async views(
    pages: readonly { enquiryId: string; opener: PlannerOpener }[],
    now: Date,
  ): Promise<PlannerProposalsResponse[]> {
    const allRows = await this.venueEnquiries.ofEnquiries(pages.map((p) => p.enquiryId));
    const ids = allRows.map((r) => r.id);
    const [allProposals, allMessages, allHolds, figures] = await Promise.all([
      this.venueEnquiries.proposalsOf(ids, undefined, true),
      this.venueEnquiries.messagesOf(ids),
      this.holdRows.ofVenueEnquiries(ids),
      responseFiguresOf(this.figures, [...new Set(allRows.map((r) => r.venueId))], now),
    ]);
    const reviews = await this.reviewRows.ofHolds(allHolds.map((h) => h.id));
    return pages.map(({ enquiryId, opener }) => {
      const rows = allRows.filter((r) => r.enquiryId === enquiryId);
      const mine = new Set(rows.map((r) => r.id));
      const proposals = allProposals.filter((p) => mine.has(p.venueEnquiryId));
      const messages = allMessages.filter((m) => mine.has(m.venueEnquiryId));
      const holds = allHolds.filter((h) => mine.has(h.venueEnquiryId));
      const event = rows[0]?.event;
      const sentAt = rows[0]?.createdAt ?? now;
      return {
        enquiry_id: enquiryId,
        sent_at: sentAt.toISOString(),
        event: mapEventDetails(
          event ?? { date: null, dateFlexible: false, guests: null, layout: null, budgetPence: null },
        ),
        accepted_id: rows.find((r) => r.proposalOutcome === 'accepted')?.id ?? null,
        nothing_left: isNothingLeft(rows, holds),
        venues: rows.map((row) => {
          const proposal = proposals.find((p) => p.venueEnquiryId === row.id);
          const hold = holds.find((h) => h.venueEnquiryId === row.id);
          const settledByChoice = row.proposalOutcome === 'not_chosen' || row.closedReason === 'another_venue_chosen';
          return {
            id: row.id,
            venue: { id: row.venueId, name: row.venueName, slug: row.venueSlug, city: row.venueCity },
            state: row.state,
            proposal_outcome: row.proposalOutcome,
            status_text: statusText(row, figures.get(row.venueId), hold),
            contact: row.contact,
            decline_reason: row.declineReason,
            decline_text: row.declineText,
            proposal: proposal
              ? mapProposal(proposal, row.event.guests, now, (p) => documentUrl(opener, enquiryId, p.id))
              : null,
            response: figures.get(row.venueId) ?? null,
            can_message: row.venueOwnerId !== null,
            message_count: messages.filter((m) => m.venueEnquiryId === row.id).length,
            hold: hold && proposal ? mapHold(hold, [proposal]) : null,
            told_by_mail: settledByChoice ? row.outcomeMailedAt !== null : null,
            not_chosen: row.notChosen,
            review: reviewState(
              hold,
              reviews.find((r) => r.venueHoldId === hold?.id),
              now,
            ),
          };
        }),
      };
    });
  }

  /**
   * Accepts the revision the planner was shown, for the date they chose: the date is held for
   * them, both sides are mailed what was accepted with its reference, and the other venues are
   * told (with the planner's reason, if given) wherever they can be reached by mail.
   */
  async accept(opener: PlannerOpener, id: string, request: AcceptProposalRequest): Promise<PlannerProposalsResponse> {
    const enquiryId = await this.enquiryOf(opener, 'decide');
    const now = this.clock.now();
    const reason = request.not_chosen_reason
      ? { reason: request.not_chosen_reason, text: request.not_chosen_text ?? '' }
      : null;
    if (reason?.reason === 'other' && !reason.text) {
      throw VenueEnquiryException.invalidAcceptance({
        not_chosen_text: 'not_chosen_text is required when the reason is other: say why, in a few words',
      });
    }
    await this.dataSource.transaction(async (tx) => {
      // All of the enquiry's venue enquiries, locked in one order: a racing accept waits here.
      const rows = await this.venueEnquiries.ofEnquiry(enquiryId, tx, true);
      const chosen = rows.find((r) => r.id === id);
      if (!chosen) throw VenueEnquiryException.notFound(id);
      const accepted = rows.find((r) => r.proposalOutcome === 'accepted');
      if (accepted) throw VenueEnquiryException.alreadyAccepted(accepted.venueName, accepted.id === id);
      if (chosen.state !== 'proposed')
        throw VenueEnquiryException.proposalNotOpen(`${chosen.venueName} has not sent a proposal.`);
      if (chosen.proposalOutcome === 'withdrawn')
        throw VenueEnquiryException.proposalNotOpen(`${chosen.venueName} has withdrawn its proposal.`);
      if (chosen.proposalOutcome !== 'open') {
        throw VenueEnquiryException.proposalNotOpen(`You declined the proposal from ${chosen.venueName}.`);
      }
      const [proposal] = await this.venueEnquiries.proposalsOf([id], tx, true);
      if (proposal!.revision !== request.revision) {
        throw VenueEnquiryException.proposalRevised(chosen.venueName, proposal!.revision);
      }
      const today = todayIso(now);
      if (proposal!.validUntil < today) throw VenueEnquiryException.proposalLapsed(proposal!.validUntil);
      const date = chosenDate(proposal!, request.date, today);

      await this.venueEnquiries.update(tx, id, { proposalOutcome: 'accepted', outcomeAt: now });
      await this.recordActor(tx, opener, 'planner.accept', id);
      const hold = await this.holds.place(tx, chosen, proposal!, date, now);
      const held = heldFacts(hold, chosen, proposal!);
      const mails = [acceptedToPlannerMail(chosen.plannerEmail, held, await this.links.issue(tx, enquiryId, now))];
      if (chosen.ownerEmail) {
        mails.push(acceptedToVenueMail(chosen.ownerEmail, held, chosen.plannerEmail, this.links.portal(id)));
      }
      for (const other of rows) {
        if (other.id === id) continue;
        const answered = other.state === 'proposed' && other.proposalOutcome === 'open';
        const waiting = other.state === 'new' || other.state === 'viewed';
        if (!answered && !waiting) continue;
        // An unclaimed venue invited to answer is told at the address it was invited at.
        const address = other.ownerEmail ?? (other.contact === 'invited_to_claim' ? other.venueContactEmail : null);
        await this.venueEnquiries.update(tx, other.id, {
          ...(answered
            ? { proposalOutcome: 'not_chosen' as const }
            : { state: 'closed' as const, closedReason: 'another_venue_chosen' as const }),
          outcomeAt: now,
          ...(reason ? { notChosen: reason } : {}),
          ...(address ? { outcomeMailedAt: now } : {}),
        });
        if (address) mails.push(notChosenMail(other.id, address, other.venueName, answered, reason));
      }
      await this.mail.enqueue(tx, mails);
    });
    this.mail.dispatchSoon();
    return this.overview(opener);
  }

  /** The planner confirms the booking of the date held for them. */
  async confirm(opener: PlannerOpener, id: string): Promise<PlannerProposalsResponse> {
    const row = await this.rowOf(opener, id, 'decide');
    await this.holds.confirm(row, this.clock.now(), (tx) => this.recordActor(tx, opener, 'planner.confirm', id));
    return this.overview(opener);
  }

  /** The planner releases the date held for them; the venue is told, with their reason if given. */
  async release(opener: PlannerOpener, id: string, reason: string): Promise<PlannerProposalsResponse> {
    const row = await this.rowOf(opener, id, 'decide');
    await this.holds.release(row, 'planner', reason, this.clock.now(), undefined, (tx) =>
      this.recordActor(tx, opener, 'planner.release', id),
    );
    return this.overview(opener);
  }

  /** The planner reviews the venue of their confirmed booking once its date has passed. */
  async review(opener: PlannerOpener, id: string, request: ReviewRequest): Promise<PlannerProposalsResponse> {
    const row = await this.rowOf(opener, id, 'decide');
    await this.reviews.write(row, request, this.clock.now());
    return this.overview(opener);
  }

  async decline(opener: PlannerOpener, id: string): Promise<PlannerProposalsResponse> {
    const enquiryId = await this.enquiryOf(opener, 'decide');
    const now = this.clock.now();
    await this.dataSource.transaction(async (tx) => {
      const rows = await this.venueEnquiries.ofEnquiry(enquiryId, tx, true);
      const row = rows.find((r) => r.id === id);
      if (!row) throw VenueEnquiryException.notFound(id);
      if (row.state !== 'proposed')
        throw VenueEnquiryException.proposalNotOpen(`${row.venueName} has not sent a proposal.`);
      if (row.proposalOutcome !== 'open') {
        throw VenueEnquiryException.proposalNotOpen(
          row.proposalOutcome === 'accepted'
            ? `You accepted the proposal from ${row.venueName}; write to the venue if your plans change.`
            : `The proposal from ${row.venueName} is already settled.`,
        );
      }
      await this.venueEnquiries.update(tx, id, { proposalOutcome: 'declined', outcomeAt: now });
      await this.recordActor(tx, opener, 'planner.decline', id);
      if (row.ownerEmail) await this.mail.enqueue(tx, [plannerDeclinedMail(id, row.ownerEmail, row.venueName)]);
    });
    this.mail.dispatchSoon();
    return this.overview(opener);
  }

  async thread(opener: PlannerOpener, id: string): Promise<PlannerThreadResponse> {
    await this.rowOf(opener, id);
    return { messages: (await this.venueEnquiries.messagesOf([id])).map(mapMessage) };
  }

  /** The planner writes to the venue's owner, who is mailed it. */
  async write(opener: PlannerOpener, id: string, body: string): Promise<PlannerThreadResponse> {
    const row = await this.rowOf(opener, id, 'decide');
    if (!row.venueOwnerId || !row.ownerEmail) throw VenueEnquiryException.noOneToMessage(row.venueName);
    const closed = whyNoMessages(row);
    if (closed) throw VenueEnquiryException.threadClosed(closed);
    const now = this.clock.now();
    await this.dataSource.transaction(async (tx) => {
      // A signed-in planner (the brief's own, or a colleague it was shared with) is its author.
      const authorId = 'planner' in opener ? opener.planner.id : null;
      const message = await this.venueEnquiries.insertMessage(tx, id, 'planner', authorId, body, now);
      // The owner is mailed about the first few an hour; the rest wait in the portal.
      const sent = await this.venueEnquiries.sentSince(id, 'planner', new Date(now.getTime() - HOUR_MS), tx);
      if (sent <= THREAD_MAILS_PER_HOUR) {
        await this.mail.enqueue(tx, [
          messageToOwnerMail(
            message.id,
            row.ownerEmail!,
            row.venueName,
            body,
            this.links.portal(id),
            colleagueOf(opener, row),
          ),
        ]);
      }
    });
    this.mail.dispatchSoon();
    return this.thread(opener, id);
  }

  /** A proposal's PDF, for the planner the proposal was sent to. */
  async document(opener: PlannerOpener, proposalId: string): Promise<{ contentType: string; body: Readable }> {
    const enquiryId = await this.enquiryOf(opener);
    const rows = await this.venueEnquiries.ofEnquiry(enquiryId);
    const proposals = await this.venueEnquiries.proposalsOf(rows.map((r) => r.id));
    const proposal = proposals.find((p) => p.id === proposalId);
    const file = proposal?.documentKey ? await this.media.readStored(proposal.documentKey) : null;
    if (!file) throw VenueEnquiryException.notFound(proposalId);
    return file;
  }

  /**
   * Mails fresh links to the address's recent enquiries; the answer never says whether there were
   * any. The request does the same work for every address — the address's limit and one queued
   * job — so its timing tells nothing either; the job looks the enquiries up (sendFreshLinks).
   */
  async mailFreshLink(email: string): Promise<FreshLinkResponse> {
    const address = email.toLowerCase();
    const allowed = await this.limiter
      .consumePerAddress(
        'proposal-links.recipient',
        address,
        { limit: FRESH_LINKS_PER_ADDRESS_PER_DAY, windowMs: 24 * 60 * 60_000 },
        'links',
      )
      .then(
        () => true,
        () => false,
      );
    if (!allowed) return { message: FRESH_LINK_ANSWER };
    await this.jobs.queue.enqueue([{ kind: FRESH_LINK_JOB, payload: { email: address }, maxAttempts: 3 }]);
    this.jobs.wake(MAIL_LANE);
    return { message: FRESH_LINK_ANSWER };
  }

  /** The fresh-link job: issues links to the address's recent enquiries and mails them, if it has any. */
  private async sendFreshLinks(address: string, jobId: string): Promise<void> {
    const now = this.clock.now();
    const enquiries = await this.venueEnquiries.recentEnquiriesOf(
      address,
      new Date(now.getTime() - 90 * 24 * 60 * 60_000),
      FRESH_LINK_ENQUIRIES,
    );
    if (enquiries.length === 0) return;
    await this.dataSource.transaction(async (tx) => {
      const links: string[] = [];
      for (const enquiry of enquiries) links.push(await this.links.issue(tx, enquiry.id, now));
      // One mail per job, however often the job is run.
      await this.mail.enqueue(tx, [freshLinkMail(enquiries[0]!.email, `proposal-link:${jobId}`, links)]);
    });
    this.mail.dispatchSoon();
  }

  /**
   * Who decided, on record in the decision's own transaction: a signed-in planner (the brief's own
   * or a colleague it was shared with). Behind the private link no one is named: the link is the brief's.
   */
  private async recordActor(tx: EntityManager, opener: PlannerOpener, action: string, id: string): Promise<void> {
    if (!('planner' in opener)) return;
    await this.audit.record(tx, { actorId: opener.planner.id, action, entityType: 'venue_enquiry', entityId: id });
  }

  /**
   * The enquiry the opener may see: the private link's, or a signed-in planner's own event (one
   * shared with them, for 'decide' only with the right to decide). Anything else does not exist.
   */
  private async enquiryOf(opener: PlannerOpener, need: 'see' | 'decide' = 'see'): Promise<string> {
    if ('planner' in opener) {
      const access = await this.events.access(opener.enquiryId, opener.planner.email);
      if (!access) throw VenueEnquiryException.notFound(opener.enquiryId);
      if (need === 'decide' && access.permission === 'view') throw VenueEnquiryException.viewOnly(access.sharedBy);
      return opener.enquiryId;
    }
    const access = await this.links.resolve(opener.token, this.clock.now());
    if (access.status === 'expired') throw VenueEnquiryException.linkExpired();
    if (access.status === 'unknown') throw VenueEnquiryException.linkUnknown();
    return access.enquiryId;
  }

  private async rowOf(opener: PlannerOpener, id: string, need: 'see' | 'decide' = 'see'): Promise<VenueEnquiryRow> {
    const enquiryId = await this.enquiryOf(opener, need);
    const row = await this.venueEnquiries.find(id);
    if (!row || row.enquiryId !== enquiryId) throw VenueEnquiryException.notFound(id);
    return row;
  }
}
