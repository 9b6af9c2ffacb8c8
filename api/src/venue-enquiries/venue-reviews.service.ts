// Reviews after a confirmed booking (issue #44): once the event date of a confirmed booking has
// passed, its planner may rate the venue and write a few words, once per booking (the unique key
// on the booking answers a second review with a 409, even two at once). A review waits for
// moderation before the venue page shows it. Once a day (on the one job queue, once across all
// api processes) each planner whose event has passed is mailed, once per booking, a request for
// the review with their private link: the booking is marked asked in the transaction that queues
// the mail, and the mail's dedupe key is the booking's.
import { Injectable, Logger } from '@nestjs/common';
import type { VenueHold, VenueReview } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import { Clock } from '../kernel/clock';
import { Jobs } from '../kernel/jobs/jobs';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';
import { MailQueue } from '../kernel/mail/mail-queue';
import { todayIso } from '../kernel/event-details.dto';
import type { ReviewRequest, ReviewState } from './planner-proposal.dto';
import { ProposalLinks } from './proposal-links';
import { VenueEnquiryException } from './venue-enquiry.exception';
import { formatDateEnGb, loopMail } from './venue-enquiry-mails';
import type { VenueEnquiryRow } from './venue-enquiry.repository';
import { VenueHoldRepository } from './venue-hold.repository';
import { type ReviewDue, VenueReviewRepository } from './venue-review.repository';

const EVERY_MS = 24 * 60 * 60_000;
const BATCH = 200;

/** Where a booking stands with its review, as the planner's page shows it; null for no booking. */
export function reviewState(
  hold: VenueHold | undefined,
  review: VenueReview | undefined,
  now: Date,
): ReviewState | null {
  if (!hold || hold.state !== 'confirmed') return null;
  if (review) return 'written';
  return hold.eventDate < todayIso(now) ? 'due' : 'not_yet';
}

export function reviewRequestMail(due: ReviewDue, link: string): QueuedMail {
  return loopMail(
    'review.request',
    `review-request:${due.holdId}`,
    due.plannerEmail,
    `How was ${due.venueName}? Review your booking`,
    [
      `We hope your event at ${due.venueName} on ${formatDateEnGb(due.eventDate)} went well.`,
      'Would you rate the venue and say in a few words how it was? Your review helps other planners choose; we read each one before it appears on the venue’s page.',
    ],
    { href: link, label: 'Review the venue' },
    [],
  );
}

@Injectable()
export class VenueReviewsService {
  private readonly logger = new Logger(VenueReviewsService.name);

  constructor(
    jobs: Jobs,
    private readonly dataSource: DataSource,
    private readonly reviews: VenueReviewRepository,
    private readonly holds: VenueHoldRepository,
    private readonly links: ProposalLinks,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
  ) {
    jobs.every('venue-reviews.request', EVERY_MS, async () => void (await this.requestDue()));
  }

  /** The planner reviews the venue of their confirmed booking, once its date has passed. */
  async write(row: VenueEnquiryRow, request: ReviewRequest, now: Date): Promise<void> {
    const [hold] = await this.holds.ofVenueEnquiries([row.id]);
    if (!hold || hold.state !== 'confirmed') {
      throw VenueEnquiryException.reviewNotDue(
        `Only a confirmed booking can be reviewed, and nothing is booked at ${row.venueName}.`,
      );
    }
    if (hold.eventDate >= todayIso(now)) {
      throw VenueEnquiryException.reviewNotDue(
        `You can review ${row.venueName} once your event on ${formatDateEnGb(hold.eventDate)} has passed.`,
      );
    }
    const written = await this.reviews.insert(
      {
        venueHoldId: hold.id,
        venueId: hold.venueId,
        rating: request.rating,
        body: request.text,
        eventType: row.event.type,
        eventMonth: `${hold.eventDate.slice(0, 7)}-01`,
      },
      now,
    );
    if (!written) throw VenueEnquiryException.alreadyReviewed(row.venueName);
  }

  /** Mails each planner whose booked event has passed a request for a review, once per booking. */
  async requestDue(): Promise<number> {
    const now = this.clock.now();
    let total = 0;
    for (;;) {
      const asked = await this.dataSource.transaction(async (tx) => {
        const due = await this.reviews.takeDueRequests(tx, todayIso(now), now, BATCH);
        const mails: QueuedMail[] = [];
        for (const booking of due) {
          mails.push(reviewRequestMail(booking, await this.links.issue(tx, booking.enquiryId, now)));
        }
        await this.mail.enqueue(tx, mails);
        return due.length;
      });
      total += asked;
      if (asked < BATCH) break;
    }
    if (total > 0) {
      this.mail.dispatchSoon();
      this.logger.log(`Reviews: ${total} planners asked to review their booking`);
    }
    return total;
  }
}
