// How long one search holds the event loop, in CPU time rather than the clock: each search of the
// resident copy is synchronous, so the main thread's CPU time across it (process.threadCpuUsage)
// is what it keeps every other request waiting on an idle machine, whatever else shares the CPUs.
// On a loaded machine the clock (bench:search's "stall") adds the time the process waited for a
// CPU. Run as a process of its own against a benchmark's or a copy's database:
//   node ops/dist/bench/resident-search-cpu.js <DATABASE_URL>
// Prints the copy's size, its read (clock and CPU), and per kind of search the median and the
// largest CPU time of 5 runs of each query.
import { PostgresSearchEngine, type VenueSearchQuery, openDataSource, queryTerms } from '@venue-finder/core';

type ResidentIndex = Awaited<ReturnType<PostgresSearchEngine['residentIndex']>>;
type ResolvedTerm = ReturnType<ResidentIndex['resolve']>[number];
type LexemeTerm = Parameters<ResidentIndex['search']>[1][number];

const CASES: Record<string, Partial<VenueSearchQuery>[]> = {
  plain: [{}, { page: 5 }],
  faceted: [
    { city: 'london', category: 'conference', capacity: 50 },
    { city: 'manchester', category: 'hotel-function-room', capacity: 100, sort: 'price' },
  ],
  geo: [
    { near: { lat: 51.5072, lng: -0.1276, radiusKm: 50 } },
    { near: { lat: 53.48, lng: -2.24, radiusKm: 5 } },
    { near: { lat: 52.48, lng: -1.89, radiusKm: 25 } },
  ],
  words: [
    'hotel',
    'conference',
    'meeting room',
    'accommodation',
    'conference centre',
    'private dining',
    'hotel near kings cross',
    'wheelchair',
    'event space',
  ].map((q) => ({ q })),
  misspelled: ['confrence', 'confrence london', 'acommodation', 'hotel manchster'].map((q) => ({ q })),
};

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.threadCpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function main(): Promise<void> {
  const dataSource = await openDataSource(process.argv[2]!, 2);
  try {
    const engine = new PostgresSearchEngine(dataSource);
    const started = performance.now();
    const before = process.threadCpuUsage();
    const index = await engine.residentIndex();
    console.log(
      `${index.size.toLocaleString('en-GB')} venues: copy read in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(${(cpuMs(before) / 1000).toFixed(1)} s of CPU), RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
    );
    // The engine's own stemming (one query per new word), as a search asks for it.
    const lexemes = (engine as unknown as { lexemes(terms: ResolvedTerm[]): Promise<LexemeTerm[]> }).lexemes.bind(
      engine,
    );
    for (const [kind, queries] of Object.entries(CASES)) {
      const times: number[] = [];
      for (const asked of queries) {
        const query: VenueSearchQuery = { page: 1, pageSize: 20, sort: 'relevance', withFacets: true, ...asked };
        const terms = query.q ? await lexemes(index.resolve(queryTerms(query.q))) : [];
        for (let i = 0; i < 5; i++) {
          const at = process.threadCpuUsage();
          index.search(query, terms);
          times.push(cpuMs(at));
        }
      }
      times.sort((a, b) => a - b);
      console.log(
        `${kind.padEnd(12)} CPU ms a search: median ${times[times.length >> 1]!.toFixed(1)}, largest ${times.at(-1)!.toFixed(1)}`,
      );
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
