// Queries on venue reviews, and nothing else: writing the one review of a booking (the unique key
// on the hold answers a second one), a venue's approved reviews for its page, and the bookings
// whose event has passed and whose planner has not yet been asked for a review. Times come from
// the caller's clock.
import { Injectable } from '@nestjs/common';
import { VenueReview, type VenueReviewStatus } from '@venue-finder/core';
import { DataSource, type EntityManager, In } from 'typeorm';
import { type QueueFilter, type QueuePage, type QueueSource, byTime, queuePage } from '../kernel/queue-page';

/** A review as the moderation queue lists it. */
export interface ReviewQueueRow {
  id: string;
  venue_id: string;
  venue_name: string;
  rating: number;
  body: string;
  event_type: string | null;
  event_month: string;
  status: VenueReviewStatus;
  created_at: Date;
  moderated_at: Date | null;
}

const REVIEW_QUEUE: QueueSource = {
  queue: 'reviews',
  select: `SELECT r.id, r.venue_id, v.display_name AS venue_name, r.rating, r.body, r.event_type,
                  to_char(r.event_month, 'YYYY-MM-DD') AS event_month, r.status, r.created_at, r.moderated_at
             FROM venue_reviews r JOIN venues v ON v.id = r.venue_id`,
  countFrom: 'FROM venue_reviews r',
  search: (q) => [`r.body ILIKE ${q}`, `r.venue_id IN (SELECT id FROM venues WHERE display_name ILIKE ${q})`],
  keys: () => byTime('r.created_at', 'r.id'),
};

export interface NewReview {
  venueHoldId: string;
  venueId: string;
  rating: number;
  body: string;
  eventType: string | null;
  /** YYYY-MM-01 */
  eventMonth: string;
}

/** A confirmed booking whose event has passed and whose planner has not been asked for a review. */
export interface ReviewDue {
  holdId: string;
  venueEnquiryId: string;
  enquiryId: string;
  venueName: string;
  plannerEmail: string;
  eventDate: string;
}

@Injectable()
export class VenueReviewRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Writes the review; null when the booking already has one. */
  async insert(review: NewReview, now: Date): Promise<VenueReview | null> {
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO venue_reviews (venue_hold_id, venue_id, rating, body, event_type, event_month, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (venue_hold_id) DO NOTHING RETURNING id`,
      [review.venueHoldId, review.venueId, review.rating, review.body, review.eventType, review.eventMonth, now],
    );
    if (!rows[0]) return null;
    return this.dataSource.getRepository(VenueReview).findOneByOrFail({ id: rows[0].id });
  }

  /** The reviews of these bookings (at most one each). */
  ofHolds(holdIds: string[], db: EntityManager = this.dataSource.manager): Promise<VenueReview[]> {
    if (holdIds.length === 0) return Promise.resolve([]);
    return db.getRepository(VenueReview).findBy({ venueHoldId: In(holdIds) });
  }

  /** A page of the moderation queue: the reviews of one status. */
  queue(filter: QueueFilter<VenueReviewStatus>): Promise<QueuePage<ReviewQueueRow>> {
    return queuePage(
      this.dataSource,
      REVIEW_QUEUE,
      filter,
      { where: ['r.status = $1'], params: [filter.status] },
      (row: ReviewQueueRow) => row,
    );
  }

  /** One review, locked for the caller's moderation decision. */
  lock(tx: EntityManager, id: string): Promise<VenueReview | null> {
    return tx.getRepository(VenueReview).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async decide(tx: EntityManager, id: string, status: 'approved' | 'rejected', adminId: string, now: Date) {
    await tx.getRepository(VenueReview).update({ id }, { status, moderatedBy: adminId, moderatedAt: now });
  }

  /** A venue's approved reviews, newest first, at most `limit`. */
  approvedOf(venueId: string, limit: number): Promise<VenueReview[]> {
    return this.dataSource
      .getRepository(VenueReview)
      .find({ where: { venueId, status: 'approved' }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /**
   * Confirmed bookings whose event day is before `today` and whose planner was not asked yet:
   * marked asked now, in the caller's transaction, taken SKIP LOCKED so two sweeps share the work.
   */
  async takeDueRequests(tx: EntityManager, today: string, now: Date, limit: number): Promise<ReviewDue[]> {
    return tx.query(
      `WITH due AS (
         UPDATE venue_holds SET review_requested_at = $2
          WHERE id IN (SELECT h.id FROM venue_holds h
                        WHERE h.state = 'confirmed' AND h.event_date < $1 AND h.review_requested_at IS NULL
                          AND NOT EXISTS (SELECT 1 FROM venue_reviews r WHERE r.venue_hold_id = h.id)
                        ORDER BY h.event_date LIMIT $3 FOR UPDATE SKIP LOCKED)
          RETURNING id, venue_enquiry_id, event_date)
       SELECT due.id AS "holdId", due.venue_enquiry_id AS "venueEnquiryId", ve.enquiry_id AS "enquiryId",
              v.name AS "venueName", e.email AS "plannerEmail", to_char(due.event_date, 'YYYY-MM-DD') AS "eventDate"
         FROM due
         JOIN venue_enquiries ve ON ve.id = due.venue_enquiry_id
         JOIN enquiries e ON e.id = ve.enquiry_id
         JOIN venues v ON v.id = ve.venue_id`,
      [today, now, limit],
    );
  }
}
