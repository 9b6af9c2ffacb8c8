// Queries of the venue writer (core/src/venues/venue-writer.ts), and nothing else: the venue rows
// it inserts, updates at a version, deletes and re-enriches, and the outbox rows beside them. The
// rules (tidying, version conflicts, one transaction) are the writer's; this file only reaches
// the tables. Times are the writer's Clock's, passed in: no SQL now() here.
import type { EntityManager } from 'typeorm';
import { OutboxMessage, type OutboxEventType } from '../entities/outbox-message.entity';
import { Venue } from '../entities/venue.entity';

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

/** What enrichment's write needs: a DataSource or an EntityManager. */
export type VenueEnrichmentQueryable = Pick<EntityManager, 'query'>;

const ENRICHMENT_SQL = `
  UPDATE venues v SET
    lat = r.lat, lng = r.lng, quality_score = r.quality_score,
    -- Only the derived keys: set those given, remove those given as null, keep every other key.
    details = (v.details - ARRAY(SELECT jsonb_object_keys(r.details)))
      || COALESCE((SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each(r.details) e
                   WHERE e.value <> 'null'::jsonb), '{}'::jsonb),
    phase1_version = r.phase1_version, phase1_at = CASE WHEN r.phase1_ran THEN $2::timestamptz ELSE v.phase1_at END,
    phase2_version = r.phase2_version, phase2_at = CASE WHEN r.phase2_ran THEN $2::timestamptz ELSE v.phase2_at END
  FROM jsonb_to_recordset($1::jsonb) AS r(
    id uuid, version integer, lat double precision, lng double precision, quality_score integer, details jsonb,
    phase1_version integer, phase1_ran boolean, phase2_version integer, phase2_ran boolean)
  WHERE v.id = r.id AND v.version = r.version
  RETURNING v.id`;

export class VenueWriteRepository {
  /** Inserts venues created and updated at `now` (unless a venue says otherwise); answers their ids in order. */
  async insert(tx: EntityManager, venues: Partial<Venue>[], now: Date): Promise<string[]> {
    const result = await tx.insert(
      Venue,
      venues.map((venue) => ({ ...venue, createdAt: venue.createdAt ?? now, updatedAt: venue.updatedAt ?? now })),
    );
    return result.identifiers.map((row) => String(row.id));
  }

  /**
   * Updates a venue still at `version`, stamped as updated at `now` and, when published, first
   * published at `now` unless it was before; false when it is not at that version (or gone).
   */
  async updateAtVersion(
    tx: EntityManager,
    id: string,
    version: number,
    values: Partial<Venue>,
    now: Date,
  ): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(Venue)
      .set({
        ...values,
        updatedAt: now,
        ...(values.status === 'published' ? { publishedAt: () => 'COALESCE(published_at, :now)' } : {}),
      })
      .where('id = :id AND version = :version', { id, version })
      .setParameter('now', now)
      .execute();
    return Boolean(result.affected);
  }

  /** The venue's current version; undefined when there is no such venue. */
  async versionOf(tx: EntityManager, id: string): Promise<number | undefined> {
    const current = await tx.findOne(Venue, { where: { id }, select: { id: true, version: true } });
    return current?.version;
  }

  find(tx: EntityManager, id: string): Promise<Venue> {
    return tx.findOneByOrFail(Venue, { id });
  }

  /** False when there was no such venue. */
  async delete(tx: EntityManager, id: string): Promise<boolean> {
    const result = await tx.delete(Venue, { id });
    return Boolean(result.affected);
  }

  /** Forgets which version each enrichment phase last ran on; false when there is no such venue. */
  async forgetEnrichment(tx: EntityManager, id: string): Promise<boolean> {
    // Raw SQL: TypeORM's update would bump the version, and this is no edit of the venue.
    const [, affected]: [unknown, number] = await tx.query(
      'UPDATE venues SET phase1_version = NULL, phase2_version = NULL WHERE id = $1',
      [id],
    );
    return affected > 0;
  }

  /** Records the venues' change in the outbox, made and due at `now`. */
  async recordChange(
    tx: EntityManager,
    ids: string[],
    eventType: OutboxEventType,
    actor: string,
    now: Date,
  ): Promise<void> {
    await tx.insert(
      OutboxMessage,
      ids.map((aggregateId) => ({
        aggregateType: 'venue',
        aggregateId,
        eventType,
        payload: { actor },
        availableAt: now,
        createdAt: now,
      })),
    );
  }

  /**
   * Stores what enrichment derived for the venues still at the version it read, a phase that ran
   * stamped as run at `now`; answers the ids written.
   */
  static async writeEnrichment(db: VenueEnrichmentQueryable, rows: VenueEnrichment[], now: Date): Promise<string[]> {
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
    // TypeORM answers an UPDATE … RETURNING as [rows, affected count]; one statement for the batch.
    const [written]: [{ id: string }[], number] = await db.query(ENRICHMENT_SQL, [JSON.stringify(payload), now]);
    return written.map((row) => row.id);
  }
}
