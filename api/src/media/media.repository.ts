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

@Injectable()
export class MediaRepository {
  constructor(private readonly dataSource: DataSource) {}

  async createPending(row: Omit<MediaRow, 'sizeBytes' | 'status'>): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO media (storage_key, owner_id, entity_type, entity_id, content_type)
       VALUES ($1, $2, $3, $4, $5)`,
      [row.key, row.ownerId, row.entityType, row.entityId, row.contentType],
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

  /** Deletes a pending upload's row (never a stored one: an upload completed meanwhile stays). */
  async deletePending(key: string): Promise<void> {
    await this.dataSource.query("DELETE FROM media WHERE storage_key = $1 AND status = 'pending'", [key]);
  }

  async delete(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM media WHERE storage_key = $1', [key]);
  }
}
