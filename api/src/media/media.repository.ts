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

  async delete(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM media WHERE storage_key = $1', [key]);
  }
}
