import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SEARCH_ENGINE, dataSourceOptions } from '@venue-finder/core';
import { createSearchEngine } from '@venue-finder/meili';
import { DataSource } from 'typeorm';
import { IndexerConfig } from './indexer-config';
import { OutboxConsumer } from './outbox/outbox-consumer';
import { OutboxRepository } from './outbox/outbox.repository';
import { VenueIndexer } from './venue-indexer';

const config = { provide: IndexerConfig, useFactory: () => new IndexerConfig() };

@Module({
  imports: [
    ScheduleModule.forRoot(),
    TypeOrmModule.forRootAsync({
      extraProviders: [config],
      inject: [IndexerConfig],
      useFactory: (c: IndexerConfig) => dataSourceOptions(c.databaseUrl, 5),
    }),
  ],
  providers: [
    config,
    {
      provide: SEARCH_ENGINE,
      inject: [IndexerConfig, DataSource],
      useFactory: (c: IndexerConfig, dataSource: DataSource) => createSearchEngine(c.searchEngine, dataSource),
    },
    OutboxRepository,
    VenueIndexer,
    OutboxConsumer,
  ],
  exports: [OutboxConsumer],
})
export class IndexerModule {}
