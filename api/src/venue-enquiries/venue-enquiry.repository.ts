// Queries on venue enquiries (one per venue of a submitted enquiry), their proposals' revisions
// and their message threads, and nothing else. Who may see which rows is the services' business;
// times come from the caller (the injectable clock), never from the database's now().
import { Injectable } from '@nestjs/common';
import type {
  DeclineReason,
  EnquiryContact,
  NotChosenReason,
  PriceBasis,
  ProposalOutcome,
  VenueEnquiryState,
} from '@venue-finder/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { type EventRow, type PlannerRow, eventDetailsOfRow, plannerContactOfRow, selectEvent } from '../briefs';
import { type QueueFilter, type QueuePage, type QueueSource, byTime, queuePage } from '../kernel/queue-page';
import type { EventDetails } from '../kernel/event-details.dto';
import type { PlannerContact } from '../kernel/planner-contact.dto';

type Queryable = Pick<EntityManager, 'query'>;

export interface NewVenueEnquiry {
  venueId: string;
  notes: string;
  contact: EnquiryContact;
}

export interface VenueEnquiryRow {
  id: string;
  enquiryId: string;
  venueId: string;
  venueName: string;
  venueSlug: string;
  venueCity: string;
  venueOwnerId: string | null;
  venueContactEmail: string | null;
  /** Whether the venue's listing may be claimed now (an invitation to claim it leads somewhere). */
  venueClaimable: boolean;
  ownerEmail: string | null;
  contact: EnquiryContact;
  state: VenueEnquiryState;
  proposalOutcome: ProposalOutcome | null;
  declineReason: DeclineReason | null;
  declineText: string;
  closedReason: 'another_venue_chosen' | 'closed_by_admin' | null;
  notChosen: { reason: NotChosenReason; text: string } | null;
  /** When the venue was mailed the planner's choice; null when it could not be reached. */
  outcomeMailedAt: Date | null;
  notes: string;
  briefNotes: string;
  plannerEmail: string;
  planner: PlannerContact;
  event: EventDetails;
  createdAt: Date;
  viewedAt: Date | null;
  firstAnswerAt: Date | null;
  outcomeAt: Date | null;
  remindedAt: Date | null;
  forwardedCount: number;
  lastForwardedAt: Date | null;
}

export interface ProposalRevision {
  id: string;
  venueEnquiryId: string;
  revision: number;
  room: string;
  layout: string;
  capacity: number;
  dates: string[];
  priceBasis: PriceBasis;
  pricePence: number;
  inclusions: string[];
  validUntil: string;
  message: string;
  documentKey: string | null;
  /** Days the venue holds the date once this is accepted. */
  holdDays: number;
  createdAt: Date;
}

export type NewProposal = Omit<ProposalRevision, 'id' | 'venueEnquiryId' | 'revision' | 'createdAt'>;

export interface ThreadMessage {
  id: string;
  venueEnquiryId: string;
  author: 'planner' | 'venue';
  body: string;
  createdAt: Date;
  /** Written for the venue by one of our administrators ("Venue Finder on behalf of {venue}"). */
  onBehalf: boolean;
  /** Written for the planner by a colleague the event was shared with: their name, else address. */
  colleague: string | null;
}

/** Who is asking for a list: an owner sees their venues' enquiries, an administrator all. */
export type EnquiryScope = { ownerId: string } | { all: true };

/** Where an enquiry's venue name or its planner's e-mail contains the search. */
const searchEnquiries = (pattern: string) => [
  `ve.venue_id IN (SELECT id FROM venues WHERE display_name ILIKE ${pattern})`,
  `ve.enquiry_id IN (SELECT id FROM enquiries WHERE email ILIKE ${pattern})`,
];

const SELECT_VENUE_ENQUIRY = `
  SELECT ve.id, ve.enquiry_id, ve.venue_id, v.display_name AS venue_name, v.slug AS venue_slug, v.city AS venue_city,
         v.owner_id AS venue_owner_id, v.contact_email AS venue_contact_email, v.claimable AS venue_claimable,
         u.email AS owner_email,
         ve.contact, ve.state, ve.proposal_outcome, ve.decline_reason, ve.decline_text, ve.closed_reason,
         ve.not_chosen_reason, ve.not_chosen_text, ve.outcome_mailed_at, ve.notes, e.notes AS brief_notes,
         e.email AS planner_email, ${selectEvent('e')},
         ve.created_at, ve.viewed_at, ve.first_answer_at, ve.outcome_at, ve.reminded_at,
         ve.forwarded_count, ve.last_forwarded_at
    FROM venue_enquiries ve
    JOIN enquiries e ON e.id = ve.enquiry_id
    JOIN venues v ON v.id = ve.venue_id
    LEFT JOIN users u ON u.id = v.owner_id`;

/** Unanswered (new or viewed) first in both orders: the flag's sense follows the sort's direction. */
const ENQUIRIES_OF_VENUES: QueueSource = {
  queue: 'venue-enquiries',
  select: SELECT_VENUE_ENQUIRY,
  countFrom: 'FROM venue_enquiries ve',
  search: searchEnquiries,
  keys: (sort) => [
    { expr: `(ve.state ${sort === 'newest' ? '' : 'NOT '}IN ('new', 'viewed'))`, type: 'boolean' },
    ...byTime('ve.created_at', 've.id'),
  ],
};

const WAITING_ON_UNOWNED: QueueSource = {
  queue: 'waiting-enquiries',
  select: SELECT_VENUE_ENQUIRY,
  countFrom: 'FROM venue_enquiries ve',
  search: searchEnquiries,
  keys: () => byTime('ve.created_at', 've.id'),
};

interface Row extends EventRow, PlannerRow {
  id: string;
  enquiry_id: string;
  venue_id: string;
  venue_name: string;
  venue_slug: string;
  venue_city: string;
  venue_owner_id: string | null;
  venue_contact_email: string | null;
  venue_claimable: boolean;
  owner_email: string | null;
  contact: EnquiryContact;
  state: VenueEnquiryState;
  proposal_outcome: ProposalOutcome | null;
  decline_reason: DeclineReason | null;
  decline_text: string;
  closed_reason: VenueEnquiryRow['closedReason'];
  not_chosen_reason: NotChosenReason | null;
  not_chosen_text: string;
  outcome_mailed_at: Date | null;
  notes: string;
  brief_notes: string;
  planner_email: string;
  created_at: Date;
  viewed_at: Date | null;
  first_answer_at: Date | null;
  outcome_at: Date | null;
  reminded_at: Date | null;
  forwarded_count: number;
  last_forwarded_at: Date | null;
}

const toVenueEnquiry = (row: Row): VenueEnquiryRow => ({
  id: row.id,
  enquiryId: row.enquiry_id,
  venueId: row.venue_id,
  venueName: row.venue_name,
  venueSlug: row.venue_slug,
  venueCity: row.venue_city,
  venueOwnerId: row.venue_owner_id,
  venueContactEmail: row.venue_contact_email,
  venueClaimable: row.venue_claimable,
  ownerEmail: row.owner_email,
  contact: row.contact,
  state: row.state,
  proposalOutcome: row.proposal_outcome,
  declineReason: row.decline_reason,
  declineText: row.decline_text,
  closedReason: row.closed_reason,
  notChosen: row.not_chosen_reason ? { reason: row.not_chosen_reason, text: row.not_chosen_text } : null,
  outcomeMailedAt: row.outcome_mailed_at,
  notes: row.notes,
  briefNotes: row.brief_notes,
  plannerEmail: row.planner_email,
  planner: plannerContactOfRow(row),
  event: eventDetailsOfRow(row),
  createdAt: row.created_at,
  viewedAt: row.viewed_at,
  firstAnswerAt: row.first_answer_at,
  outcomeAt: row.outcome_at,
  remindedAt: row.reminded_at,
  forwardedCount: row.forwarded_count,
  lastForwardedAt: row.last_forwarded_at,
});

interface ProposalRow {
  id: string;
  venue_enquiry_id: string;
  revision: number;
  room: string;
  layout: string;
  capacity: number;
  dates: string[];
  price_basis: PriceBasis;
  price_pence: string;
  inclusions: string[];
  valid_until: string;
  message: string;
  document_key: string | null;
  hold_days: number;
  created_at: Date;
}

const SELECT_PROPOSAL = `
  SELECT id, venue_enquiry_id, revision, room, layout, capacity,
         array(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(dates) AS d ORDER BY d) AS dates,
         price_basis, price_pence, inclusions, to_char(valid_until, 'YYYY-MM-DD') AS valid_until, message,
         document_key, hold_days, created_at
    FROM venue_proposals`;

const toProposal = (row: ProposalRow): ProposalRevision => ({
  id: row.id,
  venueEnquiryId: row.venue_enquiry_id,
  revision: row.revision,
  room: row.room,
  layout: row.layout,
  capacity: row.capacity,
  dates: row.dates,
  priceBasis: row.price_basis,
  pricePence: Number(row.price_pence),
  inclusions: row.inclusions,
  validUntil: row.valid_until,
  message: row.message,
  documentKey: row.document_key,
  holdDays: row.hold_days,
  createdAt: row.created_at,
});

@Injectable()
export class VenueEnquiryRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The address's enquiries sent to venues since `since`, newest first (for fresh links). */
  recentEnquiriesOf(email: string, since: Date, limit: number): Promise<{ id: string; email: string }[]> {
    return this.dataSource.query(
      `SELECT e.id, e.email FROM enquiries e
        WHERE e.email = $1 AND e.created_at > $2 AND EXISTS (SELECT 1 FROM venue_enquiries ve WHERE ve.enquiry_id = e.id)
        ORDER BY e.created_at DESC LIMIT $3`,
      [email, since, limit],
    );
  }

  /** One venue enquiry per venue of the enquiry, in the enquiry's transaction; answers their ids by venue. */
  async insertAll(tx: EntityManager, enquiryId: string, venues: NewVenueEnquiry[], now: Date): Promise<void> {
    await tx.query(
      `INSERT INTO venue_enquiries (enquiry_id, venue_id, position, notes, contact, created_at)
       SELECT $1, item.venue_id, item.position, item.notes, item.contact, $5
         FROM unnest($2::uuid[], $3::text[], $4::text[]) WITH ORDINALITY AS item(venue_id, notes, contact, position)
       ON CONFLICT (enquiry_id, venue_id) DO NOTHING`,
      [enquiryId, venues.map((v) => v.venueId), venues.map((v) => v.notes), venues.map((v) => v.contact), now],
    );
  }

  async ofEnquiry(enquiryId: string, db: Queryable = this.dataSource, lock = false): Promise<VenueEnquiryRow[]> {
    const rows: Row[] = await db.query(
      `${SELECT_VENUE_ENQUIRY} WHERE ve.enquiry_id = $1 ORDER BY ve.position${lock ? ' FOR UPDATE OF ve' : ''}`,
      [enquiryId],
    );
    return rows.map(toVenueEnquiry);
  }

  /** The venue enquiries of several enquiries, each enquiry's in its brief's order. */
  async ofEnquiries(enquiryIds: readonly string[]): Promise<VenueEnquiryRow[]> {
    if (enquiryIds.length === 0) return [];
    const rows: Row[] = await this.dataSource.query(
      `${SELECT_VENUE_ENQUIRY} WHERE ve.enquiry_id = ANY($1::uuid[]) ORDER BY ve.enquiry_id, ve.position`,
      [enquiryIds],
    );
    return rows.map(toVenueEnquiry);
  }

  async find(id: string, db: Queryable = this.dataSource, lock = false): Promise<VenueEnquiryRow | undefined> {
    const rows: Row[] = await db.query(`${SELECT_VENUE_ENQUIRY} WHERE ve.id = $1${lock ? ' FOR UPDATE OF ve' : ''}`, [
      id,
    ]);
    return rows[0] && toVenueEnquiry(rows[0]);
  }

  /**
   * A page of the enquiries in scope, by keyset: unanswered ones first, then newest first ('newest',
   * the usual order) or oldest first ('oldest') — unanswered first either way.
   */
  page(scope: EnquiryScope, filter: QueueFilter<null>): Promise<QueuePage<VenueEnquiryRow>> {
    const conditions =
      'ownerId' in scope
        ? { where: ['ve.venue_id IN (SELECT id FROM venues WHERE owner_id = $1)'], params: [scope.ownerId] }
        : { where: [], params: [] };
    return queuePage(this.dataSource, ENQUIRIES_OF_VENUES, filter, conditions, toVenueEnquiry);
  }

  /** A page of the enquiries waiting on venues nobody owns, oldest first unless asked otherwise. */
  waitingOnUnowned(filter: QueueFilter<null>): Promise<QueuePage<VenueEnquiryRow>> {
    return queuePage(
      this.dataSource,
      WAITING_ON_UNOWNED,
      filter,
      {
        where: [`ve.state IN ('new', 'viewed')`, 've.venue_id IN (SELECT id FROM venues WHERE owner_id IS NULL)'],
        params: [],
      },
      toVenueEnquiry,
    );
  }

  /**
   * How many enquiries reached this venue since `since` (those of the caller's transaction
   * included), counted under a lock on the venue's new-enquiry mails, so that enquiries arriving at
   * once are counted one after another.
   */
  async countArrivedSince(tx: EntityManager, venueId: string, since: Date): Promise<number> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`venue-enquiry-mails:${venueId}`]);
    const [row]: { count: number }[] = await tx.query(
      'SELECT count(*)::int AS count FROM venue_enquiries WHERE venue_id = $1 AND created_at > $2',
      [venueId, since],
    );
    return row?.count ?? 0;
  }

  /** The venue's enquiries that arrived in [from, to) and were not mailed to its owner one by one. */
  async arrivedWithoutMail(venueId: string, from: Date, to: Date): Promise<VenueEnquiryRow[]> {
    const rows: Row[] = await this.dataSource.query(
      `${SELECT_VENUE_ENQUIRY}
        WHERE ve.venue_id = $1 AND ve.created_at >= $2 AND ve.created_at < $3
          AND NOT EXISTS (SELECT 1 FROM mail_messages m WHERE m.dedupe_key = 'venue-enquiry:' || ve.id || ':new')
        ORDER BY ve.created_at, ve.id`,
      [venueId, from, to],
    );
    return rows.map(toVenueEnquiry);
  }

  async markViewed(id: string, now: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE venue_enquiries SET state = 'viewed', viewed_at = $2 WHERE id = $1 AND state = 'new'`,
      [id, now],
    );
  }

  async update(
    tx: EntityManager,
    id: string,
    changes: Partial<{
      state: VenueEnquiryState;
      proposalOutcome: ProposalOutcome | null;
      declineReason: DeclineReason;
      declineText: string;
      closedReason: VenueEnquiryRow['closedReason'];
      notChosen: { reason: NotChosenReason; text: string };
      outcomeMailedAt: Date;
      firstAnswerAt: Date;
      outcomeAt: Date;
      forwarded: Date;
    }>,
  ): Promise<void> {
    const columns: Record<string, unknown> = {
      state: changes.state,
      proposal_outcome: changes.proposalOutcome,
      decline_reason: changes.declineReason,
      decline_text: changes.declineText,
      closed_reason: changes.closedReason,
      not_chosen_reason: changes.notChosen?.reason,
      not_chosen_text: changes.notChosen?.text,
      outcome_mailed_at: changes.outcomeMailedAt,
      outcome_at: changes.outcomeAt,
      last_forwarded_at: changes.forwarded,
    };
    const sets: string[] = [];
    const values: unknown[] = [id];
    for (const [column, value] of Object.entries(columns)) {
      if (value === undefined) continue;
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    }
    if (changes.firstAnswerAt) {
      values.push(changes.firstAnswerAt);
      sets.push(`first_answer_at = coalesce(first_answer_at, $${values.length})`);
    }
    if (changes.forwarded) sets.push('forwarded_count = forwarded_count + 1');
    if (sets.length === 0) return;
    await tx.query(`UPDATE venue_enquiries SET ${sets.join(', ')} WHERE id = $1`, values);
  }

  async insertProposal(
    tx: EntityManager,
    venueEnquiryId: string,
    authorId: string | null,
    proposal: NewProposal,
    now: Date,
  ): Promise<ProposalRevision> {
    await tx.query(
      `INSERT INTO venue_proposals (venue_enquiry_id, revision, author_id, room, layout, capacity, dates, price_basis,
                                    price_pence, inclusions, valid_until, message, document_key, hold_days, created_at)
       SELECT $1, coalesce(max(revision), 0) + 1, $2, $3, $4, $5, $6::date[], $7, $8, $9::text[], $10, $11, $12, $14, $13
         FROM venue_proposals WHERE venue_enquiry_id = $1`,
      [
        venueEnquiryId,
        authorId,
        proposal.room,
        proposal.layout,
        proposal.capacity,
        proposal.dates,
        proposal.priceBasis,
        proposal.pricePence,
        proposal.inclusions,
        proposal.validUntil,
        proposal.message,
        proposal.documentKey,
        now,
        proposal.holdDays,
      ],
    );
    const [current] = await this.proposalsOf([venueEnquiryId], tx, true);
    return current!;
  }

  /** Proposals of these venue enquiries: every revision, newest first, or only the current ones. */
  async proposalsOf(ids: string[], db: Queryable = this.dataSource, currentOnly = false): Promise<ProposalRevision[]> {
    if (ids.length === 0) return [];
    const rows: ProposalRow[] = await db.query(
      currentOnly
        ? `SELECT DISTINCT ON (venue_enquiry_id) * FROM (${SELECT_PROPOSAL} WHERE venue_enquiry_id = ANY($1::uuid[])) p
            ORDER BY venue_enquiry_id, revision DESC`
        : `${SELECT_PROPOSAL} WHERE venue_enquiry_id = ANY($1::uuid[]) ORDER BY venue_enquiry_id, revision DESC`,
      [ids],
    );
    return rows.map(toProposal);
  }

  /** One revision by its id. */
  async proposalById(id: string, db: Queryable = this.dataSource): Promise<ProposalRevision | undefined> {
    const rows: ProposalRow[] = await db.query(`${SELECT_PROPOSAL} WHERE id = $1`, [id]);
    return rows[0] && toProposal(rows[0]);
  }

  async insertMessage(
    tx: EntityManager,
    venueEnquiryId: string,
    author: 'planner' | 'venue',
    authorId: string | null,
    body: string,
    now: Date,
  ): Promise<ThreadMessage> {
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO venue_enquiry_messages (venue_enquiry_id, author, author_id, body, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [venueEnquiryId, author, authorId, body, now],
    );
    return { id: row!.id, venueEnquiryId, author, body, createdAt: now, onBehalf: false, colleague: null };
  }

  /**
   * What one side has sent in a venue enquiry since `since` (its messages, and for the venue its
   * proposal's revisions): the other side is mailed about only the first few an hour.
   */
  async sentSince(
    id: string,
    author: 'planner' | 'venue',
    since: Date,
    db: Queryable = this.dataSource,
  ): Promise<number> {
    const [row]: { count: number }[] = await db.query(
      `SELECT (SELECT count(*) FROM venue_enquiry_messages
                WHERE venue_enquiry_id = $1 AND author = $2 AND created_at > $3)
            + CASE WHEN $2 = 'venue'
                   THEN (SELECT count(*) FROM venue_proposals WHERE venue_enquiry_id = $1 AND created_at > $3)
                   ELSE 0 END AS count`,
      [id, author, since],
    );
    return Number(row?.count ?? 0);
  }

  async messagesOf(ids: string[], db: Queryable = this.dataSource): Promise<ThreadMessage[]> {
    if (ids.length === 0) return [];
    const rows: {
      id: string;
      venue_enquiry_id: string;
      author: 'planner' | 'venue';
      body: string;
      created_at: Date;
      on_behalf: boolean;
      colleague: string | null;
    }[] = await db.query(
      `SELECT m.id, m.venue_enquiry_id, m.author, m.body, m.created_at,
              (m.author = 'venue' AND coalesce(u.user_type = 'admin', false)) AS on_behalf,
              CASE WHEN m.author = 'planner' AND u.email <> e.email THEN coalesce(nullif(u.name, ''), u.email::text) END
                AS colleague
         FROM venue_enquiry_messages m LEFT JOIN users u ON u.id = m.author_id
         JOIN venue_enquiries ve ON ve.id = m.venue_enquiry_id JOIN enquiries e ON e.id = ve.enquiry_id
        WHERE m.venue_enquiry_id = ANY($1::uuid[]) ORDER BY m.created_at, m.id`,
      [ids],
    );
    return rows.map((row) => ({
      id: row.id,
      venueEnquiryId: row.venue_enquiry_id,
      author: row.author,
      body: row.body,
      createdAt: row.created_at,
      onBehalf: row.on_behalf,
      colleague: row.colleague,
    }));
  }

  /** Unanswered enquiries to owned venues, made before `before` and not yet reminded: marked reminded now. */
  async takeDueReminders(tx: EntityManager, before: Date, now: Date, limit: number): Promise<VenueEnquiryRow[]> {
    const ids: { id: string }[] = await tx.query(
      `WITH reminded AS (
         UPDATE venue_enquiries SET reminded_at = $2
          WHERE id IN (SELECT ve.id FROM venue_enquiries ve JOIN venues v ON v.id = ve.venue_id
                        WHERE ve.state IN ('new', 'viewed') AND ve.reminded_at IS NULL AND ve.created_at <= $1
                          AND v.owner_id IS NOT NULL
                        ORDER BY ve.created_at LIMIT $3 FOR UPDATE OF ve SKIP LOCKED)
          RETURNING id)
       SELECT id FROM reminded`,
      [before, now, limit],
    );
    return this.rowsByIds(
      ids.map((r) => r.id),
      tx,
    );
  }

  /** Unanswered enquiries made before `before`: expired now. */
  async expireDue(tx: EntityManager, before: Date, now: Date, limit: number): Promise<VenueEnquiryRow[]> {
    const ids: { id: string }[] = await tx.query(
      `WITH expired AS (
         UPDATE venue_enquiries SET state = 'expired', outcome_at = $2
          WHERE id IN (SELECT id FROM venue_enquiries WHERE state IN ('new', 'viewed') AND created_at <= $1
                        ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED)
          RETURNING id)
       SELECT id FROM expired`,
      [before, now, limit],
    );
    return this.rowsByIds(
      ids.map((r) => r.id),
      tx,
    );
  }

  private async rowsByIds(ids: string[], db: Queryable): Promise<VenueEnquiryRow[]> {
    if (ids.length === 0) return [];
    const rows: Row[] = await db.query(`${SELECT_VENUE_ENQUIRY} WHERE ve.id = ANY($1::uuid[]) ORDER BY ve.created_at`, [
      ids,
    ]);
    return rows.map(toVenueEnquiry);
  }
}
