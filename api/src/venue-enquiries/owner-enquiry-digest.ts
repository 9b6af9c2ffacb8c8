// No mail floods for owners: a venue's owner is mailed each of the first few enquiries of any
// hour at once; beyond that, the enquiries of the clock hour are gathered into one digest, sent
// when the hour ends by a job on the one job queue (queued once per venue and hour, by its dedupe
// key; idempotent, as its mail's dedupe key is the venue's and the hour's).
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiConfig } from '../config/api-config';
import { Jobs } from '../kernel/jobs/jobs';
import { MailQueue } from '../kernel/mail/mail-queue';
import { ProposalLinks } from './proposal-links';
import { HOUR_MS } from './thread-rules';
import { newEnquiriesDigestMail } from './venue-enquiry-mails';
import { VenueEnquiryRepository } from './venue-enquiry.repository';

const DIGEST_JOB = 'venue-enquiries.owner-digest';

/** The clock hour `at` falls in: its start, and its name in dedupe keys ("2027-03-18T09"). */
export function clockHour(at: Date): { start: Date; name: string } {
  const start = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  return { start, name: start.toISOString().slice(0, 13) };
}

@Injectable()
export class OwnerEnquiryDigest {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly venueEnquiries: VenueEnquiryRepository,
    private readonly links: ProposalLinks,
    private readonly mail: MailQueue,
    private readonly config: ApiConfig,
  ) {
    jobs.handle(DIGEST_JOB, async (job) => {
      await this.send(String(job.payload.venueId), new Date(String(job.payload.hourStart)));
    });
  }

  /**
   * Whether this venue's owner is mailed this enquiry at once; when not, the hour's digest is
   * queued (once) in the enquiry's transaction, to run when the hour ends.
   */
  async mailAtOnce(tx: EntityManager, venueId: string, now: Date): Promise<boolean> {
    const arrived = await this.venueEnquiries.countArrivedSince(tx, venueId, new Date(now.getTime() - HOUR_MS));
    if (arrived <= this.config.publicForms.ownerNewEnquiryMailsPerHour) return true;
    const hour = clockHour(now);
    await this.jobs.queue.enqueue(
      [
        {
          kind: DIGEST_JOB,
          payload: { venueId, hourStart: hour.start.toISOString() },
          dedupeKey: `${DIGEST_JOB}:${venueId}:${hour.name}`,
          runAt: new Date(hour.start.getTime() + HOUR_MS),
        },
      ],
      tx,
    );
    return false;
  }

  /** Mails the owner the hour's enquiries that were not mailed one by one (none: no mail). */
  async send(venueId: string, hourStart: Date): Promise<number> {
    const waiting = await this.venueEnquiries.arrivedWithoutMail(
      venueId,
      hourStart,
      new Date(hourStart.getTime() + HOUR_MS),
    );
    const first = waiting[0];
    if (!first?.ownerEmail) return 0;
    const digest = newEnquiriesDigestMail(
      { id: venueId, name: first.venueName, ownerEmail: first.ownerEmail },
      clockHour(hourStart).name,
      waiting,
      this.links.portal(),
    );
    await this.dataSource.transaction((tx) => this.mail.enqueue(tx, [digest]));
    this.mail.dispatchSoon();
    return waiting.length;
  }
}
