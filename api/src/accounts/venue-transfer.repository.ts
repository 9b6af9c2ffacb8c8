// Queries of moving a venue between owners, and nothing else: the venue locked, its open claims
// and its previous owner's open change requests, and closing them.
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface LockedVenue {
  id: string;
  name: string;
  version: number;
  ownerId: string | null;
  ownerEmail: string | null;
}

export interface OpenClaim {
  id: string;
  userId: string;
  email: string;
}

@Injectable()
export class VenueTransferRepository {
  async lockVenue(tx: EntityManager, id: string): Promise<LockedVenue | null> {
    const rows: { id: string; name: string; version: number; owner_id: string | null; owner_email: string | null }[] =
      await tx.query(
        `SELECT v.id, v.display_name AS name, v.version, v.owner_id, u.email AS owner_email
           FROM venues v LEFT JOIN users u ON u.id = v.owner_id WHERE v.id = $1 FOR UPDATE OF v`,
        [id],
      );
    const row = rows[0];
    return row
      ? { id: row.id, name: row.name, version: row.version, ownerId: row.owner_id, ownerEmail: row.owner_email }
      : null;
  }

  async lockOpenClaims(tx: EntityManager, venueId: string): Promise<OpenClaim[]> {
    const rows: { id: string; user_id: string; email: string }[] = await tx.query(
      `SELECT id, user_id, email FROM claims WHERE venue_id = $1 AND status IN ('submitted', 'under-review')
        ORDER BY created_at, id FOR UPDATE`,
      [venueId],
    );
    return rows.map((row) => ({ id: row.id, userId: row.user_id, email: row.email }));
  }

  async decideClaim(
    tx: EntityManager,
    id: string,
    status: 'approved' | 'rejected',
    notes: string,
    adminId: string,
    at: Date,
  ) {
    await tx.query(
      `UPDATE claims SET status = $2, notes = $3, reviewed_by = $4, reviewed_at = $5, updated_at = $5,
                         dns_next_check_at = NULL
        WHERE id = $1`,
      [id, status, notes, adminId, at],
    );
    await tx.query('INSERT INTO claim_events (claim_id, event, actor_id, detail, at) VALUES ($1, $2, $3, $4, $5)', [
      id,
      status,
      adminId,
      JSON.stringify({ notes }),
      at,
    ]);
  }

  /** Rejects every field of the owner's change requests still waiting on this venue; answers their ids. */
  async rejectOpenChangeRequests(
    tx: EntityManager,
    venueId: string,
    ownerId: string,
    note: string,
    adminId: string,
    at: Date,
  ) {
    const [rows]: [{ id: string }[], number] = await tx.query(
      `UPDATE change_requests
          SET status = 'rejected', admin_note = $3, reviewed_by = $4, reviewed_at = $5,
              rejected_fields = ARRAY(SELECT jsonb_object_keys(patch))
        WHERE venue_id = $1 AND owner_id = $2 AND status = 'submitted'
        RETURNING id`,
      [venueId, ownerId, note, adminId, at],
    );
    return rows.map((row) => row.id);
  }
}
