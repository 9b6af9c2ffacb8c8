// The audit log: every moderation and admin action, written in the transaction of the action
// itself (so the record exists if and only if the action happened), with who, what, when and the
// values before and after.
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '@venue-finder/core';
import { AuditLogRepository } from './audit-log.repository';

type Queryable = Pick<EntityManager, 'query'>;

export const AUDIT_ENTITY_TYPES = [
  'venue',
  'registration',
  'claim',
  'change_request',
  'venue_enquiry',
  'user',
  'venue_review',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

export interface StoredAuditEntry extends AuditEntry {
  actorEmail: string | null;
  at: Date;
}

@Injectable()
export class AuditLog {
  constructor(
    private readonly rows: AuditLogRepository,
    private readonly clock: Clock,
  ) {}

  /** Records the action in the caller's transaction, at the Clock's time. */
  async record(db: Queryable, entry: AuditEntry): Promise<void> {
    await this.rows.insert(db, { ...entry, at: this.clock.now() });
  }

  /** An entity's history, newest first. */
  async of(entityType: AuditEntityType, entityId: string, limit = 100): Promise<StoredAuditEntry[]> {
    return (await this.rows.history(entityType, entityId, limit)) as StoredAuditEntry[];
  }
}
