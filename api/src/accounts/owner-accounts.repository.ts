// Queries on owners' accounts as administrators see them, and nothing else: the owners list
// (keyset-paged, with the true total), one owner with their venues, claims and recent sign-ins,
// and the suspension columns.
import type { OwnerStatus } from '@venue-finder/contract';
import { Injectable } from '@nestjs/common';
import { User } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import { type QueueFilter, type QueuePage, type QueueSource, byTime, queuePage } from '../kernel/queue-page';

type Queryable = Pick<EntityManager, 'query'>;

/** The audit actions that are someone signing in, or failing to. */
export const SIGN_IN_ACTIONS = ['auth.signed_in', 'auth.sign_in_failed', 'auth.sign_in_refused'] as const;

/** How many of an owner's venues, claims and sign-ins their page shows (the lists link on to the paged ones). */
export const OWNER_PAGE_ITEMS = 50;

export interface OwnerRow {
  id: string;
  email: string;
  name: string;
  status: OwnerStatus;
  suspendedAt: Date | null;
  suspendedReason: string;
  createdAt: Date;
  venueCount: number;
  lastSignedInAt: Date | null;
}

interface Row {
  id: string;
  email: string;
  name: string;
  suspended_at: Date | null;
  suspended_reason: string;
  created_at: Date;
  venue_count: number;
  last_signed_in_at: Date | null;
}

const toOwner = (row: Row): OwnerRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  status: row.suspended_at ? 'suspended' : 'active',
  suspendedAt: row.suspended_at,
  suspendedReason: row.suspended_reason,
  createdAt: row.created_at,
  venueCount: row.venue_count,
  lastSignedInAt: row.last_signed_in_at,
});

const OWNER_COLUMNS = `u.id, u.email, u.name, u.suspended_at, u.suspended_reason, u.created_at,
  (SELECT count(*)::int FROM venues v WHERE v.owner_id = u.id) AS venue_count,
  (SELECT max(a.at) FROM audit_log a
    WHERE a.entity_type = 'user' AND a.entity_id = u.id::text AND a.action = 'auth.signed_in') AS last_signed_in_at`;

const OWNER_QUEUE: QueueSource = {
  queue: 'owners',
  select: `SELECT ${OWNER_COLUMNS} FROM users u`,
  countFrom: 'FROM users u',
  search: (q) => [`u.email::text ILIKE ${q}`, `u.name ILIKE ${q}`],
  keys: () => byTime('u.created_at', 'u.id'),
};

export type OwnerFilter = QueueFilter<OwnerStatus | null>;

@Injectable()
export class OwnerAccountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A page of owners found by e-mail or name, active, suspended or either. */
  find(filter: OwnerFilter): Promise<QueuePage<OwnerRow>> {
    const where = ["u.user_type = 'owner'"];
    if (filter.status === 'active') where.push('u.suspended_at IS NULL');
    if (filter.status === 'suspended') where.push('u.suspended_at IS NOT NULL');
    return queuePage(this.dataSource, OWNER_QUEUE, filter, { where, params: [] }, toOwner);
  }

  /** The owner, locked for the rest of the transaction when `lock` is given. */
  async findOwner(id: string, db: Queryable = this.dataSource, lock = false): Promise<OwnerRow | null> {
    const rows: Row[] = await db.query(
      `SELECT ${OWNER_COLUMNS} FROM users u WHERE u.id = $1 AND u.user_type = 'owner'${lock ? ' FOR UPDATE OF u' : ''}`,
      [id],
    );
    return rows[0] ? toOwner(rows[0]) : null;
  }

  async suspend(db: Pick<EntityManager, 'getRepository'>, id: string, reason: string, at: Date): Promise<void> {
    await db.getRepository(User).update(id, { suspendedAt: at, suspendedReason: reason, updatedAt: at });
  }

  async restore(db: Pick<EntityManager, 'getRepository'>, id: string, at: Date): Promise<void> {
    await db.getRepository(User).update(id, { suspendedAt: null, suspendedReason: '', updatedAt: at });
  }

  async venuesOf(ownerId: string) {
    const rows: { id: string; name: string; slug: string; city: string; status: string; updated_at: Date }[] =
      await this.dataSource.query(
        `SELECT id, display_name AS name, slug, city, status, updated_at FROM venues
          WHERE owner_id = $1 ORDER BY updated_at DESC, id DESC LIMIT ${OWNER_PAGE_ITEMS}`,
        [ownerId],
      );
    return rows;
  }

  async claimsOf(ownerId: string) {
    const [rows, [{ total }]]: [
      {
        id: string;
        venue_id: string;
        venue_name: string | null;
        proof_type: string;
        status: string;
        created_at: Date;
      }[],
      { total: number }[],
    ] = await Promise.all([
      this.dataSource.query(
        `SELECT c.id, c.venue_id, v.display_name AS venue_name, c.proof_type, c.status, c.created_at
           FROM claims c LEFT JOIN venues v ON v.id = c.venue_id
          WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT ${OWNER_PAGE_ITEMS}`,
        [ownerId],
      ),
      this.dataSource.query('SELECT count(*)::int AS total FROM claims WHERE user_id = $1', [ownerId]),
    ]);
    return { rows, total };
  }

  /** The latest sign-ins, failed and refused ones included, as the audit log has them. */
  async signInsOf(ownerId: string) {
    const rows: { action: string; at: Date; after: Record<string, unknown> | null }[] = await this.dataSource.query(
      `SELECT action, at, after FROM audit_log
        WHERE entity_type = 'user' AND entity_id = $1 AND action = ANY($2::text[])
        ORDER BY at DESC, id DESC LIMIT ${OWNER_PAGE_ITEMS}`,
      [ownerId, [...SIGN_IN_ACTIONS]],
    );
    return rows;
  }
}
