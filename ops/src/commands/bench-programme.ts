// `npm run bench:programme`: the verification programme's leaderboards at 100,000 venues, on a
// throwaway embedded PostgreSQL with the deterministic demo data, asked over HTTP by a signed-in
// owner (the real magic-link sign-in through the dev mailbox). Two shapes of data: the demo's own
// spread (owned venues part way through their checklists), then every published venue in the
// programme, the worst case for ranking. Writes the figures to BENCHMARKS.md.
// Options: --size 100000  --seconds 10  (seconds per row).
import { CITY_SLUGS, Clock } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { startBenchDatabase } from '../bench/bench-database';
import { everyVenueInTheProgramme, rankedCount, vacuumAnalyze } from '../bench/bench.repository';
import { option, runCommand, startBenchApi } from '../bench/bench-processes';
import { machineLine, writeBenchmarkSection } from '../bench/benchmarks-file';
import { signInAsDemoOwner } from '../bench/demo-sign-in';
import { type LatencySummary, runLoad, summarise } from '../bench/load-generator';
import { RandomSource } from '../demo-data/random-source';

interface Row {
  data: string;
  ranked: number;
  request: string;
  summary: LatencySummary;
}

/** Every published venue not yet in the programme joins it with points 5-400, many of them tied. */
async function everyVenueJoinsTheProgramme(dataSource: DataSource): Promise<void> {
  await everyVenueInTheProgramme(dataSource, new Clock().now());
  await vacuumAnalyze(dataSource, ['venue_programme']);
}

async function measure(base: string, cookie: string, seconds: number, data: string, ranked: number): Promise<Row[]> {
  const r = new RandomSource(2026);
  const requests: [string, () => string][] = [
    ['global', () => '/api/gamification/leaderboard/global'],
    ['by city', () => `/api/gamification/leaderboard/city/${r.pick(CITY_SLUGS)}`],
  ];
  const rows: Row[] = [];
  for (const [request, next] of requests) {
    await runLoad(base, next, 4, 1000, { Cookie: cookie }); // warm-up
    const summary = summarise(await runLoad(base, next, 4, seconds * 1000, { Cookie: cookie }));
    rows.push({ data, ranked, request, summary });
    console.log(
      `${data.padEnd(28)} ${request.padEnd(8)} ${summary.rps.toFixed(0).padStart(6)} req/s  ` +
        `p50 ${summary.p50.toFixed(1)} ms  p99 ${summary.p99.toFixed(1)} ms  errors ${summary.errors}`,
    );
  }
  return rows;
}

function report(size: number, rows: Row[], seconds: number): string {
  const ms = (n: number) => n.toFixed(1);
  return `## Verification programme leaderboards

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()} with \`npm run bench:programme\`
(${seconds} s per row, 4 clients; the load generator, the api and PostgreSQL share the machine).
${size.toLocaleString('en-GB')} demo venues on a fresh embedded PostgreSQL; the demo owner signed in through the
dev mailbox asks for the top 50 of the global leaderboard, or of a random city's. Target: p99 under 50 ms.

| programme data | venues ranked | leaderboard | requests/s | p50 ms | p95 ms | p99 ms | errors |
|---|---:|---|---:|---:|---:|---:|---:|
${rows
  .map(
    (r) =>
      `| ${r.data} | ${r.ranked.toLocaleString('en-GB')} | ${r.request} | ${r.summary.rps.toFixed(0)} | ${ms(r.summary.p50)} | ${ms(r.summary.p95)} | ${ms(r.summary.p99)} | ${r.summary.errors} |`,
  )
  .join('\n')}
`;
}

async function main(): Promise<void> {
  const size = Number(option('size', '100000'));
  const seconds = Number(option('seconds', '10'));
  if (!Number.isInteger(size) || size < 100 || !(seconds > 0)) {
    throw new Error('Usage: npm run bench:programme -- [--size 100000] [--seconds 10]');
  }
  const bench = await startBenchDatabase(size, 2);
  const { dataSource } = bench;
  try {
    await vacuumAnalyze(dataSource, ['venues', 'venue_programme']);

    const base = await startBenchApi(bench);
    const cookie = await signInAsDemoOwner(base);

    const rows = await measure(base, cookie, seconds, 'the demo’s spread', await rankedCount(dataSource));
    await everyVenueJoinsTheProgramme(dataSource);
    rows.push(...(await measure(base, cookie, seconds, 'every published venue', await rankedCount(dataSource))));
    await writeBenchmarkSection('bench:programme', report(size, rows, seconds));
  } finally {
    await bench.cleanUp();
  }
}

runCommand(main);
