// `npm run enrich -- --phase 1|2 [--all]`: runs one enrichment phase over the venues that are
// due for it (changed since it last ran), or over every venue with --all, recording the run
// for the progress banners and updating the search documents of published venues.
import { searchDocumentsOf } from '@venue-finder/core';
import { startEnrichmentRuns } from '@venue-finder/indexer';
import { venuesAfter, venuesDueForEnrichment } from '../enrichment.repository';
import { withIndexing } from '../indexing-context';
import { ProgressBar } from '../progress-bar';

const BATCH_SIZE = 500;
const USAGE = 'Usage: npm run enrich -- --phase 1|2 [--all]';

function parsePhase(argv: string[]): 1 | 2 {
  const at = argv.indexOf('--phase');
  const value = at >= 0 ? argv[at + 1] : undefined;
  if (value !== '1' && value !== '2') throw new Error(`${USAGE}\n--phase must be 1 or 2.`);
  return Number(value) as 1 | 2;
}

async function main(): Promise<void> {
  const phase = parsePhase(process.argv);
  const all = process.argv.includes('--all');
  await withIndexing(async ({ dataSource, engine, enricher }) => {
    const total = await venuesDueForEnrichment(dataSource, phase, all);
    const run = await startEnrichmentRuns(dataSource, [phase], total, `Enrichment phase ${phase}`);
    const bar = new ProgressBar(`Enrichment phase ${phase}`, total);
    let lastId = '00000000-0000-0000-0000-000000000000';
    let done = 0;
    try {
      for (;;) {
        const batch = await venuesAfter(dataSource, lastId, BATCH_SIZE);
        if (batch.length === 0) break;
        lastId = batch[batch.length - 1].id;
        const outcome = await enricher.enrich(dataSource.manager, batch, {
          phases: [phase],
          force: { [phase]: all },
        });
        const published = batch.filter((v) => v.status === 'published' && !outcome.failed.has(v.id));
        await engine.upsert(await searchDocumentsOf(dataSource, published));
        const count = phase === 1 ? outcome.phase1 : outcome.phase2;
        await run.advance({ phase1: phase === 1 ? count : 0, phase2: phase === 2 ? count : 0 });
        done += count;
        bar.update(done);
      }
      await run.finish('completed');
    } catch (error) {
      await run.finish('failed', (error as Error).message);
      throw error;
    }
    bar.finish();
    console.log(`Enrichment phase ${phase}: ${done.toLocaleString('en-GB')} venues enriched.`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
