// Administrators moderate planners' reviews like other owner-visible text: a queue of their own,
// paged on the server, and a decision (approve or reject) in the one shape of moderation
// decisions — locked, written, audited with who and when, in one transaction. Only approved
// reviews reach the venue page.
import { Injectable } from '@nestjs/common';
import type { VenueReviewStatus } from '@venue-finder/core';
import { Clock } from '../kernel/clock';
import type { SessionUser } from '../kernel/session-user';
import { ModerationDecisions, pendingOrThrow } from '../kernel/moderation-decisions';
import type { QueueFilter, QueuePage } from '../kernel/queue-page';
import { VenueEnquiryException } from './venue-enquiry.exception';
import { type ReviewQueueRow, VenueReviewRepository } from './venue-review.repository';

@Injectable()
export class AdminReviewsService {
  constructor(
    private readonly reviews: VenueReviewRepository,
    private readonly decisions: ModerationDecisions,
    private readonly clock: Clock,
  ) {}

  queue(filter: QueueFilter<VenueReviewStatus>): Promise<QueuePage<ReviewQueueRow>> {
    return this.reviews.queue(filter);
  }

  /** Approves (shown on the venue page) or rejects (never shown) a pending review. */
  decide(admin: SessionUser, id: string, status: 'approved' | 'rejected'): Promise<{ status: VenueReviewStatus }> {
    return this.decisions.run(admin, {
      lock: async (tx) =>
        pendingOrThrow((await this.reviews.lock(tx, id)) ?? undefined, ['pending'], {
          notFound: () => VenueEnquiryException.reviewNotFound(),
          decided: (was) => VenueEnquiryException.reviewDecided(was),
        }),
      decide: async (tx, review) => {
        await this.reviews.decide(tx, id, status, admin.id, this.clock.now());
        return {
          result: { status },
          audit: [
            {
              action: `review.${status}`,
              entityType: 'venue_review',
              entityId: id,
              before: { status: review.status },
              after: { status, venue_id: review.venueId, rating: review.rating },
            },
          ],
          mails: [],
        };
      },
    });
  }
}
