// Reading the audit log as administrators do: newest first by keyset (page 500 costs what page 1
// costs), with the true total, filtered by who acted, the venue it concerned (the venue's own
// rows and those of its claims and change requests), the action and the kind of thing acted on.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type QueueFilter, type QueuePage, type QueueSource, containsPattern, queuePage } from '../kernel/queue-page';
import type { AuditEntityType } from '../kernel/audit-log';

export interface AuditTrailFilter extends QueueFilter<null> {
  /** Part of the acting person's e-mail. */
  actor: string | null;
  /** A venue's id (already resolved from its slug). */
  venueId: string | null;
  action: string | null;
  entityType: AuditEntityType | null;
}

export interface AuditTrailRow {
  id: string;
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string;
  /** What the row is about, in words: a venue's name, a person's e-mail, the venue of a claim. */
  entityLabel: string | null;
  before: unknown;
  after: unknown;
}

interface Row {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  entity_label: string | null;
  before: unknown;
  after: unknown;
}

const ENTITY_LABEL = `CASE a.entity_type
    WHEN 'venue' THEN (SELECT display_name FROM venues WHERE id::text = a.entity_id)
    WHEN 'user' THEN (SELECT email::text FROM users WHERE id::text = a.entity_id)
    WHEN 'claim' THEN (SELECT v.display_name FROM claims c JOIN venues v ON v.id = c.venue_id WHERE c.id::text = a.entity_id)
    WHEN 'change_request' THEN (SELECT v.display_name FROM change_requests r JOIN venues v ON v.id = r.venue_id WHERE r.id::text = a.entity_id)
    WHEN 'registration' THEN (SELECT venue_data->>'name' FROM registrations WHERE id::text = a.entity_id)
  END`;

const AUDIT_TRAIL: QueueSource = {
  queue: 'audit',
  select: `SELECT a.id::text AS id, a.at, a.actor_id, u.email::text AS actor_email, a.action, a.entity_type, a.entity_id,
                  ${ENTITY_LABEL} AS entity_label, a.before, a.after
             FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id`,
  countFrom: 'FROM audit_log a',
  search: () => [],
  keys: () => [
    { expr: 'a.at', type: 'timestamptz' },
    { expr: 'a.id', type: 'bigint' },
  ],
};

@Injectable()
export class AuditTrailRepository {
  constructor(private readonly dataSource: DataSource) {}

  find(filter: AuditTrailFilter): Promise<QueuePage<AuditTrailRow>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.actor)
      where.push(
        `a.actor_id IN (SELECT id FROM users WHERE email::text ILIKE $${params.push(containsPattern(filter.actor))})`,
      );
    if (filter.action) where.push(`a.action = $${params.push(filter.action)}`);
    if (filter.entityType) where.push(`a.entity_type = $${params.push(filter.entityType)}`);
    if (filter.venueId) {
      const n = params.push(filter.venueId);
      where.push(`((a.entity_type = 'venue' AND a.entity_id = $${n}::text)
        OR (a.entity_type = 'claim' AND a.entity_id IN (SELECT id::text FROM claims WHERE venue_id = $${n}::uuid))
        OR (a.entity_type = 'change_request'
            AND a.entity_id IN (SELECT id::text FROM change_requests WHERE venue_id = $${n}::uuid))
        OR (a.entity_type = 'registration'
            AND a.entity_id IN (SELECT id::text FROM registrations WHERE venue_id = $${n}::uuid)))`);
    }
    return queuePage(this.dataSource, AUDIT_TRAIL, { ...filter, q: '' }, { where, params }, (row: Row) => ({
      id: row.id,
      at: row.at,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      entityLabel: row.entity_label,
      before: row.before,
      after: row.after,
    }));
  }

  /** The venue's id, from its id or slug; null when there is none. */
  async venueId(idOrSlug: string): Promise<string | null> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
    const rows: { id: string }[] = await this.dataSource.query(
      uuid ? 'SELECT id FROM venues WHERE id = $1' : 'SELECT id FROM venues WHERE slug = $1',
      [uuid ? idOrSlug.toLowerCase() : idOrSlug],
    );
    return rows[0]?.id ?? null;
  }
}
