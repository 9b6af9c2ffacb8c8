import { Global, Module } from '@nestjs/common';
import { SEARCH_ENGINE } from '@venue-finder/core';
import { createSearchEngine } from '@venue-finder/meili';
import { DataSource } from 'typeorm';
import { ApiConfig } from '../config/api-config';

/** The read side of the SearchEngine port: the configured engine. */
@Global()
@Module({
  providers: [
    {
      provide: SEARCH_ENGINE,
      inject: [ApiConfig, DataSource],
      useFactory: (config: ApiConfig, dataSource: DataSource) => createSearchEngine(config.searchEngine, dataSource),
    },
  ],
  exports: [SEARCH_ENGINE],
})
export class SearchModule {}
