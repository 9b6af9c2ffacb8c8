// Queries on briefs and their items, and nothing else. Creation relies on the UNIQUE
// idempotency key with ON CONFLICT DO NOTHING, so concurrent duplicates create one brief.
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventDetails } from '../kernel/event-details.dto';
import type { PlannerContact } from '../kernel/planner-contact.dto';

export interface BriefContent {
  userEmail: string;
  notes: string;
  items: { venueId: string; notes: string }[];
  event: EventDetails;
  planner: PlannerContact;
}

export interface StoredBrief extends BriefContent {
  id: string;
}

type Queryable = Pick<EntityManager, 'query'>;

@Injectable()
export class BriefRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Inserts the brief, made at `now` (the api's Clock), and its items; null when a brief with this
   * idempotency key already exists.
   */
  async insertIfNew(
    tx: EntityManager,
    brief: BriefContent,
    idempotencyKey: string | null,
    now: Date,
  ): Promise<string | null> {
    const inserted: { id: string }[] = await tx.query(
      `INSERT INTO briefs (user_email, notes, idempotency_key, created_at, ${EVENT_COLUMNS})
       VALUES ($1, $2, $3, $4, ${eventPlaceholders(5)})
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [brief.userEmail, brief.notes, idempotencyKey, now, ...eventValues(brief.event, brief.planner)],
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
    const rows: (EventRow &
      PlannerRow & {
        id: string;
        user_email: string;
        notes: string;
        items: { venueId: string; notes: string }[];
      })[] = await db.query(
      `SELECT b.id, b.user_email, b.notes, ${selectEvent('b')},
                coalesce(json_agg(json_build_object('venueId', i.venue_id, 'notes', i.notes) ORDER BY i.position)
                           FILTER (WHERE i.venue_id IS NOT NULL), '[]') AS items
           FROM briefs b LEFT JOIN brief_items i ON i.brief_id = b.id
          WHERE ${where}
          GROUP BY b.id`,
      [value],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          userEmail: row.user_email,
          notes: row.notes,
          items: row.items,
          event: eventDetailsOfRow(row),
          planner: plannerContactOfRow(row),
        }
      : null;
  }
}

/** The event's and the planner's columns, as briefs and enquiries both store them, in this order. */
export const EVENT_COLUMNS =
  'event_type, event_date, start_time, end_time, days, date_flexible, guests, layout, budget_pence, ' +
  'planner_name, planner_phone, planner_organisation';

/** $n, $n+1, … for EVENT_COLUMNS, from `first`. */
export function eventPlaceholders(first: number): string {
  return Array.from({ length: 12 }, (_, i) => `$${first + i}`).join(', ');
}

/** The values of EVENT_COLUMNS, in their order. */
export function eventValues(event: EventDetails, planner: PlannerContact): unknown[] {
  return [
    event.type,
    event.date,
    event.startTime,
    event.endTime,
    event.days,
    event.dateFlexible,
    event.guests,
    event.layout,
    event.budgetPence,
    planner.name,
    planner.phone,
    planner.organisation,
  ];
}

/** The SELECT list of the event's and the planner's columns of the table aliased `alias`. */
export function selectEvent(alias: string): string {
  return `${alias}.event_type, to_char(${alias}.event_date, 'YYYY-MM-DD') AS event_date,
          to_char(${alias}.start_time, 'HH24:MI') AS start_time, to_char(${alias}.end_time, 'HH24:MI') AS end_time,
          ${alias}.days, ${alias}.date_flexible, ${alias}.guests, ${alias}.layout, ${alias}.budget_pence,
          ${alias}.planner_name, ${alias}.planner_phone, ${alias}.planner_organisation`;
}

export interface PlannerRow {
  planner_name: string | null;
  planner_phone: string | null;
  planner_organisation: string | null;
}

export function plannerContactOfRow(row: PlannerRow): PlannerContact {
  return { name: row.planner_name, phone: row.planner_phone, organisation: row.planner_organisation };
}

export interface EventRow {
  event_type: string | null;
  event_date: string | null;
  start_time: string | null;
  end_time: string | null;
  days: number | null;
  date_flexible: boolean;
  guests: number | null;
  layout: string | null;
  budget_pence: string | number | null;
}

export function eventDetailsOfRow(row: EventRow): EventDetails {
  return {
    type: row.event_type as EventDetails['type'],
    date: row.event_date,
    startTime: row.start_time,
    endTime: row.end_time,
    days: row.days,
    dateFlexible: row.date_flexible,
    guests: row.guests,
    layout: row.layout as EventDetails['layout'],
    budgetPence: row.budget_pence === null ? null : Number(row.budget_pence),
  };
}
