// Creates briefs: the venues must exist and be published, the brief and its items are written
// in one transaction, and an idempotency key makes a retried submission return the first brief.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type BriefContent, BriefRepository } from './brief.repository';
import type { BriefCreated, CreateBriefRequest } from './brief.dto';
import { IdempotencyException, idempotencyKeyOf, sameContent } from '../common/idempotency-key';
import { type Created, createOnce } from '../common/idempotent-create';
import { Clock } from '../kernel/clock';
import { VenueSelection } from '../kernel/venue-selection';
import { eventDetailsOf } from '../kernel/event-details.dto';
import { plannerContactOf } from '../kernel/planner-contact.dto';

@Injectable()
export class BriefsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly briefs: BriefRepository,
    private readonly selection: VenueSelection,
    private readonly clock: Clock,
  ) {}

  async create(request: CreateBriefRequest, idempotencyHeader?: string): Promise<Created<BriefCreated>> {
    const key = idempotencyKeyOf(idempotencyHeader, request.idempotency_key);
    const content = briefContent(request);
    await this.selection.published(
      content.items.map((item) => item.venueId),
      (index) => `items.${index}.venue_id`,
    );
    return createOnce({
      what: 'brief',
      insert: async () => {
        const id = await this.dataSource.transaction((tx) =>
          this.briefs.insertIfNew(tx, content, key, this.clock.now()),
        );
        return id ? { id } : null;
      },
      earlier: async () => {
        const stored = key ? await this.briefs.findByIdempotencyKey(key) : null;
        return stored && { stored, ifDifferent: IdempotencyException.reused('brief') };
      },
      matches: (stored) => sameContent(comparable(stored), comparable(content)),
      resultOf: (stored) => ({ id: stored.id }),
    });
  }
}

function briefContent(request: CreateBriefRequest): BriefContent {
  return {
    userEmail: request.user_email,
    notes: request.notes ?? '',
    items: request.items.map((item) => ({ venueId: item.venue_id.toLowerCase(), notes: item.notes ?? '' })),
    event: eventDetailsOf(request.event),
    planner: plannerContactOf(request.planner),
  };
}

/** What decides whether two submissions are the same brief (e-mail case aside, as stored). */
function comparable(content: BriefContent) {
  return {
    userEmail: content.userEmail.toLowerCase(),
    notes: content.notes,
    items: content.items.map((item) => [item.venueId, item.notes]),
    event: content.event,
    planner: content.planner,
  };
}
