// `npm run reindex`: rebuilds the search index from the database, enriching venues that are
// due, while searches keep answering and live changes keep reaching search.
import { reindexAll } from '@venue-finder/indexer';
import { withIndexing } from '../indexing-context';
import { ProgressBar } from '../progress-bar';

async function main(): Promise<void> {
  await withIndexing(async ({ dataSource, engine, enricher }) => {
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
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
