// How long one search holds the event loop, in CPU time rather than the clock: each search of the
// resident copy is synchronous, so the main thread's CPU time across it (process.threadCpuUsage)
// is what it keeps every other request waiting on an idle machine, whatever else shares the CPUs.
// On a loaded machine the clock (bench:search's "stall") adds the time the process waited for a
// CPU. Run as a process of its own against a benchmark's or a copy's database, with the api's
// young generation (API_NODE_FLAGS) so the collector works as it does in the api:
//   node --max-semi-space-size=8 ops/dist/bench/resident-search-cpu.js <DATABASE_URL>
// Prints the copy's size, its read (clock and CPU), and per kind of search the median and the
// largest CPU time of 5 runs of each query; then the mean of RUNS runs of each query (this
// machine's thread CPU clock moves in steps of a few ms, too coarse for one fast search) and what
// the collector did meanwhile: its pauses by kind (PerformanceObserver 'gc' entries) per search.
// A search that allocates large typed arrays each time (n-sized, off the JS heap) drives full
// mark-compact collections of the whole heap, the resident copy included: the pauses to watch.
import { type PerformanceEntry, PerformanceObserver, constants } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
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

/** Runs of each query for the mean and the collector's figures. */
const RUNS = 40;

/** The collector's pauses seen by a PerformanceObserver: entries arrive after the synchronous searches. */
const pauses: { kind: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as (PerformanceEntry & { detail?: unknown })[]) {
    pauses.push({ kind: (entry.detail as { kind: number }).kind, duration: entry.duration });
  }
}).observe({ entryTypes: ['gc'] });

function collectorLine(searches: number): string {
  const of = (kinds: number[]) => pauses.filter((pause) => kinds.includes(pause.kind));
  const major = of([constants.NODE_PERFORMANCE_GC_MAJOR, constants.NODE_PERFORMANCE_GC_INCREMENTAL]);
  const minor = of([constants.NODE_PERFORMANCE_GC_MINOR]);
  const sum = (list: { duration: number }[]) => list.reduce((total, pause) => total + pause.duration, 0);
  const longest = Math.max(0, ...pauses.map((pause) => pause.duration));
  return (
    `collector ${(sum(pauses) / searches).toFixed(2)} ms a search: ${major.length} full ` +
    `(${sum(major).toFixed(0)} ms), ${minor.length} young (${sum(minor).toFixed(0)} ms), longest ${longest.toFixed(1)} ms`
  );
}

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
      const prepared: { query: VenueSearchQuery; terms: LexemeTerm[] }[] = [];
      for (const asked of queries) {
        const query: VenueSearchQuery = { page: 1, pageSize: 20, sort: 'relevance', withFacets: true, ...asked };
        const terms = query.q ? await lexemes(index.resolve(queryTerms(query.q))) : [];
        prepared.push({ query, terms });
        for (let i = 0; i < 5; i++) {
          const at = process.threadCpuUsage();
          index.search(query, terms);
          times.push(cpuMs(at));
        }
      }
      times.sort((a, b) => a - b);
      await sleep(50); // the collector's entries of the runs above arrive
      pauses.length = 0;
      const at = process.threadCpuUsage();
      for (const { query, terms } of prepared) for (let i = 0; i < RUNS; i++) index.search(query, terms);
      const mean = cpuMs(at) / (RUNS * prepared.length);
      await sleep(50);
      console.log(
        `${kind.padEnd(12)} CPU ms a search: median ${times[times.length >> 1]!.toFixed(1)}, largest ${times.at(-1)!.toFixed(1)}; ` +
          `mean of ${RUNS * prepared.length} ${mean.toFixed(2)}; ${collectorLine(RUNS * prepared.length)}`,
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
