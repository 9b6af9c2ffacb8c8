// Queries for running the directory: venues found by name, city, status and owner, paged; and a
// venue's claims and change requests.
import { Injectable } from '@nestjs/common';
import type { VenueStatus } from '@venue-finder/contract';
import { DataSource } from 'typeorm';

export interface AdminVenueFilter {
  q: string;
  city: string | null;
  status: VenueStatus | null;
  /** An owner's e-mail (part of it), 'none' for unowned venues, or null for any. */
  owner: string | null;
  page: number;
  pageSize: number;
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

@Injectable()
export class AdminVenuesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(filter: AdminVenueFilter): Promise<{ venues: AdminVenueRow[]; total: number }> {
    const where = `($1 = '' OR v.name ILIKE '%' || $1 || '%' OR v.slug ILIKE '%' || $1 || '%')
        AND ($2::text IS NULL OR v.city = $2)
        AND ($3::text IS NULL OR v.status = $3)
        AND ($4::text IS NULL OR ($4 = 'none' AND v.owner_id IS NULL) OR ($4 <> 'none' AND u.email ILIKE '%' || $4 || '%'))`;
    const params = [filter.q.replace(/[%_\\]/g, (c) => `\\${c}`), filter.city, filter.status, filter.owner];
    const [{ total }]: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM venues v LEFT JOIN users u ON u.id = v.owner_id WHERE ${where}`,
      params,
    );
    const rows: {
      id: string;
      name: string;
      slug: string;
      city: string;
      status: VenueStatus;
      owner_email: string | null;
      updated_at: Date;
    }[] = await this.dataSource.query(
      `SELECT v.id, v.display_name AS name, v.slug, v.city, v.status, u.email AS owner_email, v.updated_at
         FROM venues v LEFT JOIN users u ON u.id = v.owner_id
        WHERE ${where}
        ORDER BY v.updated_at DESC, v.id
        LIMIT $5 OFFSET $6`,
      [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
    );
    return {
      total,
      venues: rows.map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        city: row.city,
        status: row.status,
        ownerEmail: row.owner_email,
        updatedAt: row.updated_at,
      })),
    };
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
