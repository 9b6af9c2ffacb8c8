// The demo data's SQL, and nothing else: the demo people (through TypeORM), the rows the demo's
// enquiry loop and verification programme insert (demo-enquiries.ts, demo-programme.ts decide what
// they hold), and the reset and count of `npm run seed`. Tables with no writer of the demo's shape
// in the product are reached here in hand-written SQL, each result typed.
import { User, Venue } from '@venue-finder/core';
import type { DataSource, EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

/** A published venue of an owner, with what a proposal's capacity is drawn from. */
export interface OwnedVenue {
  id: string;
  capacity_max: number;
}

export interface DemoEnquiryRow {
  email: string;
  venueIds: string[];
  notes: string;
  eventDate: string | null;
  dateFlexible: boolean;
  guests: number;
  layout: string;
  budgetPence: number | null;
  createdAt: Date;
}

export interface DemoVenueEnquiryRow {
  enquiryId: string;
  venueId: string;
  notes: string;
  state: string;
  proposalOutcome: string | null;
  declineReason: string | null;
  declineText: string;
  closedReason: string | null;
  createdAt: Date;
  viewedAt: Date | null;
  firstAnswerAt: Date | null;
  outcomeAt: Date | null;
  remindedAt: Date | null;
}

export interface DemoProposalRow {
  venueEnquiryId: string;
  revision: number;
  authorId: string;
  room: string;
  layout: string;
  capacity: number;
  dates: string[];
  pricePence: number;
  inclusions: string[];
  validUntil: string;
  message: string;
  createdAt: Date;
}

export interface DemoMessageRow {
  venueEnquiryId: string;
  author: 'planner' | 'venue';
  authorId: string | null;
  body: string;
  createdAt: Date;
}

export interface DemoVerificationRow {
  user_id: string | null;
  venue_id: string;
  category_id: string;
  item_index: number;
  item_text: string;
  image_url: string;
  points: number;
}

export interface DemoBadgeRow {
  user_id: string | null;
  venue_id: string;
  badge_type: string;
}

export interface DemoProgrammeTotalRow {
  venue_id: string;
  total_points: number;
  verified_items: number;
  badges_count: number;
  tier: string;
}

/** The owner's published venues, by slug. */
export function publishedVenuesOf(tx: Queryable, ownerId: string): Promise<OwnedVenue[]> {
  return tx.query(`SELECT id, capacity_max FROM venues WHERE owner_id = $1 AND status = 'published' ORDER BY slug`, [
    ownerId,
  ]);
}

/** A planner's enquiry as the brief form submits it; answers its id. */
export async function insertDemoEnquiry(tx: Queryable, row: DemoEnquiryRow): Promise<string> {
  const [enquiry]: { id: string }[] = await tx.query(
    `INSERT INTO enquiries (source, email, venue_ids, notes, event_date, date_flexible, guests, layout, budget_pence, created_at)
     VALUES ('v2_brief_submission', $1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      row.email,
      row.venueIds,
      row.notes,
      row.eventDate,
      row.dateFlexible,
      row.guests,
      row.layout,
      row.budgetPence,
      row.createdAt,
    ],
  );
  return enquiry!.id;
}

/** The enquiry as one venue holds it, in its state; answers its id. */
export async function insertDemoVenueEnquiry(tx: Queryable, row: DemoVenueEnquiryRow): Promise<string> {
  const [venueEnquiry]: { id: string }[] = await tx.query(
    `INSERT INTO venue_enquiries (enquiry_id, venue_id, position, notes, contact, state, proposal_outcome,
                                  decline_reason, decline_text, closed_reason, created_at, viewed_at,
                                  first_answer_at, outcome_at, reminded_at)
     VALUES ($1, $2, 1, $3, 'owner', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      row.enquiryId,
      row.venueId,
      row.notes,
      row.state,
      row.proposalOutcome,
      row.declineReason,
      row.declineText,
      row.closedReason,
      row.createdAt,
      row.viewedAt,
      row.firstAnswerAt,
      row.outcomeAt,
      row.remindedAt,
    ],
  );
  return venueEnquiry!.id;
}

/** One revision of a venue's proposal, priced per delegate; answers its id. */
export async function insertDemoProposal(tx: Queryable, row: DemoProposalRow): Promise<string> {
  const [proposal]: { id: string }[] = await tx.query(
    `INSERT INTO venue_proposals (venue_enquiry_id, revision, author_id, room, layout, capacity, dates, price_basis,
                                  price_pence, inclusions, valid_until, message, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date[], 'per_delegate', $8, $9::text[], $10, $11, $12) RETURNING id`,
    [
      row.venueEnquiryId,
      row.revision,
      row.authorId,
      row.room,
      row.layout,
      row.capacity,
      row.dates,
      row.pricePence,
      row.inclusions,
      row.validUntil,
      row.message,
      row.createdAt,
    ],
  );
  return proposal!.id;
}

/** The hold an accepted proposal placed on its date: still held, or confirmed as a booking. */
export interface DemoHoldRow {
  venueEnquiryId: string;
  venueId: string;
  proposalId: string;
  room: string;
  eventDate: string;
  state: 'held' | 'confirmed';
  reference: string;
  createdAt: Date;
  expiresAt: Date;
  confirmedAt: Date | null;
}

export async function insertDemoHold(tx: Queryable, row: DemoHoldRow): Promise<void> {
  await tx.query(
    `INSERT INTO venue_holds (venue_enquiry_id, venue_id, proposal_id, room, event_date, option_rank, state,
                              reference, expires_at, created_at, confirmed_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $9, $10)`,
    [
      row.venueEnquiryId,
      row.venueId,
      row.proposalId,
      row.room,
      row.eventDate,
      row.state,
      row.reference,
      row.expiresAt,
      row.createdAt,
      row.confirmedAt,
    ],
  );
}

/** One message of an enquiry's thread. */
export async function insertDemoMessage(tx: Queryable, row: DemoMessageRow): Promise<void> {
  await tx.query(
    `INSERT INTO venue_enquiry_messages (venue_enquiry_id, author, author_id, body, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [row.venueEnquiryId, row.author, row.authorId, row.body, row.createdAt],
  );
}

/**
 * The programme's verified items, badges and venue totals, in one statement each, made at `at`
 * (rows already there are kept).
 */
export async function insertDemoProgramme(
  tx: Queryable,
  verifications: DemoVerificationRow[],
  badges: DemoBadgeRow[],
  totals: DemoProgrammeTotalRow[],
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO gamification_verifications
            (user_id, venue_id, category_id, item_index, item_text, image_url, points, created_at)
     SELECT v.*, $2::timestamptz FROM jsonb_to_recordset($1::jsonb)
       AS v(user_id uuid, venue_id uuid, category_id text, item_index int, item_text text, image_url text, points int)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(verifications), at],
  );
  await tx.query(
    `INSERT INTO gamification_badges (user_id, venue_id, badge_type, earned_at)
     SELECT b.*, $2::timestamptz FROM jsonb_to_recordset($1::jsonb) AS b(user_id uuid, venue_id uuid, badge_type text)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(badges), at],
  );
  await tx.query(
    `INSERT INTO venue_programme (venue_id, total_points, verified_items, badges_count, tier, updated_at)
     SELECT p.*, $2::timestamptz FROM jsonb_to_recordset($1::jsonb)
       AS p(venue_id uuid, total_points int, verified_items int, badges_count int, tier text)
     ON CONFLICT (venue_id) DO NOTHING`,
    [JSON.stringify(totals), at],
  );
}

/**
 * Inserts the demo people (one that already exists, by e-mail, keeps its row), makes `adminEmail`
 * the admin with `adminPasswordHash`, and answers each person's id as stored, by e-mail in lower case.
 */
export async function saveDemoUsers(
  tx: EntityManager,
  users: (Partial<User> & { email: string })[],
  adminEmail: string,
  adminPasswordHash: string,
): Promise<Map<string, string>> {
  await tx.createQueryBuilder().insert().into(User).values(users).orIgnore().execute();
  await tx.update(
    User,
    { email: adminEmail },
    { passwordHash: adminPasswordHash, userType: 'admin', roles: ['admin'] },
  );
  const rows = await tx
    .createQueryBuilder(User, 'user')
    .select(['user.id', 'user.email'])
    .where('user.email IN (:...emails)', { emails: users.map((u) => u.email) })
    .getMany();
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
}

/** The published venues that have an owner, by id (the verification programme's demo). */
export function publishedOwnedVenues(tx: EntityManager): Promise<Venue[]> {
  return tx
    .getRepository(Venue)
    .createQueryBuilder('venue')
    .where("venue.status = 'published' AND venue.owner_id IS NOT NULL")
    .orderBy('venue.id')
    .getMany();
}

/** How many venues the database holds (seed's --if-empty). */
export async function countVenues(dataSource: DataSource): Promise<number> {
  const [row] = await dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM venues');
  return row?.n ?? 0;
}

/**
 * Empties the demo data (seed's --reset). TRUNCATE … CASCADE also empties the tables that
 * reference these (claims, sessions…), which would otherwise block the delete; it is all one
 * transaction, so a failure changes nothing.
 */
export async function resetDemoData(dataSource: DataSource): Promise<void> {
  await dataSource.transaction((tx) =>
    tx.query('TRUNCATE venues, outbox, search_documents, search_vocabulary, users RESTART IDENTITY CASCADE'),
  );
}
