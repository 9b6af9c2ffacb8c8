// Receives enquiries: the venues must exist and be published; the enquiry, one venue enquiry per
// venue (see VenueEnquiryIntake) and every mail — the planner's confirmation, the team's copy, each
// owner's or each unowned venue's — are written in one transaction, and the mails are sent after
// commit by the mail dispatcher. An
// idempotency key, and the rule of one enquiry per brief, make a repeated submission return the
// first enquiry instead of creating (and mailing) a second.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BriefRepository } from '../briefs';
import { IdempotencyException, idempotencyKeyOf, sameContent } from '../common/idempotency-key';
import { type Created, createOnce } from '../common/idempotent-create';
import { VenueSelection } from '../kernel/venue-selection';
import { ApiConfig } from '../config/api-config';
import { MailQueue } from '../kernel/mail/mail-queue';
import type { CreateEnquiryRequest, EnquiryReceived } from './enquiry.dto';
import { EnquiryException } from './enquiry.exception';
import { RateLimiter } from '../rate-limit';
import { enquiryMails } from './enquiry-mails';
import { type EnquiryContent, EnquiryRepository, type StoredEnquiry } from './enquiry.repository';
import { Clock } from '../kernel/clock';
import { eventDetailsOf, hasEventDetails } from '../kernel/event-details.dto';
import { hasPlannerContact, plannerContactOf } from '../kernel/planner-contact.dto';
import { type VenueContact, VenueEnquiryIntake } from '../venue-enquiries';
import { VenueEnquiryRepository } from '../venue-enquiries';

@Injectable()
export class EnquiriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly enquiries: EnquiryRepository,
    private readonly briefs: BriefRepository,
    private readonly selection: VenueSelection,
    private readonly mail: MailQueue,
    private readonly config: ApiConfig,
    private readonly limiter: RateLimiter,
    private readonly intake: VenueEnquiryIntake,
    private readonly venueEnquiries: VenueEnquiryRepository,
    private readonly clock: Clock,
  ) {}

  async create(request: CreateEnquiryRequest, idempotencyHeader?: string): Promise<Created<EnquiryReceived>> {
    const key = idempotencyKeyOf(idempotencyHeader, request.idempotency_key);
    const venues = await this.selection.published(request.payload.venues, (index) => `payload.venues.${index}`);
    const brief = request.brief_id ? await this.briefs.findById(request.brief_id) : null;
    const content = enquiryContent(request, brief);
    if (content.briefId && !brief) throw EnquiryException.unknownBrief(content.briefId);
    if (brief && brief.userEmail.toLowerCase() !== content.email.toLowerCase()) {
      throw EnquiryException.briefOfAnotherAddress();
    }
    // However many clients ask, one address receives only so many confirmations.
    await this.limiter.consumePerAddress(
      'enquiries.recipient',
      content.email,
      this.config.publicForms.enquiriesPerRecipient,
      'enquiries for this e-mail address',
    );

    let contacts: VenueContact[] = [];
    const created = await createOnce({
      what: 'enquiry',
      insert: async () => {
        const id = await this.dataSource.transaction(async (tx) => {
          const now = this.clock.now();
          const inserted = await this.enquiries.insertIfNew(tx, content, key, now);
          if (inserted) {
            const notes = new Map(brief?.items.map((item) => [item.venueId, item.notes]) ?? []);
            const opened = await this.intake.open(
              tx,
              { id: inserted, event: content.event, planner: content.planner },
              venues,
              notes,
              now,
            );
            contacts = opened.contacts;
            const mails = enquiryMails(
              { id: inserted, ...content },
              venues,
              brief,
              contacts,
              { publicUrl: this.config.publicUrl, enquiriesInbox: this.config.mail.enquiriesInbox },
              opened.plannerLink,
            );
            await this.mail.enqueue(tx, [...mails, ...opened.mails]);
          }
          return inserted;
        });
        if (!id) return null;
        this.mail.dispatchSoon();
        return { id, status: 'received' as const };
      },
      earlier: () => this.earlier(content, key),
      matches: (stored) => sameContent(comparable(stored), comparable(content)),
      resultOf: (stored) => ({ id: stored.id, status: 'received' as const }),
    });
    if (created.replayed) {
      contacts = (await this.venueEnquiries.ofEnquiry(created.result.id)).map((row) => ({
        venueId: row.venueId,
        venueName: row.venueName,
        contact: row.contact,
      }));
    }
    return {
      ...created,
      result: {
        ...created.result,
        venues: contacts.map((c) => ({ venue_id: c.venueId, venue_name: c.venueName, contact: c.contact })),
      },
    };
  }

  /** The enquiry this request collided with: the one with its key, else the one for its brief. */
  private async earlier(
    content: EnquiryContent,
    key: string | null,
  ): Promise<{ stored: StoredEnquiry; ifDifferent: Error }> {
    const byKey = key ? await this.enquiries.findByIdempotencyKey(key) : null;
    if (byKey) return { stored: byKey, ifDifferent: IdempotencyException.reused('enquiry') };
    const byBrief = content.briefId ? await this.enquiries.findByBriefId(content.briefId) : null;
    if (byBrief) return { stored: byBrief, ifDifferent: EnquiryException.briefAlreadySubmitted(byBrief.id) };
    // Enquiries are never deleted, so a conflict always leaves the row it conflicted with.
    throw new Error('An enquiry insert conflicted, but no enquiry has its key or brief');
  }
}

function enquiryContent(
  request: CreateEnquiryRequest,
  brief: Pick<EnquiryContent, 'event' | 'planner'> | null,
): EnquiryContent {
  const given = eventDetailsOf(request.payload.event);
  const planner = plannerContactOf(request.payload.planner);
  return {
    source: request.source,
    briefId: request.brief_id ?? null,
    email: request.payload.email,
    venueIds: request.payload.venues,
    notes: request.payload.notes ?? '',
    // The event's details as the enquiry gives them, else as the brief it submits has them.
    event: hasEventDetails(given) || !brief ? given : brief.event,
    // Who the planner is, likewise.
    planner: hasPlannerContact(planner) || !brief ? planner : brief.planner,
  };
}

/** What decides whether two submissions are the same enquiry (e-mail case aside, as stored). */
function comparable(content: EnquiryContent) {
  return [
    content.source,
    content.briefId,
    content.email.toLowerCase(),
    content.venueIds,
    content.notes,
    content.event,
    content.planner,
  ];
}
