// Queries for running the directory: venues found by name, city, status and owner, paged by keyset; and a
// venue's claims and change requests.
import { Injectable } from '@nestjs/common';
import type { VenueStatus } from '@venue-finder/contract';
import { Venue } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import {
  type QueueFilter,
  type QueuePage,
  type QueueSource,
  byTime,
  containsPattern,
  queuePage,
} from '../kernel/queue-page';

/** The status filter is the venue's; city and owner narrow it further. */
export interface AdminVenueFilter extends QueueFilter<VenueStatus | null> {
  city: string | null;
  /** An owner's e-mail (part of it), 'none' for unowned venues, or null for any. */
  owner: string | null;
}

export interface AdminVenueRow {
  id: string;
  name: string;
  slug: string;
  city: string;
  status: VenueStatus;
  ownerEmail: string | null;
  updatedAt: Date;
}

interface Row {
  id: string;
  name: string;
  slug: string;
  city: string;
  status: VenueStatus;
  owner_email: string | null;
  updated_at: Date;
}

const VENUE_QUEUE: QueueSource = {
  queue: 'venues',
  select: `SELECT v.id, v.display_name AS name, v.slug, v.city, v.status, u.email AS owner_email, v.updated_at
             FROM venues v LEFT JOIN users u ON u.id = v.owner_id`,
  countFrom: 'FROM venues v',
  search: (q) => [
    `v.name ILIKE ${q}`,
    `v.slug ILIKE ${q}`,
    `v.owner_id IN (SELECT id FROM users WHERE email::text ILIKE ${q})`,
  ],
  keys: () => byTime('v.updated_at', 'v.id'),
};

@Injectable()
export class AdminVenuesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A page of venues found by name, slug or owner e-mail, of one status, city and owner. */
  find(filter: AdminVenueFilter): Promise<QueuePage<AdminVenueRow>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) where.push(`v.status = $${params.push(filter.status)}`);
    if (filter.city) where.push(`v.city = $${params.push(filter.city)}`);
    if (filter.owner === 'none') where.push('v.owner_id IS NULL');
    else if (filter.owner)
      where.push(
        `v.owner_id IN (SELECT id FROM users WHERE email::text ILIKE $${params.push(containsPattern(filter.owner))})`,
      );
    return queuePage(this.dataSource, VENUE_QUEUE, filter, { where, params }, (row: Row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      city: row.city,
      status: row.status,
      ownerEmail: row.owner_email,
      updatedAt: row.updated_at,
    }));
  }

  venue(id: string): Promise<Venue | null> {
    return this.dataSource.getRepository(Venue).findOneBy({ id });
  }

  async ownerEmail(ownerId: string | null): Promise<string | null> {
    if (!ownerId) return null;
    const [row]: { email: string }[] = await this.dataSource.query('SELECT email FROM users WHERE id = $1', [ownerId]);
    return row?.email ?? null;
  }

  async claimsOf(venueId: string) {
    const rows: { id: string; email: string; proof_type: string; status: string; created_at: Date }[] =
      await this.dataSource.query(
        'SELECT id, email, proof_type, status, created_at FROM claims WHERE venue_id = $1 ORDER BY created_at DESC',
        [venueId],
      );
    return rows;
  }

  async changeRequestsOf(venueId: string) {
    const rows: { id: string; status: string; fields: string[]; created_at: Date }[] = await this.dataSource.query(
      `SELECT id, status, ARRAY(SELECT jsonb_object_keys(patch)) AS fields, created_at
         FROM change_requests WHERE venue_id = $1 ORDER BY created_at DESC`,
      [venueId],
    );
    return rows;
  }
}
