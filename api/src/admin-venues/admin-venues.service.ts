// Running the directory (owner-admin spec §2 leaves the screen open): find venues, see one with
// its owner, claims, change requests, enrichment state and history, edit the fields owners
// control, publish or unpublish, and re-run enrichment — every change through the venue writer
// (from the version the admin read) and into the audit log.
import { Injectable } from '@nestjs/common';
import { EDITABLE_VENUE_FIELDS, type VenueStatus, checkVenueFields, readVenueData } from '@venue-finder/contract';
import { type Venue, VenueWriter } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import { AuditLog } from '../kernel/audit-log';
import type { SessionUser } from '../kernel/session-user';
import { sanitiseOwnerHtml } from '../common/owner-html';
import { ChangeRequestException } from '../change-requests';
import { ownerFieldsOf, venuePatchFor } from '../venues';
import { type AdminVenueFilter, AdminVenuesRepository } from './admin-venues.repository';
import { VenueException } from '../venues';

@Injectable()
export class AdminVenuesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly venues: AdminVenuesRepository,
    private readonly writer: VenueWriter,
    private readonly audit: AuditLog,
  ) {}

  find(filter: AdminVenueFilter) {
    return this.venues.find(filter);
  }

  async detail(id: string) {
    const venue = await this.venue(id);
    const [ownerEmail, claims, changeRequests, history] = await Promise.all([
      this.venues.ownerEmail(venue.ownerId),
      this.venues.claimsOf(id),
      this.venues.changeRequestsOf(id),
      this.audit.of('venue', id),
    ]);
    return { venue, ownerEmail, fields: ownerFieldsOf(venue), claims, changeRequests, history };
  }

  async edit(
    admin: SessionUser,
    id: string,
    version: number,
    changes: { status?: VenueStatus; fieldChanges?: Record<string, unknown> },
  ): Promise<Venue> {
    const venue = await this.venue(id);
    const raw = changes.fieldChanges ?? {};
    const unknown = Object.keys(raw).filter((f) => !(EDITABLE_VENUE_FIELDS as readonly string[]).includes(f));
    if (unknown.length > 0)
      throw ChangeRequestException.invalid(Object.fromEntries(unknown.map((f) => [f, `${f} cannot be edited here`])));
    const { data, errors } = readVenueData(raw);
    const fields = EDITABLE_VENUE_FIELDS.filter((f) => f in raw);
    const problems = { ...errors, ...(Object.keys(errors).length ? {} : checkVenueFields(data, fields)) };
    if (Object.keys(problems).length > 0) throw ChangeRequestException.invalid(problems);
    if (data.description_html !== undefined) data.description_html = sanitiseOwnerHtml(data.description_html);

    const patch = { ...venuePatchFor(venue, data, fields), ...(changes.status ? { status: changes.status } : {}) };
    const before = ownerFieldsOf(venue);
    return this.dataSource.transaction(async (tx) => {
      const updated = await this.writer.update(id, patch, { expectedVersion: version, actor: admin.id, manager: tx });
      if (fields.length > 0)
        await this.audit.record(tx, {
          actorId: admin.id,
          action: 'venue.edited',
          entityType: 'venue',
          entityId: id,
          before: Object.fromEntries(fields.map((f) => [f, before[f]])),
          after: Object.fromEntries(fields.map((f) => [f, data[f]])),
        });
      if (changes.status && changes.status !== venue.status)
        await this.audit.record(tx, {
          actorId: admin.id,
          action: changes.status === 'published' ? 'venue.published' : 'venue.unpublished',
          entityType: 'venue',
          entityId: id,
          before: { status: venue.status },
          after: { status: changes.status },
        });
      return updated;
    });
  }

  async enrich(admin: SessionUser, id: string): Promise<void> {
    await this.venue(id);
    await this.dataSource.transaction(async (tx) => {
      await this.writer.requestEnrichment(id, admin.id, tx);
      await this.audit.record(tx, {
        actorId: admin.id,
        action: 'venue.enrichment_requested',
        entityType: 'venue',
        entityId: id,
      });
    });
  }

  private async venue(id: string): Promise<Venue> {
    const venue = await this.venues.venue(id);
    if (!venue) throw VenueException.notFound(id);
    return venue;
  }
}
