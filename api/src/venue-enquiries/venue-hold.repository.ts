// Queries on provisional holds and the bookings they become, and nothing else. A hold's option
// (first, second…) is decided under a transaction-scoped advisory lock on its room and date, so
// two acceptances at once cannot take the same option; its reference is drawn at random and
// drawn again on the rare collision. Times come from the caller's clock.
import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { VenueHold } from '@venue-finder/core';
import { DataSource, type EntityManager, In } from 'typeorm';

/** Letters and digits a person cannot confuse (no 0/O, 1/I/L): the reference's alphabet. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newBookingReference(): string {
  return `VF-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;
}

export interface NewHold {
  venueEnquiryId: string;
  venueId: string;
  proposalId: string;
  room: string;
  eventDate: string;
  expiresAt: Date;
}

@Injectable()
export class VenueHoldRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Places the hold as the next free option of its room and date, in the acceptance's transaction. */
  async place(tx: EntityManager, hold: NewHold, now: Date): Promise<VenueHold> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `venue-hold:${hold.venueId}:${hold.room.toLowerCase()}:${hold.eventDate}`,
    ]);
    const [{ rank }]: [{ rank: number }] = await tx.query(
      `SELECT coalesce(max(option_rank), 0) + 1 AS rank FROM venue_holds
        WHERE venue_id = $1 AND lower(room) = lower($2) AND event_date = $3 AND state IN ('held', 'confirmed')`,
      [hold.venueId, hold.room, hold.eventDate],
    );
    for (;;) {
      const rows: { id: string }[] = await tx.query(
        `INSERT INTO venue_holds (venue_enquiry_id, venue_id, proposal_id, room, event_date, option_rank, reference,
                                  expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (reference) DO NOTHING RETURNING id`,
        [
          hold.venueEnquiryId,
          hold.venueId,
          hold.proposalId,
          hold.room,
          hold.eventDate,
          rank,
          newBookingReference(),
          hold.expiresAt,
          now,
        ],
      );
      if (rows[0]) return tx.getRepository(VenueHold).findOneByOrFail({ id: rows[0].id });
    }
  }

  /** The holds of these venue enquiries (at most one each). */
  ofVenueEnquiries(ids: string[], db: EntityManager = this.dataSource.manager): Promise<VenueHold[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.getRepository(VenueHold).findBy({ venueEnquiryId: In(ids) });
  }

  /** The hold of one venue enquiry, locked for the caller's transaction. */
  lockOf(tx: EntityManager, venueEnquiryId: string): Promise<VenueHold | null> {
    return tx.getRepository(VenueHold).findOne({ where: { venueEnquiryId }, lock: { mode: 'pessimistic_write' } });
  }

  async confirm(tx: EntityManager, id: string, now: Date): Promise<void> {
    await tx.getRepository(VenueHold).update({ id }, { state: 'confirmed', confirmedAt: now });
  }

  async release(tx: EntityManager, id: string, by: 'planner' | 'venue', reason: string, now: Date): Promise<void> {
    await tx
      .getRepository(VenueHold)
      .update({ id }, { state: 'released', releasedBy: by, releaseReason: reason, endedAt: now });
  }

  /** Live holds whose time is up: marked expired now, taken SKIP LOCKED so two sweeps share the work. */
  async expireDue(tx: EntityManager, now: Date, limit: number): Promise<VenueHold[]> {
    // In a CTE so the query answers rows (a bare UPDATE … RETURNING answers [rows, count] here).
    const rows: { id: string }[] = await tx.query(
      `WITH ended AS (
         UPDATE venue_holds SET state = 'expired', ended_at = $1
          WHERE id IN (SELECT id FROM venue_holds WHERE state = 'held' AND expires_at <= $1
                        ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
          RETURNING id)
       SELECT id FROM ended`,
      [now, limit],
    );
    if (rows.length === 0) return [];
    return tx.getRepository(VenueHold).findBy({ id: In(rows.map((r) => r.id)) });
  }
}
