// The one place venues are written. Each write records an outbox message in the same
// transaction, so the indexer learns of every committed change and of nothing uncommitted.
// Owner-entered columns are tidied here (tidyVenueInput), once, for every write path.
//
// Updates are versioned: a caller names the version it read, and the update is one statement
// guarded by it, so of two edits based on the same version exactly one wins and the other gets
// a VenueWriteError('VENUE_VERSION_CONFLICT') instead of silently overwriting it.
//
// Enrichment is the one writer that does not bump the version: writeEnrichment stores only
// derived columns (position, quality score, derived `details` keys, phase bookkeeping), guarded
// by the version the enricher read, so an owner's edit made meanwhile always wins.
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../clock';
import { DomainError } from '../domain-error';
import type { OutboxEventType } from '../entities/outbox-message.entity';
import type { Venue } from '../entities/venue.entity';
import { tidyVenueInput } from './venue-input';
import { type VenueEnrichment, type VenueEnrichmentQueryable, VenueWriteRepository } from './venue-write.repository';

export type { VenueEnrichment } from './venue-write.repository';

export type NewVenue = Partial<Venue> & Pick<Venue, 'slug' | 'name' | 'displayName' | 'city' | 'primaryCategory'>;

/** Columns an update may change: never the identity, the version or enrichment's bookkeeping. */
export type VenuePatch = Partial<
  Omit<
    Venue,
    | 'id'
    | 'version'
    | 'createdAt'
    | 'updatedAt'
    | 'publishedAt'
    | 'qualityScore'
    | 'phase1Version'
    | 'phase1At'
    | 'phase2Version'
    | 'phase2At'
  >
>;

/** Who made a change: a user's id, or a named part of the system. */
export type VenueWriteActor = string;

export interface VenueUpdateOptions {
  /** The version the caller read; the update fails with a conflict when the venue moved on. */
  expectedVersion: number;
  actor: VenueWriteActor;
  /** Join this transaction (so the caller's other writes commit with ours). */
  manager?: EntityManager;
}

export type VenueWriteErrorCode = 'VENUE_NOT_FOUND' | 'VENUE_VERSION_CONFLICT';

export class VenueWriteError extends DomainError<VenueWriteErrorCode> {
  static notFound(id: string): VenueWriteError {
    return new VenueWriteError('VENUE_NOT_FOUND', 'not_found', `Venue not found: no venue has the id "${id}".`);
  }

  static versionConflict(expected: number, current: number): VenueWriteError {
    return new VenueWriteError(
      'VENUE_VERSION_CONFLICT',
      'conflict',
      `This venue was changed by someone else since you opened it (version ${expected}, now ${current}). ` +
        'Reload it and apply your change again.',
    );
  }
}

export class VenueWriter {
  private readonly venues = new VenueWriteRepository();

  /** The clock stamps every write (updated, first published, enriched); the system's unless a caller has its own. */
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock = new Clock(),
  ) {}

  /** Inserts venues in one transaction (the demo-data generator, imports, approved registrations). */
  async insertMany(venues: NewVenue[], manager?: EntityManager, actor: VenueWriteActor = 'system'): Promise<string[]> {
    if (venues.length === 0) return [];
    return this.inTransaction(manager, async (tx) => {
      const ids = await this.venues.insert(
        tx,
        venues.map((venue) => tidyVenueInput(venue).values),
        this.clock.now(),
      );
      await this.recordChange(tx, ids, 'venue.upserted', actor);
      return ids;
    });
  }

  /**
   * Applies a partial update if the venue is still at `expectedVersion`, bumping the version
   * (that change requests compare against) and stamping the first publication.
   */
  async update(id: string, patch: VenuePatch, options: VenueUpdateOptions): Promise<Venue> {
    return this.inTransaction(options.manager, async (tx) => {
      const values = tidyVenueInput(patch).values;
      if (!(await this.venues.updateAtVersion(tx, id, options.expectedVersion, values, this.clock.now()))) {
        const current = await this.venues.versionOf(tx, id);
        if (current === undefined) throw VenueWriteError.notFound(id);
        throw VenueWriteError.versionConflict(options.expectedVersion, current);
      }
      await this.recordChange(tx, [id], 'venue.upserted', options.actor);
      return this.venues.find(tx, id);
    });
  }

  async delete(id: string, actor: VenueWriteActor, manager?: EntityManager): Promise<void> {
    await this.inTransaction(manager, async (tx) => {
      if (!(await this.venues.delete(tx, id))) throw VenueWriteError.notFound(id);
      await this.recordChange(tx, [id], 'venue.deleted', actor);
    });
  }

  /**
   * Asks for a venue's enrichment to run again: forgets which version each phase last ran on (its
   * bookkeeping, no version bump) and records an outbox message, so the indexer runs both phases.
   */
  async requestEnrichment(id: string, actor: VenueWriteActor, manager?: EntityManager): Promise<void> {
    await this.inTransaction(manager, async (tx) => {
      if (!(await this.venues.forgetEnrichment(tx, id))) throw VenueWriteError.notFound(id);
      await this.recordChange(tx, [id], 'venue.upserted', actor);
    });
  }

  /**
   * Asks for a venue's search document to be rebuilt after a change that lives outside its row
   * (its standing in the verification programme): an outbox message, no version bump.
   */
  async reindex(id: string, actor: VenueWriteActor, manager?: EntityManager): Promise<void> {
    await this.inTransaction(manager, (tx) => this.recordChange(tx, [id], 'venue.upserted', actor));
  }

  /**
   * Stores what enrichment derived, for the venues still at the version it read; answers the ids
   * written. No version bump and no outbox message: the enricher's caller indexes these venues
   * in the same pass, and a venue that moved on has its own message that brings it back. The
   * phases that ran are stamped with the clock's now (the system's unless the caller has one).
   */
  static writeEnrichment(
    db: VenueEnrichmentQueryable,
    rows: VenueEnrichment[],
    clock: Clock = new Clock(),
  ): Promise<string[]> {
    return VenueWriteRepository.writeEnrichment(db, rows, clock.now());
  }

  private async recordChange(
    tx: EntityManager,
    ids: string[],
    eventType: OutboxEventType,
    actor: VenueWriteActor,
  ): Promise<void> {
    await this.venues.recordChange(tx, ids, eventType, actor, this.clock.now());
  }

  private inTransaction<T>(manager: EntityManager | undefined, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    // Join the caller's transaction when there is one, so its other writes commit with ours.
    if (manager?.queryRunner?.isTransactionActive) return work(manager);
    return this.dataSource.transaction(work);
  }
}
