// Brings the search index in line with the database for a set of venues: published venues are
// (re)written, anything else — draft, in review, deleted — is removed. It always reads the
// venue's current state, so handling a message twice or late is harmless.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SEARCH_ENGINE, type SearchEngine, Venue, buildSearchDocument, type SearchDocument } from '@venue-finder/core';
import { type EntityManager, In } from 'typeorm';

export interface IndexOutcome {
  indexed: number;
  removed: number;
  /** Venues whose document could not be built, with the reason. */
  failed: Map<string, string>;
}

@Injectable()
export class VenueIndexer {
  private readonly logger = new Logger(VenueIndexer.name);

  constructor(@Inject(SEARCH_ENGINE) private readonly engine: SearchEngine) {}

  async sync(tx: EntityManager, venueIds: string[]): Promise<IndexOutcome> {
    const venues = await tx.findBy(Venue, { id: In(venueIds) });
    const published = new Map(venues.filter((v) => v.status === 'published').map((v) => [v.id, v]));
    const documents: SearchDocument[] = [];
    const failed = new Map<string, string>();
    for (const venue of published.values()) {
      try {
        documents.push(buildSearchDocument(venue));
      } catch (error) {
        failed.set(venue.id, (error as Error).message);
        this.logger.error(`Venue ${venue.id} could not be indexed: ${(error as Error).message}`);
      }
    }
    const gone = venueIds.filter((id) => !published.has(id));
    await this.engine.upsert(documents);
    await this.engine.remove(gone);
    return { indexed: documents.length, removed: gone.length, failed };
  }
}
