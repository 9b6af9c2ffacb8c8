// The audit log: every moderation and admin action, written in the transaction of the action
// itself (so the record exists if and only if the action happened), with who, what, when and the
// values before and after.
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

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
  constructor(private readonly dataSource: DataSource) {}

  async record(db: Queryable, entry: AuditEntry): Promise<void> {
    await db.query(
      `INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        entry.actorId,
        entry.action,
        entry.entityType,
        entry.entityId,
        entry.before === undefined ? null : JSON.stringify(entry.before),
        entry.after === undefined ? null : JSON.stringify(entry.after),
      ],
    );
  }

  /** An entity's history, newest first. */
  async of(entityType: AuditEntityType, entityId: string, limit = 100): Promise<StoredAuditEntry[]> {
    const rows: {
      actor_id: string | null;
      actor_email: string | null;
      action: string;
      entity_type: AuditEntityType;
      entity_id: string;
      before: unknown;
      after: unknown;
      at: Date;
    }[] = await this.dataSource.query(
      `SELECT a.*, u.email AS actor_email FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
        WHERE a.entity_type = $1 AND a.entity_id = $2 ORDER BY a.at DESC, a.id DESC LIMIT $3`,
      [entityType, entityId, limit],
    );
    return rows.map((row) => ({
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      before: row.before,
      after: row.after,
      at: row.at,
    }));
  }
}
