// Queries behind an owner's portal, and nothing else: only ever the signed-in owner's rows.
import { Injectable } from '@nestjs/common';
import { type ClaimProofType, type ClaimStatus, Venue } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import { type QueueFilter, type QueuePage, type QueueSource, byTime, queuePage } from '../kernel/queue-page';

export interface StoredOwnerClaim {
  id: string;
  venueId: string;
  venueName: string;
  venueCity: string;
  status: ClaimStatus;
  createdAt: Date;
  proofType: ClaimProofType;
  /** For a DNS claim: the record to publish, and whether it was found. */
  dns: { recordName: string; value: string; verified: boolean } | null;
  /** The review's notes (why it was rejected), once decided. */
  notes: string;
}

@Injectable()
export class OwnerPortalRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The owner's venues, most recently updated first. */
  venuesOf(ownerId: string): Promise<Venue[]> {
    return this.dataSource.getRepository(Venue).find({ where: { ownerId }, order: { updatedAt: 'DESC', id: 'ASC' } });
  }

  /** One of the owner's venues; another's, or none, is null. */
  venueOf(ownerId: string, id: string): Promise<Venue | null> {
    return this.dataSource.getRepository(Venue).findOneBy({ id, ownerId });
  }

  /** A page of the claims the user made, newest first, with the venue's name and city. */
  claimsOf(userId: string, page: Pick<QueueFilter<null>, 'limit' | 'cursor'>): Promise<QueuePage<StoredOwnerClaim>> {
    return queuePage(
      this.dataSource,
      OWNER_CLAIMS,
      { ...page, status: null, q: '', sort: 'newest' },
      { where: ['c.user_id = $1'], params: [userId] },
      toOwnerClaim,
    );
  }
}

interface ClaimRow {
  id: string;
  venue_id: string;
  venue_name: string;
  venue_city: string;
  status: ClaimStatus;
  created_at: Date;
  proof_type: ClaimProofType;
  dns_record: string | null;
  dns_token: string | null;
  dns_verified: boolean;
  notes: string;
}

const OWNER_CLAIMS: QueueSource = {
  queue: 'my-claims',
  select: `SELECT c.id, c.venue_id, v.display_name AS venue_name, v.city AS venue_city, c.status, c.created_at,
                  c.proof_type, CASE WHEN c.proof_type = 'dns_txt' THEN c.proof_value END AS dns_record, c.dns_token,
                  c.dns_verified_at IS NOT NULL AS dns_verified, c.notes
             FROM claims c JOIN venues v ON v.id = c.venue_id`,
  countFrom: 'FROM claims c',
  search: () => ['false'],
  keys: () => byTime('c.created_at', 'c.id'),
};

function toOwnerClaim(row: ClaimRow): StoredOwnerClaim {
  return {
    id: row.id,
    venueId: row.venue_id,
    venueName: row.venue_name,
    venueCity: row.venue_city,
    status: row.status,
    createdAt: row.created_at,
    proofType: row.proof_type,
    dns: row.dns_record ? { recordName: row.dns_record, value: row.dns_token ?? '', verified: row.dns_verified } : null,
    // A DNS claim's notes are its token, shown as the record's value; a decision's notes are the owner's to read.
    notes: row.proof_type === 'dns_txt' && row.notes === row.dns_token ? '' : row.notes,
  };
}
