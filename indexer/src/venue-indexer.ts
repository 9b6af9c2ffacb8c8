// Brings the search index in line with the database for a set of venues: published venues are
// (re)written, anything else — draft, in review, deleted — is removed. It always reads the
// venue's current state, so handling a message twice or late is harmless.
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  SEARCH_ENGINE,
  type SearchDocument,
  type SearchEngine,
  Venue,
  buildSearchDocument,
  programmeStandings,
  venueAvailability,
} from '@venue-finder/core';
import { type EntityManager, In } from 'typeorm';
import { VenueEnricher } from './enrichment/venue-enricher';

export interface IndexOutcome {
  /** Venues that went through enrichment phase 1 and phase 2 on the way. */
  enriched: { phase1: number; phase2: number };
  indexed: number;
  removed: number;
  /** Venues whose document could not be built, with the reason. */
  failed: Map<string, string>;
}

@Injectable()
export class VenueIndexer {
  private readonly logger = new Logger(VenueIndexer.name);

  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly enricher: VenueEnricher,
  ) {}

  async sync(tx: EntityManager, venueIds: string[]): Promise<IndexOutcome> {
    const venues = await tx.findBy(Venue, { id: In(venueIds) });
    // Drafts are enriched too: owners see their quality score before publishing.
    const enriched = await this.enricher.enrich(tx, venues);
    const published = new Map(venues.filter((v) => v.status === 'published').map((v) => [v.id, v]));
    const documents: SearchDocument[] = [];
    const failed = new Map(enriched.failed);
    const standings = await programmeStandings(tx, [...published.keys()]);
    const availability = await venueAvailability(tx, [...published.keys()]);
    for (const venue of published.values()) {
      if (failed.has(venue.id)) continue;
      try {
        documents.push(buildSearchDocument(venue, standings.get(venue.id), availability.get(venue.id)));
      } catch (error) {
        failed.set(venue.id, (error as Error).message);
        this.logger.error(`Venue ${venue.id} could not be indexed: ${(error as Error).message}`);
      }
    }
    const gone = venueIds.filter((id) => !published.has(id) && !failed.has(id));
    await this.engine.upsert(documents);
    await this.engine.remove(gone);
    return {
      enriched: { phase1: enriched.phase1, phase2: enriched.phase2 },
      indexed: documents.length,
      removed: gone.length,
      failed,
    };
  }
}
