// The audit_log table's rows: written in the caller's transaction, read back as an entity's
// history. The time of a row is the writer's (the api's Clock); the column has no default.
import { Injectable } from '@nestjs/common';
import { AuditLogEntry } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';

export interface AuditLogRow {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  /** undefined and null are both stored as SQL NULL. */
  before?: unknown;
  after?: unknown;
  at: Date;
}

export interface AuditHistoryRow extends AuditLogRow {
  actorEmail: string | null;
}

@Injectable()
export class AuditLogRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Writes one row with the caller's connection (its transaction, when it has one). */
  async insert(db: Pick<EntityManager, 'query'>, row: AuditLogRow): Promise<void> {
    await db.query(
      `INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        row.actorId,
        row.action,
        row.entityType,
        row.entityId,
        row.before === undefined ? null : JSON.stringify(row.before),
        row.after === undefined ? null : JSON.stringify(row.after),
        row.at,
      ],
    );
  }

  /** An entity's rows, newest first, with the acting person's e-mail. */
  async history(entityType: string, entityId: string, limit: number): Promise<AuditHistoryRow[]> {
    const rows = await this.dataSource
      .getRepository(AuditLogEntry)
      .createQueryBuilder('a')
      .leftJoin('users', 'u', 'u.id = a.actor_id')
      .select([
        'a.actor_id AS actor_id',
        'u.email AS actor_email',
        'a.action AS action',
        'a.entity_type AS entity_type',
        'a.entity_id AS entity_id',
        'a.before AS before',
        'a.after AS after',
        'a.at AS at',
      ])
      .where('a.entity_type = :entityType AND a.entity_id = :entityId', { entityType, entityId })
      .orderBy('a.at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .limit(limit)
      .getRawMany<{
        actor_id: string | null;
        actor_email: string | null;
        action: string;
        entity_type: string;
        entity_id: string;
        before: unknown;
        after: unknown;
        at: Date;
      }>();
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
