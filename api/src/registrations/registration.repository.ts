// Queries on registrations, and nothing else. A draft is saved only from the version its writer
// read (two tabs never overwrite each other silently); a review changes only a submitted one. An
// owner may keep several drafts; a rejected registration reopens as a new draft that points back
// at it (one open draft per rejected registration).
import { Injectable } from '@nestjs/common';
import type { VenueData } from '@venue-finder/contract';
import type { OwnerRegistrationFilter, RegistrationStatus } from '@venue-finder/core';
import { Registration, Venue } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { type QueueFilter, type QueuePage, type QueueSource, byTime, queuePage } from '../moderation/queue-page';

type Queryable = Pick<EntityManager, 'query'>;

/** What the owner sent, as the jsonb column takes it (a free-form object is beyond TypeORM's deep-partial type). */
const asJsonb = (data: VenueData) => data as QueryDeepPartialEntity<Registration['venueData']>;

export interface StoredRegistration {
  id: string;
  userId: string;
  email: string;
  venueData: VenueData;
  status: RegistrationStatus;
  step: number;
  version: number;
  venueId: string | null;
  venueSlug: string | null;
  venueStatus: string | null;
  rejectionReason: string;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date | null;
  reviewedAt: Date | null;
  /** The rejected registration this draft corrects, and why that one was rejected. */
  reopenedFrom: string | null;
  previousRejectionReason: string | null;
}

export type RegistrationQueueFilter = QueueFilter<RegistrationStatus | null>;

export interface RegistrationWrite {
  venueData: VenueData;
  step: number;
  status: 'draft' | 'submitted';
}

interface Row {
  id: string;
  user_id: string;
  email: string;
  venue_data: VenueData;
  status: RegistrationStatus;
  step: number;
  version: number;
  venue_id: string | null;
  venue_slug: string | null;
  venue_status: string | null;
  rejection_reason: string;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  reopened_from: string | null;
  previous_rejection_reason: string | null;
}

const SELECT = `SELECT r.*, v.slug AS venue_slug, v.status AS venue_status,
                       p.rejection_reason AS previous_rejection_reason
                  FROM registrations r
                  LEFT JOIN venues v ON v.id = r.venue_id
                  LEFT JOIN registrations p ON p.id = r.reopened_from`;

const REVIEW_QUEUE: QueueSource = {
  queue: 'registrations',
  select: SELECT,
  countFrom: 'FROM registrations r',
  search: (q) => [`(r.venue_data->>'name') ILIKE ${q}`, `r.email::text ILIKE ${q}`],
  keys: () => byTime('coalesce(r.submitted_at, r.updated_at)', 'r.id'),
};

/** An owner's own registrations, most recently saved first. */
const OWNER_REGISTRATIONS: QueueSource = {
  queue: 'my-registrations',
  select: SELECT,
  countFrom: 'FROM registrations r',
  search: () => ['false'],
  keys: () => byTime('r.updated_at', 'r.id'),
};

/** What the portal lists: drafts, those waiting for review, and rejected ones no registration corrects yet. */
const OPEN = `(r.status IN ('draft', 'submitted')
               OR (r.status = 'rejected' AND NOT EXISTS (SELECT 1 FROM registrations c WHERE c.reopened_from = r.id)))`;

export type OwnerRegistrationsPage = Pick<QueueFilter<OwnerRegistrationFilter>, 'status' | 'limit' | 'cursor'>;

export interface SimilarVenue {
  id: string;
  slug: string;
  name: string;
  city: string;
  postcode: string;
  claimed: boolean;
}

@Injectable()
export class RegistrationRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(id: string, db: Queryable = this.dataSource): Promise<StoredRegistration | undefined> {
    const rows: Row[] = await db.query(`${SELECT} WHERE r.id = $1`, [id]);
    return rows[0] && toRegistration(rows[0]);
  }

  /** Locks a registration for a review in the caller's transaction. */
  async lock(tx: EntityManager, id: string): Promise<StoredRegistration | undefined> {
    const rows: Row[] = await tx.query(`${SELECT} WHERE r.id = $1 FOR UPDATE OF r`, [id]);
    return rows[0] && toRegistration(rows[0]);
  }

  /** A page of the user's registrations, most recently saved first. */
  ofUser(userId: string, page: OwnerRegistrationsPage): Promise<QueuePage<StoredRegistration>> {
    const where = ['r.user_id = $1'];
    const params: unknown[] = [userId];
    if (page.status === 'open') where.push(OPEN);
    else if (page.status !== 'all') where.push(`r.status = $${params.push(page.status)}`);
    return queuePage(
      this.dataSource,
      OWNER_REGISTRATIONS,
      { ...page, q: '', sort: 'newest' },
      { where, params },
      toRegistration,
    );
  }

  /** A page of registrations for review, by when they were submitted; all statuses when none is given. */
  forReview(filter: RegistrationQueueFilter): Promise<QueuePage<StoredRegistration>> {
    const byStatus = filter.status ? { where: ['r.status = $1'], params: [filter.status] } : { where: [], params: [] };
    return queuePage(this.dataSource, REVIEW_QUEUE, filter, byStatus, toRegistration);
  }

  /**
   * The user's open drafts, counted under a lock of theirs held to the end of the transaction, so
   * two tabs starting a draft at once cannot both pass a limit on them.
   */
  async lockDraftCount(tx: EntityManager, userId: string): Promise<number> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 727036))', [userId]);
    const [{ drafts }]: { drafts: number }[] = await tx.query(
      `SELECT count(*)::int AS drafts FROM registrations WHERE user_id = $1 AND status = 'draft'`,
      [userId],
    );
    return drafts;
  }

  /** Creates a registration (a draft, or a whole submission at once) at `at` (the api's Clock). */
  async create(
    tx: EntityManager,
    userId: string,
    email: string,
    write: RegistrationWrite,
    at: Date,
  ): Promise<StoredRegistration> {
    const { identifiers } = await tx.getRepository(Registration).insert({
      userId,
      email,
      venueData: asJsonb(write.venueData),
      step: write.step,
      status: write.status,
      submittedAt: write.status === 'submitted' ? at : null,
      createdAt: at,
      updatedAt: at,
    });
    return (await this.find(identifiers[0]!.id as string, tx))!;
  }

  /**
   * A new draft with the rejected registration's values, pointing back at it; undefined when
   * one is already open for it (found with openReopening).
   */
  async reopen(tx: EntityManager, rejected: StoredRegistration, at: Date): Promise<StoredRegistration | undefined> {
    // Spelled against the partial unique index (one open draft per rejected registration).
    const rows: { id: string }[] = await tx.query(
      `INSERT INTO registrations (user_id, email, venue_data, step, status, reopened_from, created_at, updated_at)
       VALUES ($1, $2, $3, 0, 'draft', $4, $5, $5)
       ON CONFLICT (reopened_from) WHERE status = 'draft' DO NOTHING
       RETURNING id`,
      [rejected.userId, rejected.email, JSON.stringify(rejected.venueData), rejected.id, at],
    );
    return rows[0] && this.find(rows[0].id, tx);
  }

  /** The open draft that corrects this rejected registration, if any. */
  async openReopening(rejectedId: string, db: Queryable = this.dataSource): Promise<StoredRegistration | undefined> {
    const rows: Row[] = await db.query(`${SELECT} WHERE r.reopened_from = $1 AND r.status = 'draft'`, [rejectedId]);
    return rows[0] && toRegistration(rows[0]);
  }

  /** Discards a draft; false when it is not (or no longer) a draft. */
  async discard(tx: EntityManager, id: string): Promise<boolean> {
    const { affected } = await tx.getRepository(Registration).delete({ id, status: 'draft' });
    return affected === 1;
  }

  /** Saves a draft from `expectedVersion` at `at`; false when it is no longer a draft at that version. */
  async save(
    id: string,
    expectedVersion: number,
    write: RegistrationWrite,
    at: Date,
    db: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const { affected } = await db.getRepository(Registration).update(
      { id, version: expectedVersion, status: 'draft' },
      {
        venueData: asJsonb(write.venueData),
        step: write.step,
        status: write.status,
        version: () => 'version + 1',
        updatedAt: at,
        submittedAt: write.status === 'submitted' ? at : null,
      },
    );
    return affected === 1;
  }

  async markApproved(tx: EntityManager, id: string, venueId: string, adminId: string, at: Date): Promise<void> {
    await tx.getRepository(Registration).update(
      { id },
      {
        status: 'approved',
        venueId,
        reviewedBy: adminId,
        reviewedAt: at,
        version: () => 'version + 1',
        updatedAt: at,
      },
    );
  }

  async markRejected(tx: EntityManager, id: string, reason: string, adminId: string, at: Date): Promise<void> {
    await tx.getRepository(Registration).update(
      { id },
      {
        status: 'rejected',
        rejectionReason: reason,
        reviewedBy: adminId,
        reviewedAt: at,
        version: () => 'version + 1',
        updatedAt: at,
      },
    );
  }

  /** A venue's slug, locked for this transaction, and the taken ones it may be numbered past (slug-2…). */
  async lockSlug(tx: EntityManager, base: string): Promise<Set<string>> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 727002))', [base]);
    const rows: { slug: string }[] = await tx.query(
      `SELECT slug FROM venues WHERE slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')`,
      [base],
    );
    return new Set(rows.map((row) => row.slug));
  }

  /** The venue an approval would publish, as written inside the preview's transaction. */
  listing(tx: EntityManager, venueId: string): Promise<Venue> {
    return tx.getRepository(Venue).findOneByOrFail({ id: venueId });
  }

  /**
   * Published venues that look like the one being registered: a similar name (trigram) in the
   * same postcode or city. At most five, the most alike first.
   */
  async similarVenues(name: string, city: string, postcode: string): Promise<SimilarVenue[]> {
    const rows: (Omit<SimilarVenue, 'claimed'> & { owner_id: string | null })[] = await this.dataSource.query(
      `SELECT id, slug, name, city, postcode, owner_id
         FROM venues
        WHERE status = 'published'
          AND (city = $2 OR upper(replace(postcode, ' ', '')) = upper(replace($3, ' ', '')))
          AND similarity(lower(name), lower($1)) >= 0.45
        ORDER BY similarity(lower(name), lower($1)) DESC, name
        LIMIT 5`,
      [name, city, postcode],
    );
    return rows.map(({ owner_id, ...venue }) => ({ ...venue, claimed: owner_id !== null }));
  }
}

function toRegistration(row: Row): StoredRegistration {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    venueData: row.venue_data,
    status: row.status,
    step: row.step,
    version: row.version,
    venueId: row.venue_id,
    venueSlug: row.venue_slug,
    venueStatus: row.venue_status,
    rejectionReason: row.rejection_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    reopenedFrom: row.reopened_from,
    previousRejectionReason: row.reopened_from ? row.previous_rejection_reason : null,
  };
}
