// At start-up, an indexer whose code has another facet-bit layout than the stored index
// rebuilds the index: on PostgreSQL the new layout is built beside the live one and switched to
// when complete, searches answering from the live one meanwhile (postgres-search-engine.ts);
// only an index whose layout cannot be read back is refused (503) until then.
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SEARCH_ENGINE, type SearchEngine } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import { VenueEnricher } from './enrichment/venue-enricher';
import { reindexAll } from './reindex';

@Injectable()
export class IndexLayoutCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger('IndexLayout');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly enricher: VenueEnricher,
  ) {}

  onApplicationBootstrap(): void {
    // In the background: the outbox keeps being consumed, and the rebuild replays what it did.
    void this.rebuildIfStale();
  }

  async rebuildIfStale(): Promise<boolean> {
    try {
      if (!(await this.engine.needsRebuild())) return false;
      this.logger.warn('The search index was built with another facet layout: rebuilding it now');
      const result = await reindexAll(this.dataSource, this.engine, this.enricher);
      this.logger.log(`Search index rebuilt: ${result.documents} documents in ${result.seconds} s`);
      return true;
    } catch (error) {
      this.logger.error(`Checking or rebuilding the search index failed: ${(error as Error).message}`);
      return false;
    }
  }
}
