// Queries on a signed-in planner's events, and nothing else: the enquiries their address sent
// (enquiries.email is citext, so the address matches whatever its case), newest first by keyset.
// An event is an enquiry that reached at least one venue: the page the private link opens.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../auth/session.repository';
import { type QueueFilter, type QueuePage, type QueueSource, byTime, queuePage } from '../moderation/queue-page';

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

interface Row {
  id: string;
  created_at: Date;
}

const REACHED_A_VENUE = 'EXISTS (SELECT 1 FROM venue_enquiries ve WHERE ve.enquiry_id = e.id)';

const PLANNER_EVENTS: QueueSource = {
  queue: 'planner-events',
  select: 'SELECT e.id, e.created_at FROM enquiries e',
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
      { where: ['e.email = $1', REACHED_A_VENUE], params: [email] },
      (row) => ({ id: row.id, createdAt: row.created_at, permission: 'owner', sharedBy: null }),
    );
  }

  /** What this address may do with the enquiry; null when it may not see it at all. */
  async access(enquiryId: string, email: string): Promise<EventAccess | null> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM enquiries e WHERE e.id = $1 AND e.email = $2 AND ${REACHED_A_VENUE}`,
      [enquiryId, email],
    );
    return rows.length > 0 ? { permission: 'owner', sharedBy: null } : null;
  }
}
