// Queries for venue packs, and nothing else: a generated pack is recorded as media.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export const VENUE_PACK_ENTITY_TYPE = 'venue_pack';

@Injectable()
export class VenuePackRepository {
  constructor(private readonly dataSource: DataSource) {}

  async recordStored(pack: { id: string; storageKey: string; venueIds: string[]; sizeBytes: number }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO media (id, storage_key, entity_type, entity_id, content_type, size_bytes, status)
       VALUES ($1, $2, $3, $4, 'application/pdf', $5, 'stored')`,
      [pack.id, pack.storageKey, VENUE_PACK_ENTITY_TYPE, pack.venueIds.join(','), pack.sizeBytes],
    );
  }
}
