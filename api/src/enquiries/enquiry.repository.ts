// Queries on enquiries, and nothing else. Creation relies on the UNIQUE idempotency key and the
// one-enquiry-per-brief index with ON CONFLICT DO NOTHING, so concurrent duplicates create one.
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EVENT_COLUMNS,
  type EventRow,
  type PlannerRow,
  eventDetailsOfRow,
  eventPlaceholders,
  eventValues,
  plannerContactOfRow,
  selectEvent,
} from '../briefs';
import type { EventDetails } from '../kernel/event-details.dto';
import type { PlannerContact } from '../kernel/planner-contact.dto';

export interface EnquiryContent {
  source: string;
  briefId: string | null;
  email: string;
  venueIds: string[];
  notes: string;
  event: EventDetails;
  planner: PlannerContact;
}

export interface StoredEnquiry extends EnquiryContent {
  id: string;
}

interface EnquiryRow extends EventRow, PlannerRow {
  id: string;
  source: string;
  brief_id: string | null;
  email: string;
  venue_ids: string[];
  notes: string;
}

@Injectable()
export class EnquiryRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts the enquiry, made at `now` (the api's Clock); null when its idempotency key or its brief already has one. */
  async insertIfNew(
    tx: EntityManager,
    enquiry: EnquiryContent,
    idempotencyKey: string | null,
    now: Date,
  ): Promise<string | null> {
    const payload = { email: enquiry.email, venues: enquiry.venueIds, notes: enquiry.notes };
    const rows: { id: string }[] = await tx.query(
      `INSERT INTO enquiries (source, brief_id, email, venue_ids, notes, payload, idempotency_key, created_at, ${EVENT_COLUMNS})
       VALUES ($1, $2, $3, $4::uuid[], $5, $6::jsonb, $7, $8, ${eventPlaceholders(9)})
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [
        enquiry.source,
        enquiry.briefId,
        enquiry.email,
        enquiry.venueIds,
        enquiry.notes,
        payload,
        idempotencyKey,
        now,
        ...eventValues(enquiry.event, enquiry.planner),
      ],
    );
    return rows[0]?.id ?? null;
  }

  findByIdempotencyKey(key: string): Promise<StoredEnquiry | null> {
    return this.findOne('idempotency_key = $1', key);
  }

  findById(id: string): Promise<StoredEnquiry | null> {
    return this.findOne('id = $1', id);
  }

  findByBriefId(briefId: string): Promise<StoredEnquiry | null> {
    return this.findOne('brief_id = $1', briefId);
  }

  private async findOne(where: string, value: string): Promise<StoredEnquiry | null> {
    const rows: EnquiryRow[] = await this.dataSource.query(
      `SELECT e.id, e.source, e.brief_id, e.email, e.venue_ids::text[] AS venue_ids, e.notes, ${selectEvent('e')}
         FROM enquiries e WHERE ${where}`,
      [value],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          source: row.source,
          briefId: row.brief_id,
          email: row.email,
          venueIds: row.venue_ids,
          notes: row.notes,
          event: eventDetailsOfRow(row),
          planner: plannerContactOfRow(row),
        }
      : null;
  }
}
