// What one process holds for the search index's resident copy, and how long it takes to read:
// run by `npm run bench:reindex` as a process of its own (with --expose-gc) against the database
// whose URL it is given,
// so nothing else in it is counted. Prints one line of JSON.
import { PostgresSearchEngine, openDataSource } from '@venue-finder/core';

async function main(): Promise<void> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('Run with node --expose-gc');
  const dataSource = await openDataSource(process.argv[2]!, 2);
  try {
    const engine = new PostgresSearchEngine(dataSource);
    collect();
    const before = process.memoryUsage();
    const started = performance.now();
    const index = await engine.residentIndex();
    const loadMs = performance.now() - started;
    collect();
    const after = process.memoryUsage();
    const held = (m: NodeJS.MemoryUsage) => m.heapUsed + m.arrayBuffers;
    console.log(
      JSON.stringify({
        documents: index.size,
        loadMs,
        heldBytes: held(after) - held(before),
        rssBytes: after.rss,
      }),
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
