// Queries on a signed-in planner's events, and nothing else: the enquiries their address sent
// (enquiries.email is citext, so the address matches whatever its case) and those shared with it
// (event_shares), newest first by keyset; and the shares of an event. An event is an enquiry that
// reached at least one venue: the page the private link opens.
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionUser } from '../kernel/session-user';
import { type QueueFilter, type QueuePage, type QueueSource, byTime, queuePage } from '../kernel/queue-page';

/**
 * Who opens the planner's page: the private link's token, or a signed-in planner on one of
 * their events (My events). Both see the same page.
 */
export type PlannerOpener = { token: string } | { planner: SessionUser; enquiryId: string };

/**
 * What the planner may do with the event: everything, as it is their own ('owner'); or, shared
 * with them by a colleague, look ('view') or also decide and write ('decide').
 */
export const EVENT_PERMISSIONS = ['owner', 'view', 'decide'] as const;
export type EventPermission = (typeof EVENT_PERMISSIONS)[number];

export interface EventAccess {
  permission: EventPermission;
  /** Who shared it with them (their name or address); null for their own. */
  sharedBy: string | null;
}

export interface PlannerEventRow extends EventAccess {
  id: string;
  createdAt: Date;
}

export const SHARE_PERMISSIONS = ['view', 'decide'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];

export interface EventShare {
  id: string;
  email: string;
  permission: SharePermission;
  createdAt: Date;
}

interface Row {
  id: string;
  created_at: Date;
  permission: SharePermission | null;
  shared_by: string | null;
}

const REACHED_A_VENUE = 'EXISTS (SELECT 1 FROM venue_enquiries ve WHERE ve.enquiry_id = e.id)';
/** Who shared: their name, else their address. */
const SHARER = "coalesce(nullif(u.name, ''), u.email::text)";

/** $1 is the planner's address: their own events, and those shared with them. */
const PLANNER_EVENTS: QueueSource = {
  queue: 'planner-events',
  select: `SELECT e.id, e.created_at, s.permission, ${SHARER} AS shared_by
             FROM enquiries e
             LEFT JOIN event_shares s ON s.enquiry_id = e.id AND s.email = $1 AND e.email <> $1
             LEFT JOIN users u ON u.id = s.shared_by`,
  countFrom: 'FROM enquiries e',
  search: () => [],
  keys: () => byTime('e.created_at', 'e.id'),
};

@Injectable()
export class PlannerEventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A page of the events of this address, newest first. */
  page(email: string, filter: QueueFilter<null>): Promise<QueuePage<PlannerEventRow>> {
    return queuePage<Row, PlannerEventRow>(
      this.dataSource,
      PLANNER_EVENTS,
      { ...filter, sort: 'newest' },
      {
        where: ['(e.email = $1 OR e.id IN (SELECT enquiry_id FROM event_shares WHERE email = $1))', REACHED_A_VENUE],
        params: [email],
      },
      (row) => ({
        id: row.id,
        createdAt: row.created_at,
        permission: row.permission ?? 'owner',
        sharedBy: row.shared_by,
      }),
    );
  }

  /** What this address may do with the enquiry; null when it may not see it at all. */
  async access(enquiryId: string, email: string): Promise<EventAccess | null> {
    const rows: { own: boolean; permission: SharePermission | null; shared_by: string | null }[] =
      await this.dataSource.query(
        `SELECT e.email = $2 AS own, s.permission, ${SHARER} AS shared_by
           FROM enquiries e
           LEFT JOIN event_shares s ON s.enquiry_id = e.id AND s.email = $2
           LEFT JOIN users u ON u.id = s.shared_by
          WHERE e.id = $1 AND (e.email = $2 OR s.id IS NOT NULL) AND ${REACHED_A_VENUE}`,
        [enquiryId, email],
      );
    const row = rows[0];
    if (!row) return null;
    return row.own ? { permission: 'owner', sharedBy: null } : { permission: row.permission!, sharedBy: row.shared_by };
  }

  /** The event's shares, oldest first (an event has at most MAX_SHARES_PER_EVENT). */
  async sharesOf(enquiryId: string, db: Pick<EntityManager, 'query'> = this.dataSource): Promise<EventShare[]> {
    const rows: { id: string; email: string; permission: SharePermission; created_at: Date }[] = await db.query(
      'SELECT id, email::text AS email, permission, created_at FROM event_shares WHERE enquiry_id = $1 ORDER BY created_at, id',
      [enquiryId],
    );
    return rows.map((r) => ({ id: r.id, email: r.email, permission: r.permission, createdAt: r.created_at }));
  }

  /** Shares the event with the address, or changes the permission it was shared with. */
  async share(
    tx: EntityManager,
    share: { enquiryId: string; email: string; permission: SharePermission; sharedBy: string },
    now: Date,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO event_shares (enquiry_id, email, permission, shared_by, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (enquiry_id, email) DO UPDATE SET permission = EXCLUDED.permission, shared_by = EXCLUDED.shared_by`,
      [share.enquiryId, share.email, share.permission, share.sharedBy, now],
    );
  }

  /** Stops sharing; false when the event has no such share. */
  async unshare(enquiryId: string, shareId: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      'DELETE FROM event_shares WHERE enquiry_id = $1 AND id = $2',
      [enquiryId, shareId],
    );
    return count > 0;
  }
}
