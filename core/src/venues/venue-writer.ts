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
import { DomainError } from '../domain-error';
import { OutboxMessage, type OutboxEventType } from '../entities/outbox-message.entity';
import { Venue } from '../entities/venue.entity';
import { tidyVenueInput } from './venue-input';

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

/** What enrichment derived for one venue, at the version it read. */
export interface VenueEnrichment {
  id: string;
  /** The version the enricher read: the write is skipped when the venue has moved on. */
  version: number;
  lat: number | null;
  lng: number | null;
  qualityScore: number | null;
  /** Derived `details` keys to set; null removes the key. Other keys are left alone. */
  details: Record<string, unknown>;
  phase1Version: number | null;
  phase1Ran: boolean;
  phase2Version: number | null;
  phase2Ran: boolean;
}

type Queryable = Pick<EntityManager, 'query'>;

const ENRICHMENT_SQL = `
  UPDATE venues v SET
    lat = r.lat, lng = r.lng, quality_score = r.quality_score,
    -- Only the derived keys: set those given, remove those given as null, keep every other key.
    details = (v.details - ARRAY(SELECT jsonb_object_keys(r.details)))
      || COALESCE((SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each(r.details) e
                   WHERE e.value <> 'null'::jsonb), '{}'::jsonb),
    phase1_version = r.phase1_version, phase1_at = CASE WHEN r.phase1_ran THEN now() ELSE v.phase1_at END,
    phase2_version = r.phase2_version, phase2_at = CASE WHEN r.phase2_ran THEN now() ELSE v.phase2_at END
  FROM jsonb_to_recordset($1::jsonb) AS r(
    id uuid, version integer, lat double precision, lng double precision, quality_score integer, details jsonb,
    phase1_version integer, phase1_ran boolean, phase2_version integer, phase2_ran boolean)
  WHERE v.id = r.id AND v.version = r.version
  RETURNING v.id`;

export class VenueWriter {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts venues in one transaction (the demo-data generator, imports, approved registrations). */
  async insertMany(venues: NewVenue[], manager?: EntityManager, actor: VenueWriteActor = 'system'): Promise<string[]> {
    if (venues.length === 0) return [];
    return this.inTransaction(manager, async (tx) => {
      const result = await tx.insert(
        Venue,
        venues.map((venue) => tidyVenueInput(venue).values),
      );
      const ids = result.identifiers.map((row) => String(row.id));
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
      const result = await tx
        .createQueryBuilder()
        .update(Venue)
        .set({
          ...values,
          ...(values.status === 'published' ? { publishedAt: () => 'COALESCE(published_at, now())' } : {}),
        })
        .where('id = :id AND version = :version', { id, version: options.expectedVersion })
        .execute();
      if (!result.affected) {
        const current = await tx.findOne(Venue, { where: { id }, select: { id: true, version: true } });
        if (!current) throw VenueWriteError.notFound(id);
        throw VenueWriteError.versionConflict(options.expectedVersion, current.version);
      }
      await this.recordChange(tx, [id], 'venue.upserted', options.actor);
      return tx.findOneByOrFail(Venue, { id });
    });
  }

  async delete(id: string, actor: VenueWriteActor, manager?: EntityManager): Promise<void> {
    await this.inTransaction(manager, async (tx) => {
      const result = await tx.delete(Venue, { id });
      if (!result.affected) throw VenueWriteError.notFound(id);
      await this.recordChange(tx, [id], 'venue.deleted', actor);
    });
  }

  /**
   * Asks for a venue's enrichment to run again: forgets which version each phase last ran on (its
   * bookkeeping, no version bump) and records an outbox message, so the indexer runs both phases.
   */
  async requestEnrichment(id: string, actor: VenueWriteActor, manager?: EntityManager): Promise<void> {
    await this.inTransaction(manager, async (tx) => {
      // Raw SQL: TypeORM's update would bump the version, and this is no edit of the venue.
      const [, affected]: [unknown, number] = await tx.query(
        'UPDATE venues SET phase1_version = NULL, phase2_version = NULL WHERE id = $1',
        [id],
      );
      if (!affected) throw VenueWriteError.notFound(id);
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
   * in the same pass, and a venue that moved on has its own message that brings it back.
   */
  static async writeEnrichment(db: Queryable, rows: VenueEnrichment[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const payload = rows.map((row) => ({
      id: row.id,
      version: row.version,
      lat: row.lat,
      lng: row.lng,
      quality_score: row.qualityScore,
      details: row.details,
      phase1_version: row.phase1Version,
      phase1_ran: row.phase1Ran,
      phase2_version: row.phase2Version,
      phase2_ran: row.phase2Ran,
    }));
    // TypeORM answers an UPDATE … RETURNING as [rows, affected count].
    const [written]: [{ id: string }[], number] = await db.query(ENRICHMENT_SQL, [JSON.stringify(payload)]);
    return written.map((row) => row.id);
  }

  private async recordChange(
    tx: EntityManager,
    ids: string[],
    eventType: OutboxEventType,
    actor: VenueWriteActor,
  ): Promise<void> {
    await tx.insert(
      OutboxMessage,
      ids.map((aggregateId) => ({ aggregateType: 'venue', aggregateId, eventType, payload: { actor } })),
    );
  }

  private inTransaction<T>(manager: EntityManager | undefined, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    // Join the caller's transaction when there is one, so its other writes commit with ours.
    if (manager?.queryRunner?.isTransactionActive) return work(manager);
    return this.dataSource.transaction(work);
  }
}
