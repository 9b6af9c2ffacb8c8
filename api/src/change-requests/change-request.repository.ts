// Queries on change requests, and nothing else.
import { Injectable } from '@nestjs/common';
import type { VenueData } from '@venue-finder/contract';
import type { ChangeRequestStatus } from '@venue-finder/core';
import { ChangeRequest, Venue } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { type QueueFilter, type QueuePage, type QueueSource, byTime, queuePage } from '../kernel/queue-page';
import type { EditableField } from '../venues';

type Queryable = Pick<EntityManager, 'query'>;

/** Venue values as the jsonb columns take them (a free-form object is beyond TypeORM's deep-partial type). */
const asJsonb = (data: VenueData) => data as QueryDeepPartialEntity<ChangeRequest['patch']>;

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

  /** A request made at `at` (the api's Clock). */
  async create(
    request: {
      venueId: string;
      ownerId: string;
      patch: VenueData;
      baseVersion: number;
      baseValues: VenueData;
    },
    at: Date,
    db: EntityManager = this.dataSource.manager,
  ): Promise<StoredChangeRequest> {
    const { identifiers } = await db.getRepository(ChangeRequest).insert({
      venueId: request.venueId,
      ownerId: request.ownerId,
      patch: asJsonb(request.patch),
      baseVersion: request.baseVersion,
      baseValues: asJsonb(request.baseValues),
      createdAt: at,
    });
    return (await this.find(identifiers[0]!.id as string, db))!;
  }

  /** One of the owner's venues, to request a change of. */
  ownersVenue(venueId: string, ownerId: string): Promise<Venue | null> {
    return this.dataSource.getRepository(Venue).findOneBy({ id: venueId, ownerId });
  }

  venue(id: string): Promise<Venue> {
    return this.dataSource.getRepository(Venue).findOneByOrFail({ id });
  }

  /** The venue a decision applies to, locked before its request (as a venue's claims are). */
  lockVenue(tx: EntityManager, id: string): Promise<Venue | null> {
    return tx.getRepository(Venue).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
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

  /** The owner withdrew it at `at`: it leaves the review queue. */
  async withdraw(tx: EntityManager, id: string, at: Date): Promise<void> {
    await tx.getRepository(ChangeRequest).update({ id }, { status: 'withdrawn', withdrawnAt: at });
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
    at: Date,
  ): Promise<void> {
    await tx.getRepository(ChangeRequest).update(
      { id },
      {
        status: outcome.status,
        approvedFields: outcome.approved,
        rejectedFields: outcome.rejected,
        adminNote: outcome.note,
        reviewedBy: outcome.adminId,
        reviewedAt: at,
        appliedVersion: outcome.appliedVersion,
        appliedOverConflict: outcome.overConflict,
      },
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
