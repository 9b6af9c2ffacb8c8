// Venue registrations (owner-admin spec §2–§5): an owner's draft autosaves from the version it
// was read at, an owner may keep several drafts (up to MAX_REGISTRATION_DRAFTS) and discard any, and a
// submission must pass steps 1 to 4 of the same rules the wizard uses (the contract's venue
// rules) and is acknowledged by mail (unless the owner turned such mail off). A rejected
// registration stays rejected for the record and reopens as a new draft with its values. An administrator approves a submitted one —
// the venue is created through the venue writer, published and owned by the registrant, and they
// are mailed its live link, all in one transaction — or rejects it with a reason that is mailed.
import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_REGISTRATION_DRAFTS,
  type VenueData,
  checkDraft,
  firstFailingStep,
  readVenueData,
  routeHref,
  venuePath,
} from '@venue-finder/contract';
import {
  GEOCODER,
  type Geocoder,
  type RegistrationSaveStatus,
  Venue,
  VenueWriter,
  venueSlug,
} from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../kernel/clock';
import type { SessionUser } from '../kernel/session-user';
import { sanitiseOwnerHtml } from '../common/owner-html';
import { AuditLog } from '../kernel/audit-log';
import { ApiConfig } from '../config/api-config';
import { MailPreferences } from '../kernel/mail/mail-preferences';
import { MailQueue } from '../kernel/mail/mail-queue';
import { ModerationDecisions, pendingOrThrow } from '../kernel/moderation-decisions';
import type { QueuePage } from '../kernel/queue-page';
import { RegistrationException } from './registration.exception';
import { registrationApprovedMail, registrationReceivedMail, registrationRejectedMail } from './registration-mails';
import {
  type OwnerRegistrationsPage,
  type RegistrationQueueFilter,
  RegistrationRepository,
  type SimilarVenue,
  type StoredRegistration,
} from './registration.repository';
import { venueFromRegistration } from '../venues';

/** Drafts one owner may keep open at once: plenty for real work, a bound on what one account stores. */

export interface RegistrationReview {
  registration: StoredRegistration;
  /** The venue approval would publish; null when the registration would not pass approval. */
  listing: Venue | null;
  /** Why there is no listing. */
  problem: string | null;
  duplicates: SimilarVenue[];
}

export interface RegistrationInput {
  venueData: unknown;
  step?: number;
  status?: RegistrationSaveStatus;
}

/** The audit entry of a review: a submitted registration approved or rejected. */
const reviewed = (id: string, after: { status: 'approved' | 'rejected' } & Record<string, unknown>) => ({
  action: `registration.${after.status}`,
  entityType: 'registration' as const,
  entityId: id,
  before: { status: 'submitted' },
  after,
});

@Injectable()
export class RegistrationsService {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly writer: VenueWriter,
    private readonly config: ApiConfig,
    private readonly decisions: ModerationDecisions,
    private readonly dataSource: DataSource,
    private readonly mail: MailQueue,
    private readonly preferences: MailPreferences,
    private readonly audit: AuditLog,
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
    private readonly clock: Clock,
  ) {}

  mine(user: SessionUser, page: OwnerRegistrationsPage): Promise<QueuePage<StoredRegistration>> {
    return this.registrations.ofUser(user.id, page);
  }

  /** A registration its owner (or an administrator) may read; to anyone else it does not exist. */
  async get(user: SessionUser, id: string): Promise<StoredRegistration> {
    const registration = await this.registrations.find(id);
    if (!registration || (registration.userId !== user.id && user.userType !== 'admin'))
      throw RegistrationException.notFound();
    return registration;
  }

  async create(user: SessionUser, input: RegistrationInput): Promise<StoredRegistration> {
    const write = this.prepare(input);
    const created = await this.dataSource.transaction(async (tx) => {
      if (write.status === 'draft' && (await this.registrations.lockDraftCount(tx, user.id)) >= MAX_REGISTRATION_DRAFTS)
        throw RegistrationException.tooManyDrafts(MAX_REGISTRATION_DRAFTS);
      const registration = await this.registrations.create(tx, user.id, user.email, write, this.clock.now());
      if (registration.status === 'submitted') await this.acknowledge(tx, user, registration);
      return registration;
    });
    if (created.status === 'submitted') this.mail.dispatchSoon();
    return created;
  }

  /** Discards one of the owner's drafts (what was submitted stays, for the record). */
  async discard(user: SessionUser, id: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const current = await this.registrations.lock(tx, id);
      if (!current || current.userId !== user.id) throw RegistrationException.notFound();
      if (current.status !== 'draft' || !(await this.registrations.discard(tx, id)))
        throw RegistrationException.notDiscardable(current.status);
      await this.audit.record(tx, {
        actorId: user.id,
        action: 'registration.discarded',
        entityType: 'registration',
        entityId: id,
        before: { status: 'draft', venue_name: current.venueData.name ?? '' },
      });
    });
  }

  /**
   * A rejected registration, reopened as a new draft with its values (the rejected one stays
   * rejected); asked again while that draft is open, the same draft.
   */
  async reopen(user: SessionUser, id: string): Promise<StoredRegistration> {
    const rejected = await this.registrations.find(id);
    if (!rejected || rejected.userId !== user.id) throw RegistrationException.notFound();
    if (rejected.status !== 'rejected') throw RegistrationException.notReopenable(rejected.status);
    return this.dataSource.transaction(async (tx) => {
      const open = await this.registrations.openReopening(id, tx);
      if (open) return open;
      if ((await this.registrations.lockDraftCount(tx, user.id)) >= MAX_REGISTRATION_DRAFTS)
        throw RegistrationException.tooManyDrafts(MAX_REGISTRATION_DRAFTS);
      const draft =
        (await this.registrations.reopen(tx, rejected, this.clock.now())) ??
        (await this.registrations.openReopening(id, tx))!;
      await this.audit.record(tx, {
        actorId: user.id,
        action: 'registration.reopened',
        entityType: 'registration',
        entityId: draft.id,
        after: { status: 'draft', reopened_from: id },
      });
      return draft;
    });
  }

  /** Saves the owner's draft from the version they read; submitting it checks every step first. */
  async save(user: SessionUser, id: string, version: number, input: RegistrationInput): Promise<StoredRegistration> {
    const current = await this.registrations.find(id);
    if (!current || current.userId !== user.id) throw RegistrationException.notFound();
    if (current.status !== 'draft') throw RegistrationException.notEditable();
    if (current.version !== version) throw RegistrationException.changedElsewhere();
    const write = this.prepare({ step: current.step, ...input });
    const saved = await this.dataSource.transaction(async (tx) => {
      if (!(await this.registrations.save(id, version, write, this.clock.now(), tx))) return undefined;
      const registration = (await this.registrations.find(id, tx))!;
      if (registration.status === 'submitted') await this.acknowledge(tx, user, registration);
      return registration;
    });
    if (!saved) {
      const now = await this.registrations.find(id);
      throw now?.status === 'draft' ? RegistrationException.changedElsewhere() : RegistrationException.notEditable();
    }
    if (saved.status === 'submitted') this.mail.dispatchSoon();
    return saved;
  }

  /** Queues the acknowledgement of a submission, in its transaction, unless the owner turned such mail off. */
  private async acknowledge(tx: EntityManager, user: SessionUser, registration: StoredRegistration): Promise<void> {
    const portalUrl = `${this.config.publicUrl}${routeHref('ownerPortal', {})}`;
    const name = registration.venueData.name?.trim() || 'your venue';
    const mail = await this.preferences.nonEssential(
      tx,
      user.id,
      registrationReceivedMail(registration.id, registration.email, name, portalUrl),
    );
    if (mail) await this.mail.enqueue(tx, [mail]);
  }

  /** Published venues that may be the one being registered, to claim instead of listing twice. */
  similar(name: string, city: string, postcode: string): Promise<SimilarVenue[]> {
    return this.registrations.similarVenues(name.trim(), city, postcode.trim());
  }

  /**
   * A registration as the admin reviews it: the venue its approval would publish — built by the
   * same mapping and writer as the approval, in a transaction that is then rolled back, so the
   * preview cannot drift from what goes live — placed by its postcode, and the published venues
   * it may duplicate. A registration that would not pass approval has no listing, only why.
   */
  async review(id: string): Promise<RegistrationReview> {
    const registration = await this.registrations.find(id);
    if (!registration) throw RegistrationException.notFound();
    const data = registration.venueData;
    const duplicates = (
      await this.similar(data.name ?? '', data.address?.city ?? '', data.address?.postcode ?? '')
    ).filter((venue) => venue.id !== registration.venueId);
    const failing = firstFailingStep(data);
    if (failing) {
      const problem = RegistrationException.invalid(failing.errors, failing.step).message;
      return { registration, listing: null, problem, duplicates };
    }
    const listing = await this.unpublishedListing(registration);
    if (listing.lat === null || listing.lng === null) {
      const place = await this.geocoder.locate(listing.postcode).catch(() => null);
      if (place?.found) Object.assign(listing, { lat: place.lat, lng: place.lng });
    }
    return { registration, listing, problem: null, duplicates };
  }

  private async unpublishedListing(registration: StoredRegistration): Promise<Venue> {
    const rollback = new Error('preview only');
    const built: { listing?: Venue } = {};
    await this.dataSource
      .transaction(async (tx) => {
        const slug = await this.freeSlug(tx, registration.venueData);
        const venue = venueFromRegistration(registration.venueData, registration.userId, slug);
        const [venueId] = await this.writer.insertMany([venue], tx);
        built.listing = await this.registrations.listing(tx, venueId!);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    return built.listing!;
  }

  forReview(filter: RegistrationQueueFilter): Promise<QueuePage<StoredRegistration>> {
    return this.registrations.forReview(filter);
  }

  approve(admin: SessionUser, id: string): Promise<StoredRegistration> {
    return this.decisions.run(admin, {
      lock: (tx) => this.submitted(tx, id),
      decide: async (tx, registration) => {
        const failing = firstFailingStep(registration.venueData);
        if (failing) throw RegistrationException.invalid(failing.errors, failing.step);
        const slug = await this.freeSlug(tx, registration.venueData);
        const venue = venueFromRegistration(registration.venueData, registration.userId, slug);
        const [venueId] = await this.writer.insertMany([venue], tx, admin.id);
        await this.registrations.markApproved(tx, id, venueId!, admin.id, this.clock.now());
        const liveUrl = `${this.config.publicUrl}${venuePath({ slug, id: venueId! })}`;
        return {
          result: (await this.registrations.find(id, tx))!,
          audit: [
            reviewed(id, { status: 'approved', venue_id: venueId }),
            {
              action: 'venue.created',
              entityType: 'venue',
              entityId: venueId!,
              after: {
                name: venue.name,
                slug,
                status: 'published',
                owner_id: registration.userId,
                registration_id: id,
              },
            },
          ],
          mails: [registrationApprovedMail(id, registration.email, venue.name, liveUrl)],
        };
      },
    });
  }

  reject(admin: SessionUser, id: string, reason: string): Promise<StoredRegistration> {
    return this.decisions.run(admin, {
      lock: (tx) => this.submitted(tx, id),
      decide: async (tx, registration) => {
        await this.registrations.markRejected(tx, id, reason, admin.id, this.clock.now());
        const portalUrl = `${this.config.publicUrl}${routeHref('ownerPortal', {})}`;
        const name = registration.venueData.name?.trim() || 'your venue';
        return {
          result: (await this.registrations.find(id, tx))!,
          audit: [reviewed(id, { status: 'rejected', reason })],
          mails: [registrationRejectedMail(id, registration.email, name, reason, portalUrl)],
        };
      },
    });
  }

  /** Approves or rejects each registration on its own: one that cannot be decided leaves the others decided. */
  decideEach(admin: SessionUser, ids: readonly string[], decision: 'approve' | 'reject', reason: string) {
    return this.decisions.each(ids, (id) =>
      decision === 'approve' ? this.approve(admin, id) : this.reject(admin, id, reason),
    );
  }

  /** The registration, locked for review; only a submitted one can be reviewed. */
  private async submitted(tx: EntityManager, id: string): Promise<StoredRegistration> {
    return pendingOrThrow(await this.registrations.lock(tx, id), ['submitted'], {
      notFound: () => RegistrationException.notFound(),
      decided: (status) => RegistrationException.alreadyReviewed(status),
    });
  }

  /** The venue's slug, or the first of slug-2, slug-3… not taken (serialised per slug). */
  private async freeSlug(tx: EntityManager, data: VenueData): Promise<string> {
    const base = venueSlug(data.name ?? '', data.address?.city ?? '');
    const taken = await this.registrations.lockSlug(tx, base);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    return slug;
  }

  /** Reads and checks what the owner sent: a draft may be incomplete, a submission must pass every step. */
  private prepare(input: RegistrationInput) {
    const { data, errors } = readVenueData(input.venueData);
    if (Object.keys(errors).length > 0) throw RegistrationException.invalid(errors);
    const status = input.status ?? 'draft';
    const problems = status === 'submitted' ? firstFailingStep(data) : { errors: checkDraft(data) };
    if (problems && Object.keys(problems.errors).length > 0)
      throw RegistrationException.invalid(problems.errors, 'step' in problems ? problems.step : undefined);
    if (data.description_html !== undefined) data.description_html = sanitiseOwnerHtml(data.description_html);
    if (data.address?.postcode !== undefined) data.address.postcode = data.address.postcode.trim().toUpperCase();
    return { venueData: data, step: Math.min(Math.max(input.step ?? 0, 0), 4), status };
  }
}
