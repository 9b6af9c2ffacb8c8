// Queries behind an owner's portal, and nothing else: only ever the signed-in owner's rows.
import { Injectable } from '@nestjs/common';
import { type ClaimStatus, Venue } from '@venue-finder/core';
import { DataSource } from 'typeorm';

export interface StoredOwnerClaim {
  id: string;
  venueId: string;
  venueName: string;
  venueCity: string;
  status: ClaimStatus;
  createdAt: Date;
}

@Injectable()
export class OwnerPortalRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The owner's venues, most recently updated first. */
  venuesOf(ownerId: string): Promise<Venue[]> {
    return this.dataSource.getRepository(Venue).find({ where: { ownerId }, order: { updatedAt: 'DESC', id: 'ASC' } });
  }

  /** The claims the user made, newest first, with the venue's name and city. */
  async claimsOf(userId: string): Promise<StoredOwnerClaim[]> {
    const rows: {
      id: string;
      venue_id: string;
      venue_name: string;
      venue_city: string;
      status: ClaimStatus;
      created_at: Date;
    }[] = await this.dataSource.query(
      `SELECT c.id, c.venue_id, v.display_name AS venue_name, v.city AS venue_city, c.status, c.created_at
         FROM claims c JOIN venues v ON v.id = c.venue_id
        WHERE c.user_id = $1
        ORDER BY c.created_at DESC, c.id`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      venueId: row.venue_id,
      venueName: row.venue_name,
      venueCity: row.venue_city,
      status: row.status,
      createdAt: row.created_at,
    }));
  }
}
