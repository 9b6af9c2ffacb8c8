// The benchmarks' and drills' SQL, and nothing else: what they set up in their throwaway database
// (moderation queues, a programme for every venue, a drill's owner and tokens), the samples they
// load it with, and the counts they report. The commands decide what to measure; this file only
// reaches the tables, each result typed.
import { Venue } from '@venue-finder/core';
import type { EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;
/** What TypeORM's repositories are taken from: a DataSource or an EntityManager. */
type Repositories = Pick<EntityManager, 'getRepository'>;

/** Refreshes the planner's statistics (and clears dead rows) of the tables named, or of them all. */
export async function vacuumAnalyze(db: Queryable, tables: string[] = []): Promise<void> {
  await db.query(`VACUUM ANALYZE ${tables.join(', ')}`);
}

/** Marks every pending outbox message processed at `now` (the rebuild already indexed them). */
export async function markOutboxProcessed(db: Queryable, now: Date): Promise<void> {
  await db.query('UPDATE outbox SET processed_at = $1 WHERE processed_at IS NULL', [now]);
}

/** Up to `limit` indexed venues' names, in an order fixed by their ids (a search load's words). */
export async function sampleIndexedNames(db: Queryable, limit: number): Promise<string[]> {
  const rows: { name: string }[] = await db.query(
    `SELECT name FROM search_document_details ORDER BY md5(venue_id::text) LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.name);
}

/** The ids of every indexed venue. */
export async function indexedVenueIds(db: Queryable): Promise<string[]> {
  const rows: { id: string }[] = await db.query(`SELECT venue_id AS id FROM search_documents`);
  return rows.map((row) => row.id);
}

/** How many documents the index holds, and how many of them are of venues keeping a calendar. */
export async function indexedDocumentCounts(db: Queryable): Promise<{ documents: number; keepingCalendar: number }> {
  const [row]: { n: string; calendars: string }[] = await db.query(
    'SELECT count(*) AS n, count(*) FILTER (WHERE keeps_calendar) AS calendars FROM search_documents',
  );
  return { documents: Number(row!.n), keepingCalendar: Number(row!.calendars) };
}

/** The venue as stored now (its version included), for an edit from that version. */
export async function venueById(db: Repositories, id: string): Promise<Venue> {
  return db.getRepository(Venue).findOneByOrFail({ id });
}

/** Every venue, whatever its status (the relevance bench judges them all). */
export async function everyVenue(db: Repositories): Promise<Venue[]> {
  return db.getRepository(Venue).find();
}

/** The first `limit` published venues by id. */
export async function firstPublishedVenues(db: Repositories, limit: number): Promise<Venue[]> {
  return db.getRepository(Venue).find({ where: { status: 'published' }, take: limit, order: { id: 'ASC' } });
}

/** Up to `limit` published venues' ids, in an order fixed by their ids. */
export async function samplePublishedVenueIds(db: Queryable, limit: number): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `SELECT id FROM venues WHERE status = 'published' ORDER BY md5(id::text) LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}

export interface ActivityTotals {
  appearances: number;
  views: number;
  rows: number;
}

/** What the analytics flushes have written: appearances and views summed, and the rows holding them. */
export async function venueActivityTotals(db: Queryable): Promise<ActivityTotals> {
  const [totals]: ActivityTotals[] = await db.query(
    `SELECT coalesce(sum(appearances), 0)::int AS appearances, coalesce(sum(views), 0)::int AS views, count(*)::int AS rows
       FROM venue_daily_activity`,
  );
  return totals!;
}

/** Every published venue not yet in the programme joins it at `now` with points 5-400, many of them tied. */
export async function everyVenueInTheProgramme(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO venue_programme (venue_id, total_points, verified_items, badges_count, tier, updated_at)
     SELECT id, points, points / 20 + 1, points / 60 + 1,
            CASE WHEN points >= 200 THEN 'platinum' WHEN points >= 120 THEN 'gold'
                 WHEN points >= 50 THEN 'silver' ELSE 'bronze' END,
            $1::timestamptz
       FROM (SELECT id, 5 * (1 + abs(hashtext(id::text)) % 80) AS points FROM venues WHERE status = 'published') v
     ON CONFLICT (venue_id) DO NOTHING`,
    [now],
  );
}

/** How many venues the programme ranks (those with points). */
export async function rankedCount(db: Queryable): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    'SELECT count(*)::int AS n FROM venue_programme WHERE total_points > 0',
  );
  return row!.n;
}

/**
 * `owners` bench owners and, for each moderation queue, `pending` items waiting and `decided`
 * done, the nth item created n × a few seconds before `now`.
 */
export async function fillModerationQueues(
  db: Queryable,
  counts: { owners: number; pending: number; decided: number },
  now: Date,
): Promise<void> {
  const { owners, pending } = counts;
  const all = pending + counts.decided;
  await db.query(
    `INSERT INTO users (email, user_type, roles, created_at, updated_at)
     SELECT 'queue-owner-' || n || '@bench-' || n % 97 || '.example.co.uk', 'owner', '{owner}', $2, $2
       FROM generate_series(1, $1) n`,
    [owners, now],
  );
  // Item g (1…all) belongs to owner g mod owners and venue g; the first `pending` wait, the rest are decided.
  const items = `FROM generate_series(1, $1) g
       JOIN (SELECT id, email, row_number() OVER (ORDER BY email) AS n
               FROM users WHERE email LIKE 'queue-owner-%') o ON o.n = 1 + g % ${Number(owners)}
       JOIN (SELECT id, display_name, row_number() OVER (ORDER BY id) AS n FROM venues) v ON v.n = g`;
  const waiting = (yes: string, no: string) => `CASE WHEN g <= ${Number(pending)} THEN ${yes} ELSE ${no} END`;
  const at = (spacing: number) => `$2::timestamptz - make_interval(secs => g * ${spacing})`;
  await db.query(
    `INSERT INTO registrations (user_id, email, venue_data, step, status, submitted_at, created_at, updated_at)
     SELECT o.id, o.email,
            jsonb_build_object('name', 'Bench Hall ' || g, 'address', jsonb_build_object('city', 'leeds')),
            4, ${waiting("'submitted'", "'rejected'")}, ${at(41)}, ${at(41)}, ${at(41)} ${items}`,
    [all, now],
  );
  await db.query(
    `INSERT INTO claims (venue_id, user_id, email, proof_type, proof_value, notes, status, auto_fast_tracked,
                         created_at, updated_at)
     SELECT v.id, o.id, o.email, 'doc', 'documents/bench.pdf', '',
            ${waiting("CASE WHEN g % 3 = 0 THEN 'under-review' ELSE 'submitted' END", "'rejected'")},
            g % 10 = 0, ${at(37)}, ${at(37)} ${items}`,
    [all, now],
  );
  await db.query(
    `INSERT INTO change_requests (venue_id, owner_id, status, patch, base_version, created_at)
     SELECT v.id, o.id, ${waiting("'submitted'", "'approved'")}, '{"amenities": ["wifi"]}', 1, ${at(43)} ${items}`,
    [all, now],
  );
  await db.query(
    `INSERT INTO gamification_verifications (user_id, venue_id, category_id, item_index, item_text, image_url,
                                             points, created_at, revoked_at)
     SELECT o.id, v.id, 'bench', 0, 'Projector', 'https://photos.example.com/bench.jpg', 10, ${at(47)},
            ${waiting('NULL', '$2::timestamptz')} ${items}`,
    [all, now],
  );
}

/** A drill's owner account, made at `now`; answers its id. */
export async function insertDrillOwner(db: Queryable, email: string, now: Date): Promise<string> {
  const [owner]: { id: string }[] = await db.query(
    `INSERT INTO users (email, user_type, roles, created_at, updated_at) VALUES ($1, 'owner', '{owner}', $2, $2)
     RETURNING id`,
    [email, now],
  );
  return owner!.id;
}

/** A signed-in session of the user, by its token's hash, made at `now` and lasting until `expiresAt`. */
export async function insertDrillSession(
  db: Queryable,
  tokenHash: Buffer,
  userId: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, csrf_secret, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, '', $3, $3, $4)`,
    [tokenHash, userId, now, expiresAt],
  );
}

/** How many upload addresses an owner holds and the bytes they reserve (10 MB for one not yet sized). */
export async function mediaHeldBy(db: Queryable, ownerId: string): Promise<{ uploads: number; bytes: number }> {
  const [held]: { uploads: number; bytes: string }[] = await db.query(
    `SELECT count(*)::int AS uploads, coalesce(sum(coalesce(size_bytes, 10485760)), 0)::bigint AS bytes
       FROM media WHERE owner_id = $1`,
    [ownerId],
  );
  return { uploads: held!.uploads, bytes: Number(held!.bytes) };
}

/** A live password-reset link of an administrator, by its token's hash, issued at `now`, lasting until `expiresAt`. */
export async function insertAdminResetToken(
  db: Queryable,
  tokenHash: Buffer,
  email: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO one_time_tokens (token_hash, purpose, email, user_type, created_at, expires_at)
     VALUES ($1, 'password_reset', $2, 'admin', $3, $4)`,
    [tokenHash, email, now, expiresAt],
  );
}
