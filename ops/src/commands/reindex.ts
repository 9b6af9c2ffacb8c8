// `npm run reindex`: rebuilds the search index from the database, enriching venues that are
// due, and swaps it in atomically while searches keep answering from the old one.
import { geocoderFromConfig, openDataSource, readGeocoderConfig } from '@venue-finder/core';
import { VenueEnricher, reindexAll } from '@venue-finder/indexer';
import { createSearchEngine, readSearchEngineChoice } from '@venue-finder/meili';
import { withDatabase } from '../embedded-database';
import { loadOpsConfig } from '../ops-config';
import { ProgressBar } from '../progress-bar';

async function main(): Promise<void> {
  const config = loadOpsConfig();
  const engineChoice = readSearchEngineChoice();
  const geocoderConfig = readGeocoderConfig();
  await withDatabase(config, async (databaseUrl) => {
    const dataSource = await openDataSource(databaseUrl, 4);
    try {
      const engine = await createSearchEngine(engineChoice, dataSource);
      const enricher = new VenueEnricher(geocoderFromConfig(geocoderConfig, dataSource));
      let bar: ProgressBar | undefined;
      const result = await reindexAll(dataSource, engine, enricher, (done, total) => {
        bar ??= new ProgressBar('Reindexing venues', total);
        bar.update(done);
      });
      bar?.finish();
      console.log(
        `Indexed ${result.documents.toLocaleString('en-GB')} venues in ${result.seconds.toFixed(1)} s ` +
          `(enriched: phase 1 ${result.enriched.phase1}, phase 2 ${result.enriched.phase2})` +
          (result.replayed ? `; ${result.replayed} changes made meanwhile are being replayed by the indexer.` : '.'),
      );
    } finally {
      await dataSource.destroy();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
