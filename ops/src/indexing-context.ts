// What the commands that write the search index need: the database (embedded or DATABASE_URL),
// the configured search engine and an enricher with the configured geocoder.
import { type SearchEngine, geocoderFromConfig, openDataSource, readGeocoderConfig } from '@venue-finder/core';
import { VenueEnricher } from '@venue-finder/indexer';
import { createSearchEngine, readSearchEngineChoice } from '@venue-finder/meili';
import type { DataSource } from 'typeorm';
import { withDatabase } from './embedded-database';
import { loadOpsConfig } from './ops-config';

export interface IndexingContext {
  dataSource: DataSource;
  engine: SearchEngine;
  enricher: VenueEnricher;
}

export async function withIndexing<T>(work: (context: IndexingContext) => Promise<T>): Promise<T> {
  const config = loadOpsConfig();
  const engineChoice = readSearchEngineChoice();
  const geocoderConfig = readGeocoderConfig();
  return withDatabase(config, async (databaseUrl) => {
    const dataSource = await openDataSource(databaseUrl, 4);
    try {
      const engine = await createSearchEngine(engineChoice, dataSource);
      const enricher = new VenueEnricher(geocoderFromConfig(geocoderConfig, dataSource));
      return await work({ dataSource, engine, enricher });
    } finally {
      await dataSource.destroy();
    }
  });
}
