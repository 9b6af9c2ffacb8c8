// `npm run bench:packs`: does making venue packs slow search down? On a throwaway embedded
// PostgreSQL with the deterministic demo data, 4 clients search (city, category and capacity with
// facets) first on an idle api, then while 8 more clients each make 10-venue packs back to back,
// every pack a different shortlist (so none is served from storage). Packs render on worker
// threads (VENUE_PACK_WORKERS); the target is search p50 within 2× of its idle figure.
// Writes the figures to BENCHMARKS.md. Options: --size 12000  --seconds 15.
import { PostgresSearchEngine } from '@venue-finder/core';
import { indexWithProgress, startBenchDatabase } from '../bench/bench-database';
import { indexedVenueIds, sampleIndexedNames, vacuumAnalyze } from '../bench/bench.repository';
import { option, runCommand, startBenchApi } from '../bench/bench-processes';
import { machineLine, writeBenchmarkSection } from '../bench/benchmarks-file';
import { type LatencySummary, percentile, runLoad, summarise } from '../bench/load-generator';
import { searchScenarios } from '../bench/search-scenarios';
import { RandomSource } from '../demo-data/random-source';

const SEARCH_CLIENTS = 4;
const PACK_CLIENTS = 8;
const VENUES_PER_PACK = 10;

interface PackFigures {
  made: number;
  refused: number;
  failed: number;
  p50: number;
  p99: number;
}

/** `clients` loops, each posting a new 10-venue pack as soon as its last one is answered. */
async function makePacks(base: string, ids: string[], clients: number, durationMs: number): Promise<PackFigures> {
  const r = new RandomSource(7);
  const latencies: number[] = [];
  const figures = { made: 0, refused: 0, failed: 0 };
  const deadline = performance.now() + durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      const shortlist = Array.from({ length: VENUES_PER_PACK }, () => r.pick(ids));
      const sent = performance.now();
      const response = await fetch(`${base}/api/v2/venue-pack`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ids: [...new Set(shortlist)] }),
      }).catch(() => undefined);
      await response?.arrayBuffer();
      if (response?.status === 201) {
        figures.made += 1;
        latencies.push(performance.now() - sent);
      } else if (response?.status === 503) figures.refused += 1;
      else figures.failed += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  latencies.sort((a, b) => a - b);
  return { ...figures, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function report(
  size: number,
  seconds: number,
  workers: string,
  idle: LatencySummary,
  busy: LatencySummary,
  packs: PackFigures,
): string {
  const ms = (n: number) => n.toFixed(1);
  const row = (label: string, s: LatencySummary) =>
    `| ${label} | ${s.rps.toFixed(0)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.errors} |`;
  return `## Search while venue packs are made

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()} with \`npm run bench:packs\`
(${seconds} s per row; the load generator, the api and PostgreSQL share the machine).
${size.toLocaleString('en-GB')} demo venues. ${SEARCH_CLIENTS} clients search (city, category and capacity, with facets), first on an
idle api, then while ${PACK_CLIENTS} more clients each make ${VENUES_PER_PACK}-venue packs back to back, every one a new shortlist.
Packs render on worker threads (${workers}); target: search p50 within 2× of idle.

| search | requests/s | p50 ms | p95 ms | p99 ms | errors |
|---|---:|---:|---:|---:|---:|
${row('idle', idle)}
${row(`while ${PACK_CLIENTS} clients make packs`, busy)}

Search p50 while packs are made: **${(busy.p50 / idle.p50).toFixed(2)}×** idle. Packs meanwhile: ${packs.made} made
(${(packs.made / seconds).toFixed(1)}/s, p50 ${(packs.p50 / 1000).toFixed(2)} s, p99 ${(packs.p99 / 1000).toFixed(2)} s), ${packs.refused} asked to come back
(503, every worker busy and the queue full), ${packs.failed} failed.
`;
}

async function main(): Promise<void> {
  const size = Number(option('size', '12000'));
  const seconds = Number(option('seconds', '15'));
  if (!Number.isInteger(size) || size < 100 || !(seconds > 0)) {
    throw new Error('Usage: npm run bench:packs -- [--size 12000] [--seconds 15]');
  }
  const bench = await startBenchDatabase(size);
  const { dataSource } = bench;
  try {
    await indexWithProgress(dataSource, new PostgresSearchEngine(dataSource), bench.seeded.published);
    await vacuumAnalyze(dataSource);
    const names = await sampleIndexedNames(dataSource, 500);
    const ids = await indexedVenueIds(dataSource);

    const base = await startBenchApi(bench, { env: { VENUE_PACK_RATE_LIMIT: '100000' } });
    const search = searchScenarios(names).find((s) => s.name === 'faceted')!;
    await runLoad(base, search.next, SEARCH_CLIENTS, 2000); // warm-up
    await makePacks(base, ids, 2, 2000); // warm-up: the pack workers start

    const idle = summarise(await runLoad(base, search.next, SEARCH_CLIENTS, seconds * 1000));
    console.log(
      `idle            p50 ${idle.p50.toFixed(1)} ms  p99 ${idle.p99.toFixed(1)} ms  ${idle.rps.toFixed(0)} req/s`,
    );
    const [during, packs] = await Promise.all([
      runLoad(base, search.next, SEARCH_CLIENTS, seconds * 1000),
      makePacks(base, ids, PACK_CLIENTS, seconds * 1000),
    ]);
    const busy = summarise(during);
    console.log(
      `while packing   p50 ${busy.p50.toFixed(1)} ms  p99 ${busy.p99.toFixed(1)} ms  ${busy.rps.toFixed(0)} req/s`,
    );
    console.log(`packs           ${packs.made} made, ${packs.refused} refused, ${packs.failed} failed`);
    const workers = process.env.VENUE_PACK_WORKERS
      ? `VENUE_PACK_WORKERS=${process.env.VENUE_PACK_WORKERS}`
      : 'the default: the cores less one';
    await writeBenchmarkSection('bench:packs', report(size, seconds, workers, idle, busy, packs));
  } finally {
    await bench.cleanUp();
  }
}

runCommand(main);
