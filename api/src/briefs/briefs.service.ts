// Creates briefs: the venues must exist and be published, the brief and its items are written
// in one transaction, and an idempotency key makes a retried submission return the first brief.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type BriefContent, BriefRepository } from './brief.repository';
import type { BriefCreated, CreateBriefRequest } from './brief.dto';
import { IdempotencyException, idempotencyKeyOf, sameContent } from '../common/idempotency-key';
import { VenueSelection } from '../venues/venue-selection';

export interface BriefOutcome {
  brief: BriefCreated;
  /** True when an earlier request with the same key and body created it. */
  replayed: boolean;
}

@Injectable()
export class BriefsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly briefs: BriefRepository,
    private readonly selection: VenueSelection,
  ) {}

  async create(request: CreateBriefRequest, idempotencyHeader?: string): Promise<BriefOutcome> {
    const key = idempotencyKeyOf(idempotencyHeader, request.idempotency_key);
    const content = briefContent(request);
    await this.selection.published(
      content.items.map((item) => item.venueId),
      (index) => `items.${index}.venue_id`,
    );
    const id = await this.dataSource.transaction((tx) => this.briefs.insertIfNew(tx, content, key));
    if (id) return { brief: { id }, replayed: false };
    // The key is taken: by this very request sent before (answer as then), or by another brief.
    const existing = await this.briefs.findByIdempotencyKey(key!);
    if (!existing || !sameContent(comparable(existing), comparable(content)))
      throw IdempotencyException.reused('brief');
    return { brief: { id: existing.id }, replayed: true };
  }
}

function briefContent(request: CreateBriefRequest): BriefContent {
  return {
    userEmail: request.user_email,
    notes: request.notes ?? '',
    items: request.items.map((item) => ({ venueId: item.venue_id.toLowerCase(), notes: item.notes ?? '' })),
  };
}

/** What decides whether two submissions are the same brief (e-mail case aside, as stored). */
function comparable(content: BriefContent) {
  return {
    userEmail: content.userEmail.toLowerCase(),
    notes: content.notes,
    items: content.items.map((item) => [item.venueId, item.notes]),
  };
}
