import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PostgresSearchEngine, SEARCH_ENGINE, dataSourceOptions } from '@venue-finder/core';
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
      inject: [DataSource],
      useFactory: (dataSource: DataSource) => new PostgresSearchEngine(dataSource),
    },
    OutboxRepository,
    VenueIndexer,
    OutboxConsumer,
  ],
  exports: [OutboxConsumer],
})
export class IndexerModule {}
