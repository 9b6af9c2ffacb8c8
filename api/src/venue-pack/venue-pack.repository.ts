// Queries for venue packs, and nothing else: a generated pack is recorded as media, under an id
// that names its content (venue-pack.service.ts), so the same pack is found again.
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export const VENUE_PACK_ENTITY_TYPE = 'venue_pack';

@Injectable()
export class VenuePackRepository {
  constructor(private readonly dataSource: DataSource) {}

  async isStored(id: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM media WHERE id = $1 AND entity_type = $2 AND status = 'stored'`,
      [id, VENUE_PACK_ENTITY_TYPE],
    );
    return rows.length > 0;
  }

  /**
   * Records a pack written to storage at `at` (the api's Clock, which also prunes by it); one made
   * again (its file was gone) starts its time anew.
   */
  async recordStored(
    pack: { id: string; storageKey: string; venueIds: string[]; sizeBytes: number },
    at: Date,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO media (id, storage_key, entity_type, entity_id, content_type, size_bytes, status, created_at)
       VALUES ($1, $2, $3, $4, 'application/pdf', $5, 'stored', $6)
       ON CONFLICT (id) DO UPDATE SET size_bytes = EXCLUDED.size_bytes, created_at = EXCLUDED.created_at`,
      [pack.id, pack.storageKey, VENUE_PACK_ENTITY_TYPE, pack.venueIds.join(','), pack.sizeBytes, at],
    );
  }

  /**
   * Deletes up to `limit` packs made before `before` in the caller's transaction, answering their
   * storage keys so the caller removes the files before it commits.
   */
  async deleteMadeBefore(tx: EntityManager, before: Date, limit: number): Promise<string[]> {
    const rows: { storage_key: string }[] = await tx.query(
      `WITH deleted AS (
         DELETE FROM media WHERE id IN (
           SELECT id FROM media WHERE entity_type = $1 AND created_at < $2
            ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING storage_key)
       SELECT storage_key FROM deleted`,
      [VENUE_PACK_ENTITY_TYPE, before, limit],
    );
    return rows.map((row) => row.storage_key);
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
