// The published venues a rebuild of the search index reads: how many there are, and the next
// batch in id order (keyset: each batch costs what the first does).
import { Venue } from '@venue-finder/core';
import { type DataSource, MoreThan } from 'typeorm';

export class PublishedVenueRepository {
  constructor(private readonly dataSource: DataSource) {}

  count(): Promise<number> {
    return this.dataSource.getRepository(Venue).countBy({ status: 'published' });
  }

  /** Up to `take` published venues whose id sorts after `afterId`. */
  batchAfter(afterId: string, take: number): Promise<Venue[]> {
    return this.dataSource.getRepository(Venue).find({
      where: { status: 'published', id: MoreThan(afterId) },
      order: { id: 'ASC' },
      take,
    });
  }
}
