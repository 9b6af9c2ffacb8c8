// From acceptance to booking: the hold an acceptance places on the chosen date (as the venue's
// next free option for that room, for the days the venue set on its proposal, never past the
// event's day), the planner confirming it into a booking or releasing it, the venue releasing it
// with a reason, and the sweep that ends holds whose time is up. Every change is one transaction
// with its mails; the side that acted is answered, the other side is mailed. A hold placed or
// ended changes the days the venue is taken, so it also asks for the venue's search document
// to be rebuilt in that transaction (VenueWriter.reindex: search by date).
import { Injectable } from '@nestjs/common';
import { type VenueHold, VenueWriter } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';
import { MailQueue } from '../kernel/mail/mail-queue';
import { ProposalLinks } from './proposal-links';
import { VenueEnquiryException } from './venue-enquiry.exception';
import { type ProposalRevision, VenueEnquiryRepository, type VenueEnquiryRow } from './venue-enquiry.repository';
import {
  bookingConfirmedMail,
  type HeldFacts,
  holdExpiredMail,
  holdReleasedMail,
  priceTextOf,
} from './venue-hold-mails';
import { VenueHoldRepository } from './venue-hold.repository';

const DAY_MS = 24 * 60 * 60_000;
const SWEEP_BATCH = 200;

/** What both sides are told a hold is of. */
export function heldFacts(hold: VenueHold, row: VenueEnquiryRow, proposal: ProposalRevision): HeldFacts {
  return {
    holdId: hold.id,
    venueName: row.venueName,
    room: hold.room,
    date: hold.eventDate,
    optionRank: hold.optionRank,
    price: priceTextOf(proposal.priceBasis, proposal.pricePence),
    reference: hold.reference,
    expiresAt: hold.expiresAt,
  };
}

/** The hold's end: the days the venue set, but never past the start of the event's day (UTC). */
export function holdExpiry(now: Date, holdDays: number, eventDate: string): Date {
  const wanted = now.getTime() + holdDays * DAY_MS;
  const eventStart = Date.parse(`${eventDate}T00:00:00Z`);
  return new Date(eventStart > now.getTime() ? Math.min(wanted, eventStart) : wanted);
}

@Injectable()
export class VenueHoldsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly holds: VenueHoldRepository,
    private readonly venueEnquiries: VenueEnquiryRepository,
    private readonly links: ProposalLinks,
    private readonly mail: MailQueue,
    private readonly writer: VenueWriter,
  ) {}

  /** Places the hold of an acceptance, in its transaction. */
  async place(tx: EntityManager, row: VenueEnquiryRow, proposal: ProposalRevision, date: string, now: Date) {
    await this.writer.reindex(row.venueId, 'planner', tx);
    return this.holds.place(
      tx,
      {
        venueEnquiryId: row.id,
        venueId: row.venueId,
        proposalId: proposal.id,
        room: proposal.room,
        eventDate: date,
        expiresAt: holdExpiry(now, proposal.holdDays, date),
      },
      now,
    );
  }

  /** The planner confirms the booking while the hold lasts; both sides are mailed the reference. */
  async confirm(row: VenueEnquiryRow, now: Date, record?: (tx: EntityManager) => Promise<void>): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const { hold, proposal } = await this.live(tx, row, now);
      await this.holds.confirm(tx, hold.id, now);
      await record?.(tx);
      const held = heldFacts(hold, row, proposal);
      const mails = [bookingConfirmedMail('planner', row.plannerEmail, held, await this.plannerLink(tx, row, now))];
      if (row.ownerEmail) mails.push(bookingConfirmedMail('venue', row.ownerEmail, held, this.links.portal(row.id)));
      await this.mail.enqueue(tx, mails);
    });
    this.mail.dispatchSoon();
  }

  /**
   * Either side releases a live hold; the other side is mailed, with the reason when one is given.
   * An administrator releasing for the venue is named as such to the planner, and audited.
   */
  async release(
    row: VenueEnquiryRow,
    by: 'planner' | 'venue',
    reason: string,
    now: Date,
    onBehalf?: { sender: string; record: (tx: EntityManager) => Promise<void> },
    /** Puts who released on record, in the release's transaction (a signed-in planner). */
    record?: (tx: EntityManager) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const { hold, proposal } = await this.live(tx, row, now);
      await this.holds.release(tx, hold.id, by, reason, now);
      await this.writer.reindex(hold.venueId, by, tx);
      await onBehalf?.record(tx);
      await record?.(tx);
      const held = heldFacts(hold, row, proposal);
      const mails: QueuedMail[] = [];
      if (by === 'venue') {
        const link = await this.plannerLink(tx, row, now);
        mails.push(holdReleasedMail('planner', row.plannerEmail, held, reason, link, onBehalf?.sender));
      } else if (row.ownerEmail) {
        mails.push(holdReleasedMail('venue', row.ownerEmail, held, reason, this.links.portal(row.id)));
      }
      await this.mail.enqueue(tx, mails);
    });
    this.mail.dispatchSoon();
  }

  /** Ends the holds whose time is up, telling both sides; answers how many ended. */
  async expireDue(now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const ended = await this.dataSource.transaction(async (tx) => {
        const expired = await this.holds.expireDue(tx, now, SWEEP_BATCH);
        for (const venueId of new Set(expired.map((hold) => hold.venueId))) {
          await this.writer.reindex(venueId, 'hold-expiry', tx);
        }
        const mails: QueuedMail[] = [];
        for (const hold of expired) {
          const row = (await this.venueEnquiries.find(hold.venueEnquiryId, tx))!;
          const proposal = (await this.venueEnquiries.proposalById(hold.proposalId, tx))!;
          const held = heldFacts(hold, row, proposal);
          mails.push(holdExpiredMail('planner', row.plannerEmail, held, await this.plannerLink(tx, row, now)));
          if (row.ownerEmail) mails.push(holdExpiredMail('venue', row.ownerEmail, held, this.links.portal(row.id)));
        }
        await this.mail.enqueue(tx, mails);
        return expired.length;
      });
      total += ended;
      if (ended < SWEEP_BATCH) break;
    }
    if (total > 0) this.mail.dispatchSoon();
    return total;
  }

  /** The hold of this venue enquiry, locked, if it is still held and its time is not up. */
  private async live(
    tx: EntityManager,
    row: VenueEnquiryRow,
    now: Date,
  ): Promise<{ hold: VenueHold; proposal: ProposalRevision }> {
    const hold = await this.holds.lockOf(tx, row.id);
    if (!hold) throw VenueEnquiryException.noHold(row.venueName);
    if (hold.state === 'held' && hold.expiresAt.getTime() <= now.getTime()) {
      throw VenueEnquiryException.holdNotLive(`The hold at ${row.venueName} has expired.`);
    }
    if (hold.state !== 'held') {
      const why = {
        confirmed: `The booking at ${row.venueName} is already confirmed (${hold.reference}).`,
        released: `The hold at ${row.venueName} was released.`,
        expired: `The hold at ${row.venueName} has expired.`,
        held: '',
      }[hold.state];
      throw VenueEnquiryException.holdNotLive(why);
    }
    const proposal = (await this.venueEnquiries.proposalById(hold.proposalId, tx))!;
    return { hold, proposal };
  }

  private plannerLink(tx: EntityManager, row: VenueEnquiryRow, now: Date): Promise<string> {
    return this.links.issue(tx, row.enquiryId, now);
  }
}
