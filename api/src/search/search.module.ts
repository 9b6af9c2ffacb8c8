import { Global, Module } from '@nestjs/common';
import { SEARCH_ENGINE } from '@venue-finder/core';
import { createSearchEngine } from '@venue-finder/meili';
import { DataSource } from 'typeorm';
import { ApiConfig } from '../config/api-config';
import { SearchReadiness } from './search-readiness';

/**
 * The read side of the SearchEngine port: the configured engine, and whether this process is
 * ready to search (search-readiness.ts: the engine reads what it needs while the api listens).
 */
@Global()
@Module({
  providers: [
    {
      provide: SEARCH_ENGINE,
      inject: [ApiConfig, DataSource],
      useFactory: (config: ApiConfig, dataSource: DataSource) => createSearchEngine(config.searchEngine, dataSource),
    },
    SearchReadiness,
  ],
  exports: [SEARCH_ENGINE, SearchReadiness],
})
export class SearchModule {}
