import { Global, Module } from '@nestjs/common';
import { PostgresSearchEngine, SEARCH_ENGINE } from '@venue-finder/core';
import { DataSource } from 'typeorm';

/** The read side of the SearchEngine port. */
@Global()
@Module({
  providers: [
    {
      provide: SEARCH_ENGINE,
      inject: [DataSource],
      useFactory: (dataSource: DataSource) => new PostgresSearchEngine(dataSource),
    },
  ],
  exports: [SEARCH_ENGINE],
})
export class SearchModule {}
