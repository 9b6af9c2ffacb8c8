import { Global, Inject, Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { SEARCH_ENGINE, type SearchEngine } from '@venue-finder/core';
import { createSearchEngine } from '@venue-finder/meili';
import { DataSource } from 'typeorm';
import { ApiConfig } from '../config/api-config';

/**
 * Makes the engine ready before the api takes requests (the PostgreSQL engine reads its resident
 * copy of the index), so the first planner does not wait for it. When that fails (no database
 * yet), the api starts all the same and the first search tries again.
 */
@Injectable()
class SearchWarmUp implements OnApplicationBootstrap {
  private readonly logger = new Logger('Search');

  constructor(@Inject(SEARCH_ENGINE) private readonly engine: SearchEngine) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.engine.warmUp();
    } catch (error) {
      this.logger.warn(
        `The search index was not read at start (${(error as Error).message}); the first search reads it`,
      );
    }
  }
}

/** The read side of the SearchEngine port: the configured engine. */
@Global()
@Module({
  providers: [
    {
      provide: SEARCH_ENGINE,
      inject: [ApiConfig, DataSource],
      useFactory: (config: ApiConfig, dataSource: DataSource) => createSearchEngine(config.searchEngine, dataSource),
    },
    SearchWarmUp,
  ],
  exports: [SEARCH_ENGINE],
})
export class SearchModule {}
