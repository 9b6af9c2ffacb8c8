// Queries on briefs and their items, and nothing else. Creation relies on the UNIQUE
// idempotency key with ON CONFLICT DO NOTHING, so concurrent duplicates create one brief.
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventDetails } from '../venue-enquiries/event-details.dto';

export interface BriefContent {
  userEmail: string;
  notes: string;
  items: { venueId: string; notes: string }[];
  event: EventDetails;
}

export interface StoredBrief extends BriefContent {
  id: string;
}

type Queryable = Pick<EntityManager, 'query'>;

@Injectable()
export class BriefRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts the brief and its items; null when a brief with this idempotency key already exists. */
  async insertIfNew(tx: EntityManager, brief: BriefContent, idempotencyKey: string | null): Promise<string | null> {
    const inserted: { id: string }[] = await tx.query(
      `INSERT INTO briefs (user_email, notes, idempotency_key, event_date, date_flexible, guests, layout, budget_pence)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [
        brief.userEmail,
        brief.notes,
        idempotencyKey,
        brief.event.date,
        brief.event.dateFlexible,
        brief.event.guests,
        brief.event.layout,
        brief.event.budgetPence,
      ],
    );
    const id = inserted[0]?.id;
    if (!id) return null;
    await tx.query(
      `INSERT INTO brief_items (brief_id, venue_id, position, notes)
       SELECT $1, item.venue_id, item.position, item.notes
         FROM unnest($2::uuid[], $3::text[]) WITH ORDINALITY AS item(venue_id, notes, position)`,
      [id, brief.items.map((i) => i.venueId), brief.items.map((i) => i.notes)],
    );
    return id;
  }

  findByIdempotencyKey(key: string, db: Queryable = this.dataSource): Promise<StoredBrief | null> {
    return this.findOne('b.idempotency_key = $1', key, db);
  }

  findById(id: string, db: Queryable = this.dataSource): Promise<StoredBrief | null> {
    return this.findOne('b.id = $1', id, db);
  }

  private async findOne(where: string, value: string, db: Queryable): Promise<StoredBrief | null> {
    const rows: (EventRow & {
      id: string;
      user_email: string;
      notes: string;
      items: { venueId: string; notes: string }[];
    })[] = await db.query(
      `SELECT b.id, b.user_email, b.notes, to_char(b.event_date, 'YYYY-MM-DD') AS event_date, b.date_flexible,
                b.guests, b.layout, b.budget_pence,
                coalesce(json_agg(json_build_object('venueId', i.venue_id, 'notes', i.notes) ORDER BY i.position)
                           FILTER (WHERE i.venue_id IS NOT NULL), '[]') AS items
           FROM briefs b LEFT JOIN brief_items i ON i.brief_id = b.id
          WHERE ${where}
          GROUP BY b.id`,
      [value],
    );
    const row = rows[0];
    return row
      ? { id: row.id, userEmail: row.user_email, notes: row.notes, items: row.items, event: eventDetailsOfRow(row) }
      : null;
  }
}

/** The event's columns, as briefs and enquiries both store them. */
export interface EventRow {
  event_date: string | null;
  date_flexible: boolean;
  guests: number | null;
  layout: string | null;
  budget_pence: string | number | null;
}

export function eventDetailsOfRow(row: EventRow): EventDetails {
  return {
    date: row.event_date,
    dateFlexible: row.date_flexible,
    guests: row.guests,
    layout: row.layout as EventDetails['layout'],
    budgetPence: row.budget_pence === null ? null : Number(row.budget_pence),
  };
}
