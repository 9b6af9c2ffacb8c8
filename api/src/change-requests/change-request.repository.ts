// Queries on change requests, and nothing else.
import { Injectable } from '@nestjs/common';
import type { VenueData } from '@venue-finder/contract';
import type { ChangeRequestStatus } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import { type QueueFilter, type QueuePage, type QueueSource, byTime, queuePage } from '../kernel/queue-page';
import type { EditableField } from '../venues';

type Queryable = Pick<EntityManager, 'query'>;

export type ChangeRequestQueueFilter = QueueFilter<ChangeRequestStatus | null>;

export interface StoredChangeRequest {
  id: string;
  venueId: string;
  venueName: string;
  venueSlug: string;
  ownerId: string;
  ownerEmail: string;
  status: ChangeRequestStatus;
  patch: VenueData;
  baseVersion: number;
  baseValues: VenueData;
  approvedFields: EditableField[];
  rejectedFields: EditableField[];
  adminNote: string;
  appliedOverConflict: boolean;
  createdAt: Date;
  reviewedAt: Date | null;
  withdrawnAt: Date | null;
}

interface Row {
  id: string;
  venue_id: string;
  venue_name: string;
  venue_slug: string;
  owner_id: string;
  owner_email: string;
  status: ChangeRequestStatus;
  patch: VenueData;
  base_version: number;
  base_values: VenueData;
  approved_fields: EditableField[];
  rejected_fields: EditableField[];
  admin_note: string;
  applied_over_conflict: boolean;
  created_at: Date;
  reviewed_at: Date | null;
  withdrawn_at: Date | null;
}

const SELECT = `SELECT c.*, v.display_name AS venue_name, v.slug AS venue_slug, u.email AS owner_email
                  FROM change_requests c
                  JOIN venues v ON v.id = c.venue_id
                  JOIN users u ON u.id = c.owner_id`;

const REVIEW_QUEUE: QueueSource = {
  queue: 'change-requests',
  select: SELECT,
  // Every request has its venue and owner (foreign keys): the count needs no join.
  countFrom: 'FROM change_requests c',
  search: (q) => [
    `c.venue_id IN (SELECT id FROM venues WHERE display_name ILIKE ${q})`,
    `c.owner_id IN (SELECT id FROM users WHERE email::text ILIKE ${q})`,
  ],
  keys: () => byTime('c.created_at', 'c.id'),
};

/** An owner's own requests ("My requests"), newest first; nothing to search. */
const OWNER_REQUESTS: QueueSource = {
  queue: 'my-change-requests',
  select: SELECT,
  countFrom: 'FROM change_requests c',
  search: () => ['false'],
  keys: () => byTime('c.created_at', 'c.id'),
};

@Injectable()
export class ChangeRequestRepository {
  constructor(private readonly dataSource: DataSource) {}

  async create(
    request: {
      venueId: string;
      ownerId: string;
      patch: VenueData;
      baseVersion: number;
      baseValues: VenueData;
    },
    db: Queryable = this.dataSource,
  ): Promise<StoredChangeRequest> {
    const [row]: { id: string }[] = await db.query(
      `INSERT INTO change_requests (venue_id, owner_id, patch, base_version, base_values)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        request.venueId,
        request.ownerId,
        JSON.stringify(request.patch),
        request.baseVersion,
        JSON.stringify(request.baseValues),
      ],
    );
    return (await this.find(row!.id, db))!;
  }

  async find(id: string, db: Queryable = this.dataSource): Promise<StoredChangeRequest | undefined> {
    const rows: Row[] = await db.query(`${SELECT} WHERE c.id = $1`, [id]);
    return rows[0] && toRequest(rows[0]);
  }

  async lock(tx: EntityManager, id: string): Promise<StoredChangeRequest | undefined> {
    const rows: Row[] = await tx.query(`${SELECT} WHERE c.id = $1 FOR UPDATE OF c`, [id]);
    return rows[0] && toRequest(rows[0]);
  }

  /** A page of requests of one status (all when null), found by venue name or owner e-mail. */
  list(filter: ChangeRequestQueueFilter): Promise<QueuePage<StoredChangeRequest>> {
    const byStatus = filter.status ? { where: ['c.status = $1'], params: [filter.status] } : { where: [], params: [] };
    return queuePage(this.dataSource, REVIEW_QUEUE, filter, byStatus, toRequest);
  }

  /** A page of the owner's own requests, newest first. */
  ofOwner(ownerId: string, filter: QueueFilter<null>): Promise<QueuePage<StoredChangeRequest>> {
    return queuePage(
      this.dataSource,
      OWNER_REQUESTS,
      filter,
      { where: ['c.owner_id = $1'], params: [ownerId] },
      toRequest,
    );
  }

  /** The owner withdrew it: it leaves the review queue. */
  async withdraw(tx: EntityManager, id: string): Promise<void> {
    await tx.query(`UPDATE change_requests SET status = 'withdrawn', withdrawn_at = now() WHERE id = $1`, [id]);
  }

  async decide(
    tx: EntityManager,
    id: string,
    outcome: {
      status: ChangeRequestStatus;
      approved: EditableField[];
      rejected: EditableField[];
      note: string;
      adminId: string;
      appliedVersion: number | null;
      overConflict: boolean;
    },
  ): Promise<void> {
    await tx.query(
      `UPDATE change_requests
          SET status = $2, approved_fields = $3, rejected_fields = $4, admin_note = $5, reviewed_by = $6,
              reviewed_at = now(), applied_version = $7, applied_over_conflict = $8
        WHERE id = $1`,
      [
        id,
        outcome.status,
        outcome.approved,
        outcome.rejected,
        outcome.note,
        outcome.adminId,
        outcome.appliedVersion,
        outcome.overConflict,
      ],
    );
  }
}

function toRequest(row: Row): StoredChangeRequest {
  return {
    id: row.id,
    venueId: row.venue_id,
    venueName: row.venue_name,
    venueSlug: row.venue_slug,
    ownerId: row.owner_id,
    ownerEmail: row.owner_email,
    status: row.status,
    patch: row.patch,
    baseVersion: row.base_version,
    baseValues: row.base_values,
    approvedFields: row.approved_fields,
    rejectedFields: row.rejected_fields,
    adminNote: row.admin_note,
    appliedOverConflict: row.applied_over_conflict,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    withdrawnAt: row.withdrawn_at,
  };
}
