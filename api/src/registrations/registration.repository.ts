// Queries on registrations, and nothing else. A draft is saved only from the version its writer
// read (two tabs never overwrite each other silently); a review changes only a submitted one.
import { Injectable } from '@nestjs/common';
import type { VenueData } from '@venue-finder/contract';
import type { RegistrationStatus } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import { type QueueFilter, type QueuePage, type QueueSource, byTime, queuePage } from '../moderation/queue-page';

type Queryable = Pick<EntityManager, 'query'>;

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
}

const SELECT = `SELECT r.*, v.slug AS venue_slug, v.status AS venue_status
                  FROM registrations r LEFT JOIN venues v ON v.id = r.venue_id`;

const REVIEW_QUEUE: QueueSource = {
  queue: 'registrations',
  select: SELECT,
  countFrom: 'FROM registrations r',
  search: (q) => [`(r.venue_data->>'name') ILIKE ${q}`, `r.email::text ILIKE ${q}`],
  keys: () => byTime('coalesce(r.submitted_at, r.updated_at)', 'r.id'),
};

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

  async ofUser(userId: string): Promise<StoredRegistration[]> {
    const rows: Row[] = await this.dataSource.query(`${SELECT} WHERE r.user_id = $1 ORDER BY r.updated_at DESC`, [
      userId,
    ]);
    return rows.map(toRegistration);
  }

  /** A page of registrations for review, by when they were submitted; all statuses when none is given. */
  forReview(filter: RegistrationQueueFilter): Promise<QueuePage<StoredRegistration>> {
    const byStatus = filter.status ? { where: ['r.status = $1'], params: [filter.status] } : { where: [], params: [] };
    return queuePage(this.dataSource, REVIEW_QUEUE, filter, byStatus, toRegistration);
  }

  /** Creates a registration; undefined when the user already has an open draft (the one-draft rule). */
  async create(userId: string, email: string, write: RegistrationWrite): Promise<StoredRegistration | undefined> {
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO registrations (user_id, email, venue_data, step, status, submitted_at)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 = 'submitted' THEN now() END)
       ON CONFLICT (user_id) WHERE status = 'draft' DO NOTHING
       RETURNING id`,
      [userId, email, JSON.stringify(write.venueData), write.step, write.status],
    );
    return rows[0] && this.find(rows[0].id);
  }

  /** Saves a draft from `expectedVersion`; false when it is no longer a draft at that version. */
  async save(id: string, expectedVersion: number, write: RegistrationWrite): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `UPDATE registrations
          SET venue_data = $3, step = $4, status = $5, version = version + 1, updated_at = now(),
              submitted_at = CASE WHEN $5 = 'submitted' THEN now() END
        WHERE id = $1 AND version = $2 AND status = 'draft'`,
      [id, expectedVersion, JSON.stringify(write.venueData), write.step, write.status],
    );
    return count === 1;
  }

  async markApproved(tx: EntityManager, id: string, venueId: string, adminId: string): Promise<void> {
    await tx.query(
      `UPDATE registrations
          SET status = 'approved', venue_id = $2, reviewed_by = $3, reviewed_at = now(),
              version = version + 1, updated_at = now()
        WHERE id = $1`,
      [id, venueId, adminId],
    );
  }

  async markRejected(tx: EntityManager, id: string, reason: string, adminId: string): Promise<void> {
    await tx.query(
      `UPDATE registrations
          SET status = 'rejected', rejection_reason = $2, reviewed_by = $3, reviewed_at = now(),
              version = version + 1, updated_at = now()
        WHERE id = $1`,
      [id, reason, adminId],
    );
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
  };
}
