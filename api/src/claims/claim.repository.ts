// Queries on claims and their audit trail, and nothing else.
import { Injectable } from '@nestjs/common';
import type { ClaimProofType, ClaimStatus } from '@venue-finder/core';
import { Claim, ClaimEvent, Venue } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AuditLog } from '../kernel/audit-log';
import { type QueueFilter, type QueuePage, type QueueSource, byTime, queuePage } from '../kernel/queue-page';

type Queryable = Pick<EntityManager, 'query'>;

export const PENDING_CLAIM_STATUSES = ['submitted', 'under-review'] as const satisfies readonly ClaimStatus[];

export type ClaimQueueFilter = QueueFilter<ClaimStatus | 'pending' | 'all'>;

export interface StoredClaim {
  id: string;
  venueId: string;
  venueName: string | null;
  venueCity: string | null;
  venueSlug: string | null;
  userId: string;
  email: string;
  proofType: ClaimProofType;
  proofValue: string;
  dnsToken: string | null;
  domain: string | null;
  autoFastTracked: boolean;
  status: ClaimStatus;
  notes: string;
  dnsVerifiedAt: Date | null;
  dnsChecks: number;
  dnsNextCheckAt: Date | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

export interface ClaimAuditEntry {
  event: string;
  at: Date;
  detail: Record<string, unknown>;
}

/** What a claim needs to know of its venue. */
export interface ClaimVenue {
  id: string;
  name: string;
  owner_id: string | null;
  claimable: boolean;
  website: string | null;
  version: number;
}

export interface ClaimDecision {
  status: 'approved' | 'rejected';
  notes: string;
  adminId: string;
  /** The api's Clock. */
  at: Date;
}

export interface NewClaim {
  venueId: string;
  userId: string;
  email: string;
  proofType: ClaimProofType;
  proofValue: string;
  dnsToken: string | null;
  domain: string | null;
  autoFastTracked: boolean;
  notes: string;
  dnsNextCheckAt: Date | null;
}

interface Row {
  id: string;
  venue_id: string;
  venue_name: string | null;
  venue_city: string | null;
  venue_slug: string | null;
  user_id: string;
  email: string;
  proof_type: ClaimProofType;
  proof_value: string;
  dns_token: string | null;
  domain: string | null;
  auto_fast_tracked: boolean;
  status: ClaimStatus;
  notes: string;
  dns_verified_at: Date | null;
  dns_checks: number;
  dns_next_check_at: Date | null;
  created_at: Date;
  reviewed_at: Date | null;
}

const SELECT = `SELECT c.*, v.name AS venue_name, v.city AS venue_city, v.slug AS venue_slug
                  FROM claims c LEFT JOIN venues v ON v.id = c.venue_id`;

@Injectable()
export class ClaimRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async find(id: string, db: Queryable = this.dataSource): Promise<StoredClaim | undefined> {
    const rows: Row[] = await db.query(`${SELECT} WHERE c.id = $1`, [id]);
    return rows[0] && toClaim(rows[0]);
  }

  /** A published venue to be claimed; locked (for an approval) when asked. */
  async venue(
    id: string,
    db: EntityManager = this.dataSource.manager,
    { lock = false } = {},
  ): Promise<ClaimVenue | undefined> {
    const venue = await db.getRepository(Venue).findOne({
      where: { id, status: 'published' },
      select: { id: true, name: true, ownerId: true, claimable: true, website: true, version: true },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    return venue
      ? {
          id: venue.id,
          name: venue.name,
          owner_id: venue.ownerId,
          claimable: venue.claimable,
          website: venue.website,
          version: venue.version,
        }
      : undefined;
  }

  async lock(tx: EntityManager, id: string): Promise<StoredClaim | undefined> {
    const rows: Row[] = await tx.query(`${SELECT} WHERE c.id = $1 FOR UPDATE OF c`, [id]);
    return rows[0] && toClaim(rows[0]);
  }

  /**
   * Creates a claim at `at` (the api's Clock) with its first audit entries, and runs `alongside` in the same transaction;
   * undefined when the claimant already has one open on the venue.
   */
  async create(
    claim: NewClaim,
    audit: Omit<ClaimAuditEntry, 'at'>[],
    at: Date,
    alongside: (tx: EntityManager, created: StoredClaim) => Promise<void> = async () => undefined,
  ): Promise<StoredClaim | undefined> {
    return this.dataSource.transaction(async (tx) => {
      const rows: { id: string }[] = await tx.query(
        `INSERT INTO claims (venue_id, user_id, email, proof_type, proof_value, dns_token, domain,
                             auto_fast_tracked, notes, dns_next_check_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
         ON CONFLICT (venue_id, user_id) WHERE status IN ('submitted', 'under-review') DO NOTHING
         RETURNING id`,
        [
          claim.venueId,
          claim.userId,
          claim.email,
          claim.proofType,
          claim.proofValue,
          claim.dnsToken,
          claim.domain,
          claim.autoFastTracked,
          claim.notes,
          claim.dnsNextCheckAt,
          at,
        ],
      );
      const id = rows[0]?.id;
      if (!id) return undefined;
      for (const entry of audit) await this.record(tx, id, entry.event, claim.userId, entry.detail, at);
      const created = (await this.find(id, tx))!;
      await alongside(tx, created);
      return created;
    });
  }

  /** An entry in the claim's own trail, at `at` (the api's Clock). */
  async record(
    db: EntityManager,
    claimId: string,
    event: string,
    actorId: string | null,
    detail: Record<string, unknown>,
    at: Date,
  ): Promise<void> {
    // A free-form jsonb object is beyond TypeORM's deep-partial type, not its insert.
    const jsonb = detail as QueryDeepPartialEntity<ClaimEvent['detail']>;
    await db.getRepository(ClaimEvent).insert({ claimId, event, actorId, detail: jsonb, at });
  }

  async auditOf(claimIds: string[]): Promise<Map<string, ClaimAuditEntry[]>> {
    const rows: { claim_id: string; event: string; at: Date; detail: Record<string, unknown> }[] =
      await this.dataSource.query(
        'SELECT claim_id, event, at, detail FROM claim_events WHERE claim_id = ANY($1::uuid[]) ORDER BY at, id',
        [claimIds],
      );
    const audit = new Map<string, ClaimAuditEntry[]>();
    for (const row of rows) {
      const entries = audit.get(row.claim_id) ?? [];
      entries.push({ event: row.event, at: row.at, detail: row.detail });
      audit.set(row.claim_id, entries);
    }
    return audit;
  }

  /**
   * A page of claims for review: the pending ones (fast-tracked first, then by age), or those of
   * one status, or all; found by venue name or claimant e-mail.
   */
  forReview(filter: ClaimQueueFilter): Promise<QueuePage<StoredClaim>> {
    // Spelled as the partial index's predicate, so the pending queue reads that index in order.
    const byStatus =
      filter.status === 'pending'
        ? { where: [`c.status IN ('submitted', 'under-review')`], params: [] }
        : filter.status === 'all'
          ? { where: [], params: [] }
          : { where: ['c.status = $1'], params: [filter.status] };
    const fastTrackedFirst = filter.status === 'pending';
    const source: QueueSource = {
      queue: 'claims',
      select: SELECT,
      countFrom: 'FROM claims c',
      search: (q) => [`c.email::text ILIKE ${q}`, `c.venue_id IN (SELECT id FROM venues WHERE name ILIKE ${q})`],
      keys: (sort) => [
        ...(fastTrackedFirst
          ? [{ expr: sort === 'oldest' ? 'NOT c.auto_fast_tracked' : 'c.auto_fast_tracked', type: 'boolean' } as const]
          : []),
        ...byTime('c.created_at', 'c.id'),
      ],
    };
    return queuePage(this.dataSource, source, filter, byStatus, toClaim);
  }

  /**
   * The open claims on a venue (but `exceptId`), oldest first, locked: they are settled when one
   * is approved or the venue is transferred.
   */
  async lockOpen(tx: EntityManager, venueId: string, exceptId: string | null = null): Promise<StoredClaim[]> {
    const rows: Row[] = await tx.query(
      `${SELECT} WHERE c.venue_id = $1 AND c.id IS DISTINCT FROM $2 AND c.status IN ('submitted', 'under-review')
        ORDER BY c.created_at, c.id FOR UPDATE OF c`,
      [venueId, exceptId],
    );
    return rows.map(toClaim);
  }

  /**
   * The one writer of a claim's decision, whoever makes it (an administrator reviewing the claim,
   * or one transferring its venue): the claim's status, note, reviewer and time, its DNS re-checks
   * stopped, the event in its own trail and the entry in the audit log, in the caller's
   * transaction. Giving the venue to the claimant is the caller's, through the venue writer.
   */
  async decide(tx: EntityManager, claim: Pick<StoredClaim, 'id' | 'status'>, decision: ClaimDecision): Promise<void> {
    const { status, notes, adminId, at } = decision;
    await tx.getRepository(Claim).update(claim.id, {
      status,
      notes,
      reviewedBy: adminId,
      reviewedAt: at,
      updatedAt: at,
      dnsNextCheckAt: null,
    });
    await this.record(tx, claim.id, status, adminId, notes ? { notes } : {}, at);
    await this.audit.record(tx, {
      actorId: adminId,
      action: `claim.${status}`,
      entityType: 'claim',
      entityId: claim.id,
      before: { status: claim.status },
      after: { status, notes },
    });
  }

  /** The claimant withdrew it: it leaves the queue, and its DNS re-checks stop. */
  async withdraw(tx: EntityManager, id: string, at: Date): Promise<void> {
    await tx
      .getRepository(Claim)
      .update({ id }, { status: 'withdrawn', withdrawnAt: at, updatedAt: at, dnsNextCheckAt: null });
  }

  /**
   * Records a DNS check's outcome at `at` (the api's Clock); a verified claim is fast-tracked and
   * needs no more checks.
   */
  async recordDnsCheck(
    db: Queryable,
    id: string,
    verified: boolean,
    nextCheckAt: Date | null,
    at: Date,
  ): Promise<void> {
    await db.query(
      `UPDATE claims
          SET dns_checks = dns_checks + 1,
              dns_verified_at = CASE WHEN $2 THEN coalesce(dns_verified_at, $4::timestamptz) ELSE dns_verified_at END,
              auto_fast_tracked = auto_fast_tracked OR $2,
              dns_next_check_at = CASE WHEN $2 THEN NULL ELSE $3::timestamptz END,
              updated_at = $4::timestamptz
        WHERE id = $1`,
      [id, verified, nextCheckAt, at],
    );
  }

  /**
   * DNS claims whose scheduled re-check is due at `now` (the api's Clock, which scheduled it),
   * leased to this worker: their next check moves `leaseMs` on in the same statement (SKIP
   * LOCKED), so another worker passes them by and no lock outlives the statement; recording the
   * check's outcome sets the real next check.
   */
  async leaseDueDnsChecks(limit: number, leaseMs: number, now: Date): Promise<StoredClaim[]> {
    const rows: Row[] = await this.dataSource.query(
      `WITH leased AS (
         UPDATE claims SET dns_next_check_at = $3::timestamptz + $2 * interval '1 millisecond'
          WHERE id IN (SELECT id FROM claims
                        WHERE proof_type = 'dns_txt' AND dns_next_check_at <= $3::timestamptz
                          AND status IN ('submitted', 'under-review') AND dns_verified_at IS NULL
                        ORDER BY dns_next_check_at
                        LIMIT $1
                        FOR UPDATE SKIP LOCKED)
          RETURNING id)
       ${SELECT} WHERE c.id IN (SELECT id FROM leased) ORDER BY c.dns_next_check_at`,
      [limit, leaseMs, now],
    );
    return rows.map(toClaim);
  }
}

function toClaim(row: Row): StoredClaim {
  return {
    id: row.id,
    venueId: row.venue_id,
    venueName: row.venue_name,
    venueCity: row.venue_city,
    venueSlug: row.venue_slug,
    userId: row.user_id,
    email: row.email,
    proofType: row.proof_type,
    proofValue: row.proof_value,
    dnsToken: row.dns_token,
    domain: row.domain,
    autoFastTracked: row.auto_fast_tracked,
    status: row.status,
    notes: row.notes,
    dnsVerifiedAt: row.dns_verified_at,
    dnsChecks: row.dns_checks,
    dnsNextCheckAt: row.dns_next_check_at,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
  };
}
