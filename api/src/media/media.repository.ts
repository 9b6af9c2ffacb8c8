// Queries on the media table, and nothing else: a row is made when an upload address is handed
// out (pending), and marked stored once the bytes arrived and proved to be what was declared.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface MediaRow {
  key: string;
  ownerId: string | null;
  entityType: string;
  entityId: string | null;
  contentType: string;
  sizeBytes: number | null;
  status: 'pending' | 'stored';
}

/** Public photos that arrived whole, of the content types given as $1. */
const STORED_PHOTOS = `status = 'stored' AND storage_key LIKE 'media/%' AND content_type = ANY($1)`;

/** Every table whose rows may hold an upload's key or address (see unreferencedBefore). */
const REFERRING_TABLES = [
  'venues',
  'registrations',
  'change_requests',
  'claims',
  'claim_events',
  'gamification_verifications',
  'venue_proposals',
  'venue_enquiry_messages',
] as const;

@Injectable()
export class MediaRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records a pending upload when the owner's uploads leave room for `reserveBytes` more within
   * `budgetBytes` (a pending upload counts as `reserveBytes` until it arrives); answers the bytes
   * they held before it, and whether it was recorded. One account's reservations are made one at
   * a time (a lock on the account for the transaction), so parallel requests cannot overdraw.
   */
  async reservePending(
    row: Omit<MediaRow, 'sizeBytes' | 'status'> & { ownerId: string },
    reserveBytes: number,
    budgetBytes: number,
    now: Date,
  ): Promise<{ reserved: boolean; usedBytes: number }> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('media-budget:' || $1, 0))`, [row.ownerId]);
      const [{ used }]: { used: string }[] = await tx.query(
        'SELECT coalesce(sum(coalesce(size_bytes, $2)), 0)::bigint AS used FROM media WHERE owner_id = $1',
        [row.ownerId, reserveBytes],
      );
      const usedBytes = Number(used);
      if (usedBytes + reserveBytes > budgetBytes) return { reserved: false, usedBytes };
      await tx.query(
        `INSERT INTO media (storage_key, owner_id, entity_type, entity_id, content_type, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [row.key, row.ownerId, row.entityType, row.entityId, row.contentType, now],
      );
      return { reserved: true, usedBytes };
    });
  }

  async createPending(row: Omit<MediaRow, 'sizeBytes' | 'status'>, now: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO media (storage_key, owner_id, entity_type, entity_id, content_type, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.key, row.ownerId, row.entityType, row.entityId, row.contentType, now],
    );
  }

  async find(key: string): Promise<MediaRow | undefined> {
    const rows: {
      storage_key: string;
      owner_id: string | null;
      entity_type: string;
      entity_id: string | null;
      content_type: string;
      size_bytes: number | null;
      status: 'pending' | 'stored';
    }[] = await this.dataSource.query('SELECT * FROM media WHERE storage_key = $1', [key]);
    const row = rows[0];
    return (
      row && {
        key: row.storage_key,
        ownerId: row.owner_id,
        entityType: row.entity_type,
        entityId: row.entity_id,
        contentType: row.content_type,
        sizeBytes: row.size_bytes,
        status: row.status,
      }
    );
  }

  /** Marks a pending upload stored; false when it was not pending (stored by a concurrent request). */
  async markStored(key: string, sizeBytes: number): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `UPDATE media SET status = 'stored', size_bytes = $2 WHERE storage_key = $1 AND status = 'pending'`,
      [key, sizeBytes],
    );
    return count === 1;
  }

  /** How many public photos of these types arrived whole. */
  async countStoredPhotos(contentTypes: readonly string[]): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM media WHERE ${STORED_PHOTOS}`,
      [contentTypes],
    );
    return row!.count;
  }

  /** The next `limit` of those photos after `afterKey`, in key order: a page of them at a time. */
  async storedPhotosAfter(
    contentTypes: readonly string[],
    afterKey: string,
    limit: number,
  ): Promise<Pick<MediaRow, 'key' | 'contentType'>[]> {
    const rows: { storage_key: string; content_type: string }[] = await this.dataSource.query(
      `SELECT storage_key, content_type FROM media
        WHERE ${STORED_PHOTOS} AND storage_key > $2 ORDER BY storage_key LIMIT $3`,
      [contentTypes, afterKey, limit],
    );
    return rows.map((row) => ({ key: row.storage_key, contentType: row.content_type }));
  }

  /** Keys of uploads still pending whose address was handed out before `before`, oldest first. */
  async pendingBefore(before: Date, limit: number): Promise<string[]> {
    const rows: { storage_key: string }[] = await this.dataSource.query(
      `SELECT storage_key FROM media WHERE status = 'pending' AND created_at < $1 ORDER BY created_at LIMIT $2`,
      [before, limit],
    );
    return rows.map((row) => row.storage_key);
  }

  /**
   * Keys of uploads (photos and documents people sent) stored before `before` that nothing refers
   * to, oldest first. What refers to an upload is its key (or its public address, which holds the
   * key) anywhere in a row of the tables below: venues, registrations and change requests (photos),
   * claims and their events (documents: kept as long as the claim), verification evidence,
   * proposals and their messages. A new place that keeps an upload's key or address must join
   * REFERRING_TABLES, or its uploads would be swept. The audit log is history, not a reference.
   */
  async unreferencedBefore(before: Date, limit: number): Promise<string[]> {
    const rows: { storage_key: string }[] = await this.dataSource.query(
      `WITH referenced AS MATERIALIZED (
         SELECT DISTINCT found[1] AS key
           FROM (${REFERRING_TABLES.map((table) => `SELECT t::text AS doc FROM ${table} t`).join(' UNION ALL ')}) docs,
                regexp_matches(docs.doc, '((?:media|documents)/[0-9a-f-]{36}\\.(?:jpg|png|gif|webp|pdf))', 'g') AS found)
       SELECT m.storage_key FROM media m
        WHERE m.status = 'stored' AND m.created_at < $1
          AND m.storage_key ~ '^(media|documents)/'
          AND NOT EXISTS (SELECT 1 FROM referenced r WHERE r.key = m.storage_key)
        ORDER BY m.created_at
        LIMIT $2`,
      [before, limit],
    );
    return rows.map((row) => row.storage_key);
  }

  /** Deletes a stored upload's row. */
  async deleteStored(key: string): Promise<void> {
    await this.dataSource.query("DELETE FROM media WHERE storage_key = $1 AND status = 'stored'", [key]);
  }

  /** Deletes a pending upload's row (never a stored one: an upload completed meanwhile stays). */
  async deletePending(key: string): Promise<void> {
    await this.dataSource.query("DELETE FROM media WHERE storage_key = $1 AND status = 'pending'", [key]);
  }

  async delete(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM media WHERE storage_key = $1', [key]);
  }
}
