// Queries of moving a venue between owners, and nothing else: the venue locked and its previous
// owner's open change requests closed (its open claims are decided by ClaimRepository).
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface LockedVenue {
  id: string;
  name: string;
  version: number;
  ownerId: string | null;
  ownerEmail: string | null;
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
