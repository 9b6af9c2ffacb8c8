// The clock of the enquiry loop, on the one job queue: every five minutes (once across all api
// processes, by the recurring job's dedupe key) an owner whose enquiry has waited 20 hours
// unanswered is reminded — once: the row is marked reminded in the same transaction that queues
// the mail, rows are taken FOR UPDATE SKIP LOCKED, and the mail's dedupe key is the enquiry's —
// and an enquiry unanswered after 72 hours expires: its planner is mailed (once per enquiry per
// sweep, however many of its venues expired) and their page says so. Holds whose time is up end
// here too (VenueHoldsService), and both sides are told.
import { Injectable, Logger } from '@nestjs/common';
import { ENQUIRY_EXPIRY_HOURS } from '@venue-finder/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../kernel/clock';
import { Jobs } from '../kernel/jobs/jobs';
import { MailQueue } from '../kernel/mail/mail-queue';
import { ProposalLinks } from './proposal-links';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';
import { expiredToPlannerMail, reminderToOwnerMail } from './venue-enquiry-mails';
import { VenueEnquiryRepository, type VenueEnquiryRow } from './venue-enquiry.repository';
import { isNothingLeft } from './venue-enquiry.views';
import { VenueHoldRepository } from './venue-hold.repository';
import { VenueHoldsService } from './venue-holds.service';

export const REMIND_AFTER_MS = 20 * 60 * 60_000;
export const EXPIRE_AFTER_MS = ENQUIRY_EXPIRY_HOURS * 60 * 60_000;
const EVERY_MS = 5 * 60_000;
const BATCH = 200;

@Injectable()
export class EnquirySweep {
  private readonly logger = new Logger(EnquirySweep.name);

  constructor(
    jobs: Jobs,
    private readonly dataSource: DataSource,
    private readonly venueEnquiries: VenueEnquiryRepository,
    private readonly links: ProposalLinks,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    private readonly holds: VenueHoldsService,
    private readonly holdRows: VenueHoldRepository,
  ) {
    jobs.every('venue-enquiries.sweep', EVERY_MS, async () => void (await this.run()));
  }

  /** Reminds and expires what is due now; answers how many of each. */
  async run(): Promise<{ reminded: number; expired: number; holdsEnded: number }> {
    const now = this.clock.now();
    const totals = { reminded: 0, expired: 0, holdsEnded: 0 };
    for (;;) {
      const { reminded, expired } = await this.dataSource.transaction(async (tx) => {
        const expiredRows = await this.venueEnquiries.expireDue(
          tx,
          new Date(now.getTime() - EXPIRE_AFTER_MS),
          now,
          BATCH,
        );
        const due = await this.venueEnquiries.takeDueReminders(
          tx,
          new Date(now.getTime() - REMIND_AFTER_MS),
          now,
          BATCH,
        );
        const mails = due
          .filter((row) => row.ownerEmail)
          .map((row) =>
            reminderToOwnerMail({
              venueEnquiryId: row.id,
              venueName: row.venueName,
              ownerEmail: row.ownerEmail!,
              event: row.event,
              portalUrl: this.links.portal(row.id),
            }),
          );
        mails.push(...(await this.tellPlanners(tx, expiredRows, now)));
        await this.mail.enqueue(tx, mails);
        return { reminded: due.length, expired: expiredRows.length };
      });
      totals.reminded += reminded;
      totals.expired += expired;
      if (reminded < BATCH && expired < BATCH) break;
    }
    totals.holdsEnded = await this.holds.expireDue(now);
    if (totals.reminded + totals.expired > 0) this.mail.dispatchSoon();
    if (totals.reminded + totals.expired + totals.holdsEnded > 0) {
      this.logger.log(
        `Enquiries: ${totals.reminded} owners reminded, ${totals.expired} enquiries expired, ${totals.holdsEnded} holds ended`,
      );
    }
    return totals;
  }

  /** One mail to each planner whose venues expired in this batch, saying whether anything is left. */
  private async tellPlanners(tx: EntityManager, expired: VenueEnquiryRow[], now: Date): Promise<QueuedMail[]> {
    const byEnquiry = new Map<string, VenueEnquiryRow[]>();
    for (const row of expired) byEnquiry.set(row.enquiryId, [...(byEnquiry.get(row.enquiryId) ?? []), row]);
    const mails: QueuedMail[] = [];
    for (const [enquiryId, rows] of byEnquiry) {
      const all = await this.venueEnquiries.ofEnquiry(enquiryId, tx);
      const holds = await this.holdRows.ofVenueEnquiries(
        all.map((r) => r.id),
        tx,
      );
      mails.push(
        expiredToPlannerMail(
          enquiryId,
          rows.map((r) => r.id),
          rows[0]!.plannerEmail,
          rows.map((r) => r.venueName),
          isNothingLeft(all, holds),
          await this.links.issue(tx, enquiryId, now),
        ),
      );
    }
    return mails;
  }
}
