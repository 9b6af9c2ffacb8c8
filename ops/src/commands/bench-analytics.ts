// `npm run bench:analytics`: what counting visitors' activity costs the search path. On a
// throwaway embedded PostgreSQL with the demo data and one api process, the same search load
// (`plain`, 4 clients) runs alone, then beside a stream of activity beacons (2 clients, each
// beacon a results page's 20 appearances and a view, from ever new visitors so none is left out
// as a repeat), then alone again; it prints the latencies and checks that every counted event
// reached the daily buckets. It writes nothing to BENCHMARKS.md: it prints its table.
// Options: --size 12000  --seconds 10.
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { PostgresSearchEngine } from '@venue-finder/core';
import { option, runCommand, startBenchApi } from '../bench/bench-processes';
import { indexWithProgress, startBenchDatabase } from '../bench/bench-database';
import {
  sampleIndexedNames,
  samplePublishedVenueIds,
  vacuumAnalyze,
  venueActivityTotals,
} from '../bench/bench.repository';
import { machineLine } from '../bench/benchmarks-file';
import { type LatencySummary, summarise } from '../bench/load-generator';
import { runScenarioLoad } from '../bench/scenario-load';

const FLUSH_MS = 2_000;

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Posts as the visitor at `client` (the api trusts the loopback proxy's X-Forwarded-For). */
function post(agent: Agent, base: URL, path: string, body: string, client: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path,
        agent,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': USER_AGENT,
          'x-forwarded-for': client,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Closed-loop beacons: `concurrency` clients, each sending the next when the last is answered. */
async function beaconLoad(baseUrl: string, venueIds: string[], concurrency: number, durationMs: number) {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const deadline = performance.now() + durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      const n = sent++;
      const page = Array.from({ length: 20 }, (_, i) => venueIds[(n * 20 + i) % venueIds.length]!);
      const events = [...page.map((id) => ({ kind: 'appearance', venue_id: id })), { kind: 'view', venue_id: page[0] }];
      // A visitor is its address (never its user-agent): each beacon from a new one.
      const visitor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const started = performance.now();
      try {
        if ((await post(agent, base, '/api/v2/activity', JSON.stringify({ events }), visitor)) !== 204) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => client()));
  agent.destroy();
  return summarise({
    requests: latencies.length,
    errors,
    seconds: (performance.now() - started) / 1000,
    latenciesMs: latencies,
  });
}

const line = (label: string, s: LatencySummary) =>
  `| ${label} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.errors} |`;

async function main(): Promise<void> {
  const size = Number(option('size', '12000'));
  const seconds = Number(option('seconds', '10'));
  const bench = await startBenchDatabase(size);
  try {
    const { dataSource, seeded } = bench;
    await indexWithProgress(dataSource, new PostgresSearchEngine(dataSource), seeded.published);
    await vacuumAnalyze(dataSource);
    const base = await startBenchApi(bench, {
      env: { ANALYTICS_FLUSH_MS: String(FLUSH_MS), ANALYTICS_BEACON_LIMIT: '100000', TRUST_PROXY: 'loopback' },
    });
    const venueNames = await sampleIndexedNames(dataSource, 500);
    const venueIds = await samplePublishedVenueIds(dataSource, 2000);
    const search = () =>
      runScenarioLoad({ baseUrl: base, scenario: 'plain', venueNames, concurrency: 4, durationMs: seconds * 1000 });
    await runScenarioLoad({ baseUrl: base, scenario: 'plain', venueNames, concurrency: 4, durationMs: 2000 }); // warm-up

    const alone = summarise(await search());
    console.log(line('search alone', alone));
    const [beside, beacons] = await Promise.all([search(), beaconLoad(base, venueIds, 2, seconds * 1000)]);
    const besideSummary = summarise(beside);
    console.log(line('search beside beacons', besideSummary));
    console.log(line('beacons (21 events each)', beacons));
    const again = summarise(await search());
    console.log(line('search alone again', again));

    await sleep(FLUSH_MS * 2);
    const counted = await venueActivityTotals(dataSource);
    const expected = (beacons.requests - beacons.errors) * 20;
    console.log(`
Measured ${new Date().toISOString().slice(0, 16)}Z on ${machineLine()} with \`npm run bench:analytics -- --size ${size} --seconds ${seconds}\`
(one api process, its search load in a worker thread, PostgreSQL and the load on one machine; flush every ${FLUSH_MS / 1000} s).

| load | requests/s | p50 ms | p95 ms | p99 ms | errors |
|---|---:|---:|---:|---:|---:|
${line('search (plain, 4 clients) alone', alone)}
${line('search (plain, 4 clients) beside beacons', besideSummary)}
${line('beacons (2 clients, 21 events each)', beacons)}
${line('search (plain, 4 clients) alone again', again)}

Counted: ${counted!.appearances.toLocaleString('en-GB')} appearances of ${expected.toLocaleString('en-GB')} sent, ${counted!.views.toLocaleString('en-GB')} views, in ${counted!.rows.toLocaleString('en-GB')} venue-day rows.`);
    if (counted!.appearances !== expected)
      throw new Error(`Counted ${counted!.appearances} appearances, sent ${expected}`);
  } finally {
    await bench.cleanUp();
  }
}

runCommand(main);
