import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Logger, Module } from '@nestjs/common';
import {
  Clock,
  GEOCODER,
  type Geocoder,
  SEARCH_ENGINE,
  dataSourceOptions,
  geocoderFromConfig,
} from '@venue-finder/core';
import { createSearchEngine } from '@venue-finder/meili';
import { DataSource } from 'typeorm';
import { IndexLayoutCheck } from './index-layout-check';
import { IndexerConfig } from './indexer-config';
import { OutboxConsumer } from './outbox/outbox-consumer';
import { OutboxRepository } from '@venue-finder/core';
import { VenueEnricher } from './enrichment/venue-enricher';
import { VenueIndexer } from './venue-indexer';
import { VocabularyPrune } from './vocabulary-prune';

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
    {
      provide: GEOCODER,
      inject: [IndexerConfig, DataSource],
      useFactory: (c: IndexerConfig, dataSource: DataSource) =>
        geocoderFromConfig(c.geocoder, dataSource, new Logger('Geocoder')),
    },
    {
      provide: VenueEnricher,
      inject: [GEOCODER],
      useFactory: (geocoder: Geocoder) => new VenueEnricher(geocoder),
    },
    Clock,
    { provide: OutboxRepository, inject: [Clock], useFactory: (clock: Clock) => new OutboxRepository(clock) },
    VenueIndexer,
    OutboxConsumer,
    IndexLayoutCheck,
    VocabularyPrune,
  ],
  exports: [OutboxConsumer],
})
export class IndexerModule {}
