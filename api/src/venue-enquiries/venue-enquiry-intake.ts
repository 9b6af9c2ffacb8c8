// Where a submitted enquiry reaches the venues: in the enquiry's own transaction, one venue
// enquiry per venue and the mails of each venue's side. An owned venue's owner is mailed at once
// (the first few of an hour; the rest in the hour's digest, OwnerEnquiryDigest);
// a venue nobody owns waits in the admin queue, and its listed e-mail (when it may be claimed)
// gets one invitation to claim the listing per day however many enquiries wait. The answer says,
// per venue, who will answer — what the planner's confirmation and thank-you page tell them —
// and the planner's private link, which their confirmation carries.
import { Injectable } from '@nestjs/common';
import type { EnquiryContact } from '@venue-finder/contract';
import type { Venue } from '@venue-finder/core';
import type { EntityManager } from 'typeorm';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';
import { type EventDetails } from '../kernel/event-details.dto';
import type { PlannerContact } from '../kernel/planner-contact.dto';
import { OwnerEnquiryDigest } from './owner-enquiry-digest';
import { ProposalLinks } from './proposal-links';
import { claimInvitationMail, newEnquiryToOwnerMail } from './venue-enquiry-mails';
import { VenueEnquiryRepository } from './venue-enquiry.repository';

export interface VenueContact {
  venueId: string;
  venueName: string;
  contact: EnquiryContact;
}

export function contactOf(venue: Pick<Venue, 'ownerId' | 'contactEmail' | 'claimable'>): EnquiryContact {
  if (venue.ownerId) return 'owner';
  return venue.contactEmail && venue.claimable ? 'invited_to_claim' : 'team';
}

@Injectable()
export class VenueEnquiryIntake {
  constructor(
    private readonly venueEnquiries: VenueEnquiryRepository,
    private readonly links: ProposalLinks,
    private readonly digest: OwnerEnquiryDigest,
  ) {}

  async open(
    tx: EntityManager,
    enquiry: { id: string; event: EventDetails; planner: PlannerContact },
    venues: Venue[],
    notesByVenue: Map<string, string>,
    now: Date,
  ): Promise<{ contacts: VenueContact[]; mails: QueuedMail[]; plannerLink: string }> {
    const contacts = venues.map((venue) => ({
      venueId: venue.id,
      venueName: venue.displayName,
      contact: contactOf(venue),
    }));
    await this.venueEnquiries.insertAll(
      tx,
      enquiry.id,
      venues.map((venue, i) => ({
        venueId: venue.id,
        notes: notesByVenue.get(venue.id) ?? '',
        contact: contacts[i]!.contact,
      })),
      now,
    );
    const created = await this.venueEnquiries.ofEnquiry(enquiry.id, tx);
    const day = now.toISOString().slice(0, 10);
    const mails: QueuedMail[] = [];
    // Which owners are mailed at once: decided under a lock per venue, taken in one order (the
    // venues' ids), so that two enquiries naming the same venues in other orders cannot deadlock.
    const atOnce = new Set<string>();
    for (const row of [...created]
      .filter((r) => r.contact === 'owner')
      .sort((a, b) => a.venueId.localeCompare(b.venueId))) {
      if (await this.digest.mailAtOnce(tx, row.venueId, now)) atOnce.add(row.id);
    }
    for (const row of created) {
      const venue = venues.find((v) => v.id === row.venueId)!;
      if (row.contact === 'owner' && row.ownerEmail) {
        // The first few an hour at once; the rest in the hour's digest.
        if (!atOnce.has(row.id)) continue;
        mails.push(
          newEnquiryToOwnerMail({
            venueEnquiryId: row.id,
            venueName: row.venueName,
            ownerEmail: row.ownerEmail,
            event: enquiry.event,
            planner: enquiry.planner,
            portalUrl: this.links.portal(row.id),
          }),
        );
      } else if (row.contact === 'invited_to_claim' && venue.contactEmail) {
        mails.push(
          claimInvitationMail(
            { id: venue.id, name: venue.displayName, contactEmail: venue.contactEmail },
            day,
            enquiry.event,
            this.links.claim(venue),
          ),
        );
      }
    }
    // The planner's private link goes with the confirmation of the brief: from the start it
    // shows each venue's state, then the proposals as they arrive.
    const plannerLink = await this.links.issue(tx, enquiry.id, now);
    return { contacts, mails, plannerLink };
  }
}
