// The enquiry loop in the demo (issue #35): planners' enquiries to the demo owner's venues, one
// in every state — new, viewed, proposed (open, revised, accepted with its date held, accepted and
// confirmed as a booking, not chosen), declined, expired and closed — with proposals, a message
// thread and answers quick enough for the venues' response figures to show, so `npm start` shows
// the portal's Enquiries tab and calendar at work at once. Three of them are the demo planner's
// (DEMO_PLANNER_EMAIL), whose My events shows an open proposal, a hold and a booking after signing
// in as a planner. Times are set back from the moment of seeding; everything else is the same on
// every run.
import type { EntityManager } from 'typeorm';
import {
  insertDemoEnquiry,
  insertDemoHold,
  insertDemoMessage,
  insertDemoProposal,
  insertDemoVenueEnquiry,
  publishedVenuesOf,
} from './demo-data.repository';
import { DEMO_PLANNER_EMAIL } from './demo-users';

const HOUR = 60 * 60_000;

interface DemoLead {
  planner: string;
  notes: string;
  event: { date: string | null; flexible: boolean; guests: number; layout: string; budgetPence: number | null };
  hoursAgo: number;
  state: 'new' | 'viewed' | 'proposed' | 'declined' | 'expired' | 'closed';
  outcome?: 'open' | 'accepted' | 'not_chosen' | 'declined';
  /** Hours from arrival to the first answer. */
  answeredAfter?: number;
  revisions?: number;
  decline?: { reason: 'not_available' | 'too_small' | 'too_large' | 'other'; text?: string };
  closed?: 'another_venue_chosen';
  messages?: [author: 'planner' | 'venue', body: string][];
  /** An accepted proposal's hold on its date: still held, or confirmed as a booking. */
  hold?: { state: 'held' | 'confirmed'; reference: string };
}

function eventDate(monthsAhead: number, day: number, now: Date): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, day));
  return date.toISOString().slice(0, 10);
}

function demoLeads(now: Date): DemoLead[] {
  const event = (months: number, guests: number, layout: string, budgetPence: number | null, flexible = false) => ({
    date: eventDate(months, 12 + months, now),
    flexible,
    guests,
    layout,
    budgetPence,
  });
  return [
    {
      planner: 'amelia.hart@northwind.example',
      notes: 'Quarterly sales kick-off; we need a stage and good AV.',
      event: event(3, 120, 'theatre', 900_000),
      hoursAgo: 2,
      state: 'new',
    },
    {
      planner: 'raj.patel@brightlane.example',
      notes: 'Board away-day, lunch included please.',
      event: { date: null, flexible: true, guests: 14, layout: 'boardroom', budgetPence: null },
      hoursAgo: 5,
      state: 'new',
    },
    {
      planner: 'sophie.green@harbourco.example',
      notes: 'Product launch with drinks reception afterwards.',
      event: event(2, 80, 'cabaret', 650_000),
      hoursAgo: 9,
      state: 'viewed',
    },
    {
      planner: DEMO_PLANNER_EMAIL,
      notes: 'Training day for two teams, breakout space welcome.',
      event: event(4, 40, 'classroom', 300_000),
      hoursAgo: 30,
      state: 'proposed',
      outcome: 'open',
      answeredAfter: 2,
      revisions: 2,
      messages: [
        ['planner', 'Could you include a vegetarian lunch option?'],
        ['venue', 'Of course: our revised proposal includes it at no extra cost.'],
      ],
    },
    {
      planner: DEMO_PLANNER_EMAIL,
      notes: 'Summer party for the whole office.',
      event: event(5, 150, 'reception', 1_200_000),
      hoursAgo: 60,
      state: 'proposed',
      outcome: 'accepted',
      answeredAfter: 1,
      hold: { state: 'held', reference: 'VF-DEM2HD' },
    },
    {
      planner: 'oliver.king@atlas.example',
      notes: 'Annual general meeting.',
      event: event(3, 60, 'theatre', null),
      hoursAgo: 100,
      state: 'proposed',
      outcome: 'not_chosen',
      answeredAfter: 4,
    },
    {
      planner: 'grace.wood@fernhill.example',
      notes: 'Gala dinner for 400 guests.',
      event: event(6, 400, 'banquet', 4_000_000),
      hoursAgo: 80,
      state: 'declined',
      answeredAfter: 3,
      decline: { reason: 'too_small' },
    },
    {
      planner: 'jack.turner@oakridge.example',
      notes: 'Two-day workshop.',
      event: event(1, 25, 'u_shape', 250_000),
      hoursAgo: 120,
      state: 'expired',
    },
    {
      planner: 'mia.clarke@riverside.example',
      notes: 'Client breakfast briefing.',
      event: event(2, 30, 'boardroom', null),
      hoursAgo: 50,
      state: 'closed',
      closed: 'another_venue_chosen',
    },
    {
      planner: DEMO_PLANNER_EMAIL,
      notes: 'Leadership offsite, one day, lunch in the room.',
      event: event(2, 20, 'boardroom', 450_000),
      hoursAgo: 200,
      state: 'proposed',
      outcome: 'accepted',
      answeredAfter: 2,
      hold: { state: 'confirmed', reference: 'VF-DEM3BK' },
    },
  ];
}

/** Seeds the demo enquiries to the demo owner's venues; answers how many venue enquiries it made. */
export async function seedDemoEnquiries(tx: EntityManager, demoOwnerId: string, now = new Date()): Promise<number> {
  const venues = await publishedVenuesOf(tx, demoOwnerId);
  if (venues.length === 0) return 0;
  const leads = demoLeads(now);
  for (const [index, lead] of leads.entries()) {
    const venue = venues[index % venues.length]!;
    const createdAt = new Date(now.getTime() - lead.hoursAgo * HOUR);
    const enquiryId = await insertDemoEnquiry(tx, {
      email: lead.planner,
      venueIds: [venue.id],
      notes: lead.notes,
      eventDate: lead.event.date,
      dateFlexible: lead.event.flexible,
      guests: lead.event.guests,
      layout: lead.event.layout,
      budgetPence: lead.event.budgetPence,
      createdAt,
    });
    const answeredAt =
      lead.answeredAfter === undefined ? null : new Date(createdAt.getTime() + lead.answeredAfter * HOUR);
    const settledAt =
      lead.state === 'expired'
        ? new Date(createdAt.getTime() + 72 * HOUR)
        : lead.outcome && lead.outcome !== 'open'
          ? new Date(answeredAt!.getTime() + 6 * HOUR)
          : lead.state === 'declined' || lead.state === 'closed'
            ? (answeredAt ?? new Date(createdAt.getTime() + 20 * HOUR))
            : null;
    const venueEnquiryId = await insertDemoVenueEnquiry(tx, {
      enquiryId,
      venueId: venue.id,
      notes: lead.notes,
      state: lead.state,
      proposalOutcome: lead.outcome ?? null,
      declineReason: lead.decline?.reason ?? null,
      declineText: lead.decline?.text ?? '',
      closedReason: lead.closed ?? null,
      createdAt,
      viewedAt: lead.state === 'new' ? null : new Date(createdAt.getTime() + 0.5 * HOUR),
      firstAnswerAt: answeredAt,
      outcomeAt: settledAt,
      remindedAt: lead.state === 'expired' ? new Date(createdAt.getTime() + 20 * HOUR) : null,
    });
    // The last revision: what an acceptance holds (its id and room).
    let accepted: { id: string; room: string } | null = null;
    for (let revision = 1; revision <= (lead.state === 'proposed' ? (lead.revisions ?? 1) : 0); revision++) {
      const perDelegatePence = 4_500 + revision * 500 + index * 250;
      const room = revision === 1 ? 'The Garden Suite' : 'The Garden Suite with terrace';
      const id = await insertDemoProposal(tx, {
        venueEnquiryId,
        revision,
        authorId: demoOwnerId,
        room,
        layout: lead.event.layout,
        capacity: Math.max(lead.event.guests, Math.min(venue.capacity_max || lead.event.guests, lead.event.guests * 2)),
        dates: [lead.event.date ?? eventDate(2, 10, now)],
        pricePence: revision === 1 ? perDelegatePence : perDelegatePence - 300,
        inclusions: revision === 1 ? ['catering', 'av', 'wifi'] : ['catering', 'av', 'wifi', 'refreshments'],
        validUntil: eventDate(1, 1, now),
        message:
          revision === 1
            ? 'Thank you for your enquiry: here is what we can offer.'
            : 'Revised with the vegetarian lunch you asked for.',
        createdAt: new Date(answeredAt!.getTime() + (revision - 1) * 3 * HOUR),
      });
      accepted = { id, room };
    }
    if (lead.hold && accepted && lead.event.date) {
      // Held for the proposal's days (7) from the acceptance; a booking was confirmed a day after.
      await insertDemoHold(tx, {
        venueEnquiryId,
        venueId: venue.id,
        proposalId: accepted.id,
        room: accepted.room,
        eventDate: lead.event.date,
        state: lead.hold.state,
        reference: lead.hold.reference,
        createdAt: settledAt!,
        expiresAt: new Date(settledAt!.getTime() + 7 * 24 * HOUR),
        confirmedAt: lead.hold.state === 'confirmed' ? new Date(settledAt!.getTime() + 24 * HOUR) : null,
      });
    }
    for (const [n, [author, body]] of (lead.messages ?? []).entries()) {
      await insertDemoMessage(tx, {
        venueEnquiryId,
        author,
        authorId: author === 'venue' ? demoOwnerId : null,
        body,
        createdAt: new Date(answeredAt!.getTime() + (n + 1) * HOUR),
      });
    }
  }
  return leads.length;
}
