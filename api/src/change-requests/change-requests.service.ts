// Change requests (owner-admin spec §2–§5): an owner proposes new values for fields of their own
// venue, checked by the same rules as registration; the request keeps the venue version and the
// values it replaces. An administrator approves or rejects each field: the approved ones are
// written through the venue writer in one transaction (a new version, an outbox message), even
// over a venue that changed since (a conflict is shown and recorded, never blocking), and the
// owner is mailed each field's outcome. Two administrators applying one request: one succeeds.
import { Injectable } from '@nestjs/common';
import {
  EDITABLE_VENUE_FIELDS,
  type VenueData,
  checkVenueFields,
  readVenueData,
  routeHref,
  venuePath,
} from '@venue-finder/contract';
import { type ChangeRequestStatus, type Venue, VenueWriter } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../kernel/clock';
import type { SessionUser } from '../kernel/session-user';
import { sanitiseOwnerHtml } from '../common/owner-html';
import { ApiConfig } from '../config/api-config';
import { type DecisionOutcome, ModerationDecisions, pendingOrThrow } from '../kernel/moderation-decisions';
import type { QueueFilter, QueuePage } from '../kernel/queue-page';
import { MailPreferences } from '../kernel/mail/mail-preferences';
import { MailQueue } from '../kernel/mail/mail-queue';
import { type EditableField, ownerFieldsOf, venuePatchFor } from '../venues';
import { ChangeRequestException } from './change-request.exception';
import { changeRequestOutcomeMail, changeRequestReceivedMail } from './change-request-mails';
import {
  type ChangeRequestQueueFilter,
  ChangeRequestRepository,
  type StoredChangeRequest,
} from './change-request.repository';

/** JSON with object keys in order (PostgreSQL's jsonb does not keep the order they were written in). */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null);
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export interface ChangeRequestDetail {
  request: StoredChangeRequest;
  current: Required<Pick<VenueData, EditableField>>;
  hasConflict: boolean;
  /** Fields of the request whose value changed on the venue since it was made. */
  conflictFields: EditableField[];
}

@Injectable()
export class ChangeRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly requests: ChangeRequestRepository,
    private readonly writer: VenueWriter,
    private readonly config: ApiConfig,
    private readonly decisions: ModerationDecisions,
    private readonly mail: MailQueue,
    private readonly preferences: MailPreferences,
    private readonly clock: Clock,
  ) {}

  async submit(owner: SessionUser, venueId: string, changes: Record<string, unknown>): Promise<StoredChangeRequest> {
    const venue = await this.requests.ownersVenue(venueId, owner.id);
    if (!venue) throw ChangeRequestException.venueNotFound();
    const unknown = Object.keys(changes).filter((f) => !(EDITABLE_VENUE_FIELDS as readonly string[]).includes(f));
    if (unknown.length > 0)
      throw ChangeRequestException.invalid(
        Object.fromEntries(
          unknown.map((f) => [
            f,
            `${f} cannot be changed by a request; owners can change: ${EDITABLE_VENUE_FIELDS.join(', ')}`,
          ]),
        ),
      );
    const { data, errors } = readVenueData(changes);
    if (Object.keys(errors).length > 0) throw ChangeRequestException.invalid(errors);
    const fields = EDITABLE_VENUE_FIELDS.filter((f) => f in changes);
    const problems = checkVenueFields(data, fields);
    if (Object.keys(problems).length > 0) throw ChangeRequestException.invalid(problems);
    if (data.description_html !== undefined) data.description_html = sanitiseOwnerHtml(data.description_html);
    if (data.pricing) data.pricing.currency = 'GBP';

    const current = ownerFieldsOf(venue);
    const changed = fields.filter((f) => !same(data[f], current[f]));
    if (changed.length === 0) throw ChangeRequestException.nothingToChange();
    const pick = (source: VenueData) => Object.fromEntries(changed.map((f) => [f, source[f]])) as VenueData;
    const requestsUrl = `${this.config.publicUrl}${routeHref('ownerPortal', {}, { tab: 'requests' })}`;
    const created = await this.dataSource.transaction(async (tx) => {
      const request = await this.requests.create(
        {
          venueId: venue.id,
          ownerId: owner.id,
          patch: pick(data),
          baseVersion: venue.version,
          baseValues: pick(current),
        },
        this.clock.now(),
        tx,
      );
      const mail = await this.preferences.nonEssential(
        tx,
        owner.id,
        changeRequestReceivedMail(request, changed, requestsUrl),
      );
      if (mail) await this.mail.enqueue(tx, [mail]);
      return request;
    });
    this.mail.dispatchSoon();
    return created;
  }

  /** The owner's own requests, newest first ("My requests"). */
  mine(owner: SessionUser, page: Pick<QueueFilter<null>, 'limit' | 'cursor'>): Promise<QueuePage<StoredChangeRequest>> {
    return this.requests.ofOwner(owner.id, { status: null, q: '', sort: 'newest', ...page });
  }

  /** The owner takes back a request still waiting for review; to anyone else it does not exist. */
  withdraw(owner: SessionUser, id: string): Promise<StoredChangeRequest> {
    return this.decisions.run(owner, {
      lock: async (tx) => {
        const request = await this.requests.lock(tx, id);
        return pendingOrThrow(request?.ownerId === owner.id ? request : undefined, ['submitted'], {
          notFound: () => ChangeRequestException.notFound(),
          decided: (status) => ChangeRequestException.notWithdrawable(status),
        });
      },
      decide: async (tx) => {
        await this.requests.withdraw(tx, id, this.clock.now());
        return {
          result: (await this.requests.find(id, tx))!,
          audit: [
            {
              action: 'change_request.withdrawn',
              entityType: 'change_request',
              entityId: id,
              before: { status: 'submitted' },
              after: { status: 'withdrawn' },
            },
          ],
          mails: [],
        };
      },
    });
  }

  list(filter: ChangeRequestQueueFilter): Promise<QueuePage<StoredChangeRequest>> {
    return this.requests.list(filter);
  }

  async detail(id: string): Promise<ChangeRequestDetail> {
    const request = await this.requests.find(id);
    if (!request) throw ChangeRequestException.notFound();
    const venue = await this.requests.venue(request.venueId);
    return this.describe(request, venue);
  }

  async apply(
    admin: SessionUser,
    id: string,
    approve: string[],
    reject: string[],
    note: string,
  ): Promise<{ detail: ChangeRequestDetail; message: string }> {
    const found = await this.requests.find(id);
    if (!found) throw ChangeRequestException.notFound();
    const inPatch = (f: string): f is EditableField => f in found.patch;
    const unknown = [...approve, ...reject].filter((f) => !inPatch(f));
    if (unknown.length > 0)
      throw ChangeRequestException.invalid(
        Object.fromEntries(unknown.map((f) => [f, `${f} is not a field of this request`])),
      );
    if (approve.some((f) => reject.includes(f)))
      throw ChangeRequestException.invalid({ approve: 'A field can be approved or rejected, not both' });
    if (approve.length + reject.length === 0) throw ChangeRequestException.nothingSelected();

    const approved = EDITABLE_VENUE_FIELDS.filter((f) => approve.includes(f) && inPatch(f));
    // Fields not chosen either way are not applied: they count as rejected.
    const rejected = EDITABLE_VENUE_FIELDS.filter((f) => inPatch(f) && !approved.includes(f));
    const status: ChangeRequestStatus =
      approved.length === 0 ? 'rejected' : rejected.length === 0 ? 'approved' : 'partially_approved';

    await this.decisions.run(admin, {
      // The venue first, then the request: concurrent applications queue on the venue.
      lock: async (tx) => {
        const venue = await this.lockVenue(tx, found.venueId);
        const request = pendingOrThrow(await this.requests.lock(tx, id), ['submitted'], {
          notFound: () => ChangeRequestException.alreadyProcessed(),
          decided: (status) =>
            status === 'withdrawn'
              ? ChangeRequestException.withdrawnByOwner()
              : ChangeRequestException.alreadyProcessed(),
        });
        return { venue, request };
      },
      decide: async (tx, { venue, request }) => {
        const overConflict = venue.version !== request.baseVersion;
        const audit: DecisionOutcome<void>['audit'] = [];
        let appliedVersion: number | null = null;
        if (approved.length > 0) {
          const updated = await this.writer.update(venue.id, venuePatchFor(venue, request.patch, approved), {
            expectedVersion: venue.version,
            actor: admin.id,
            manager: tx,
          });
          appliedVersion = updated.version;
          const current = ownerFieldsOf(venue);
          audit.push({
            action: 'venue.edited',
            entityType: 'venue',
            entityId: venue.id,
            before: Object.fromEntries(approved.map((f) => [f, current[f]])),
            after: { ...Object.fromEntries(approved.map((f) => [f, request.patch[f]])), change_request_id: id },
          });
        }
        audit.push({
          action: 'change_request.applied',
          entityType: 'change_request',
          entityId: id,
          before: { status: 'submitted' },
          after: { status, approved, rejected, note, over_conflict: overConflict },
        });
        await this.requests.decide(
          tx,
          id,
          {
            status,
            approved,
            rejected,
            note,
            adminId: admin.id,
            appliedVersion,
            overConflict,
          },
          this.clock.now(),
        );
        const liveUrl = `${this.config.publicUrl}${venuePath({ slug: venue.slug, id: venue.id })}`;
        return {
          result: undefined,
          audit,
          mails: [changeRequestOutcomeMail(request, approved, rejected, note, liveUrl)],
        };
      },
    });
    const message =
      status === 'rejected'
        ? 'Change request rejected.'
        : `Change request ${status === 'approved' ? 'approved' : 'partially approved'}: ${approved.length} of ${approved.length + rejected.length} ${approved.length + rejected.length === 1 ? 'field' : 'fields'} applied.`;
    return { detail: await this.detail(id), message };
  }

  private describe(request: StoredChangeRequest, venue: Venue): ChangeRequestDetail {
    const current = ownerFieldsOf(venue);
    const fields = EDITABLE_VENUE_FIELDS.filter((f) => f in request.patch);
    return {
      request,
      current,
      hasConflict: venue.version !== request.baseVersion && request.status === 'submitted',
      conflictFields:
        request.status === 'submitted' ? fields.filter((f) => !same(current[f], request.baseValues[f])) : [],
    };
  }

  private async lockVenue(tx: EntityManager, id: string): Promise<Venue> {
    const venue = await this.requests.lockVenue(tx, id);
    if (!venue) throw ChangeRequestException.venueNotFound();
    return venue;
  }
}
