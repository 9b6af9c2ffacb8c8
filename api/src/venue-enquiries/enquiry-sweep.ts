// The clock of the enquiry loop, on the one job queue: every five minutes (once across all api
// processes, by the recurring job's dedupe key) an owner whose enquiry has waited 20 hours
// unanswered is reminded — once: the row is marked reminded in the same transaction that queues
// the mail, rows are taken FOR UPDATE SKIP LOCKED, and the mail's dedupe key is the enquiry's —
// and an enquiry unanswered after 72 hours expires, which the planner's page then says.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../auth/clock';
import { Jobs } from '../jobs/jobs';
import { MailQueue } from '../mail/mail-queue';
import { ProposalLinks } from './proposal-links';
import { reminderToOwnerMail } from './venue-enquiry-mails';
import { VenueEnquiryRepository } from './venue-enquiry.repository';

export const REMIND_AFTER_MS = 20 * 60 * 60_000;
export const EXPIRE_AFTER_MS = 72 * 60 * 60_000;
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
  ) {
    jobs.every('venue-enquiries.sweep', EVERY_MS, async () => void (await this.run()));
  }

  /** Reminds and expires what is due now; answers how many of each. */
  async run(): Promise<{ reminded: number; expired: number }> {
    const now = this.clock.now();
    const totals = { reminded: 0, expired: 0 };
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
        await this.mail.enqueue(tx, mails);
        return { reminded: due.length, expired: expiredRows.length };
      });
      totals.reminded += reminded;
      totals.expired += expired;
      if (reminded < BATCH && expired < BATCH) break;
    }
    if (totals.reminded > 0) this.mail.dispatchSoon();
    if (totals.reminded + totals.expired > 0) {
      this.logger.log(`Enquiries: ${totals.reminded} owners reminded, ${totals.expired} enquiries expired`);
    }
    return totals;
  }
}
