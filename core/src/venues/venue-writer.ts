// The one place venues are written. Each write records an outbox message in the same
// transaction, so the indexer learns of every committed change and of nothing uncommitted.
import type { DataSource, EntityManager } from 'typeorm';
import { OutboxMessage, type OutboxEventType } from '../entities/outbox-message.entity';
import { Venue } from '../entities/venue.entity';

export type NewVenue = Partial<Venue> & Pick<Venue, 'slug' | 'name' | 'displayName' | 'city' | 'primaryCategory'>;

export class VenueWriter {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts venues in one transaction (used by the demo-data generator and imports). */
  async insertMany(venues: NewVenue[], manager?: EntityManager): Promise<string[]> {
    if (venues.length === 0) return [];
    return this.inTransaction(manager, async (tx) => {
      const result = await tx.insert(Venue, venues);
      const ids = result.identifiers.map((row) => String(row.id));
      await this.recordChange(tx, ids, 'venue.upserted');
      return ids;
    });
  }

  /** Applies a partial update; bumps the version that change requests compare against. */
  async update(id: string, changes: Partial<Venue>, manager?: EntityManager): Promise<Venue> {
    return this.inTransaction(manager, async (tx) => {
      const venue = await tx.findOneByOrFail(Venue, { id });
      const next = tx.merge(Venue, venue, changes);
      if (changes.status === 'published' && !venue.publishedAt) next.publishedAt = new Date();
      const saved = await tx.save(Venue, next);
      await this.recordChange(tx, [id], 'venue.upserted');
      return saved;
    });
  }

  async delete(id: string, manager?: EntityManager): Promise<void> {
    await this.inTransaction(manager, async (tx) => {
      await tx.delete(Venue, { id });
      await this.recordChange(tx, [id], 'venue.deleted');
    });
  }

  private async recordChange(tx: EntityManager, ids: string[], eventType: OutboxEventType): Promise<void> {
    await tx.insert(
      OutboxMessage,
      ids.map((aggregateId) => ({ aggregateType: 'venue', aggregateId, eventType })),
    );
  }

  private inTransaction<T>(manager: EntityManager | undefined, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    // Join the caller's transaction when there is one, so its other writes commit with ours.
    if (manager?.queryRunner?.isTransactionActive) return work(manager);
    return this.dataSource.transaction(work);
  }
}
