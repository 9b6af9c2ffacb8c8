// `npm run bench:search`: search speed on one server, at each size asked for, on a throwaway
// embedded PostgreSQL with the PostgreSQL engine. Measures /health, plain, faceted, geo, word
// and suggestion requests (p50/p95/p99, requests/s) with the longest event-loop stall of the api
// during each (perf_hooks.monitorEventLoopDelay, event-loop-probe.ts), what the api process holds
// once its resident copy is read and how long it took to be ready, index freshness (a commit
// until the change is searchable) and a full reindex; writes the figures to BENCHMARKS.md.
// Sizes up to --seeded-up-to are seeded with the demo data; larger ones are generated from the
// largest seeded one, as bench:reindex does (generated-index.ts): seeding 1,000,000 venues would
// take the better part of an hour.
// Search by date (issue #48): before the index is built, 40 % of the seeded venues keep a calendar
// with a few marked ranges (search-calendars.ts; a generated size copies them with the documents);
// the faceted and word searches run again with an event's date beside their undated twins (same
// requests, the date the only difference), and the freshness of a calendar change (a day marked →
// left out of a search for that day) is measured at every size.
// Options: --sizes 12000,100000,300000,1000000  --seconds 10 (per scenario)  --seeded-up-to 100000
// --only faceted*,faceted+date (only these rows, for a quick comparison).
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { PostgresSearchEngine, VenueWriter } from '@venue-finder/core';
import { API_NODE_FLAGS } from '@venue-finder/api/dist/node-flags';
import type { DataSource } from 'typeorm';
import { type BenchDatabase, indexWithProgress, startBenchDatabase } from '../bench/bench-database';
import {
  firstPublishedVenues,
  indexedDocumentCounts,
  sampleIndexedNames,
  vacuumAnalyze,
} from '../bench/bench.repository';
import { freePort, launch, option, runCommand, stopChild } from '../bench/bench-processes';
import { machineLine, writeBenchmarkSection } from '../bench/benchmarks-file';
import type { ProbeAnswer, ProbeQuestion } from '../bench/event-loop-probe';
import { generateIndex } from '../bench/generated-index';
import { type LatencySummary, percentile, summarise } from '../bench/load-generator';
import { runScenarioLoad } from '../bench/scenario-load';
import {
  CALENDAR_SHARE,
  DATE_ROWS,
  dateCosts,
  measureCalendarFreshness,
  seedCalendars,
} from '../bench/search-calendars';
import { searchScenarios } from '../bench/search-scenarios';

interface Row {
  size: number;
  scenario: string;
  concurrency: number;
  summary: LatencySummary;
  /** The longest the api's event loop was held during the row, in ms. */
  longestStallMs: number;
}

interface SizeFacts {
  size: number;
  /** Venues in the index (published, or generated). */
  indexed: number;
  /** Of them, those whose documents say their owners keep a calendar (search by date's share). */
  keepingCalendar: number;
  /** Seeded: the seed's and the full reindex's seconds; generated: from which size, in how long. */
  seedSeconds?: number;
  reindexSeconds?: number;
  generatedFrom?: number;
  generateSeconds?: number;
  /** From the api's start until /health answers 200 (its resident copy read). */
  readySeconds: number;
  /** The api once ready, after a full collection: its resident set, its heap and array buffers. */
  readyRssMb: number;
  readyHeapMb: number;
  /** Its resident set after the searches. */
  endRssMb: number;
  /** The machine's 1-minute load average as the size's searches ended (2 CPUs, shared). */
  load: number;
  freshness?: { p50: number; p95: number; samples: number };
  /** A day marked on a calendar until that day's search leaves the venue out. */
  calendarFreshness?: { p50: number; p95: number; samples: number };
}

/** Commit a change to a published venue, then poll search until it shows: commit → searchable. */
async function measureFreshness(dataSource: DataSource, base: string, samples: number) {
  const writer = new VenueWriter(dataSource);
  const venues = await firstPublishedVenues(dataSource, samples);
  const times: number[] = [];
  for (const [i, venue] of venues.entries()) {
    const token = `freshness${Date.now()}x${i}`;
    const committed = performance.now();
    await writer.update(
      venue.id,
      { name: `${venue.name} ${token}`, displayName: `${venue.displayName} ${token}` },
      { expectedVersion: venue.version, actor: 'bench' },
    );
    for (;;) {
      const body = (await (await fetch(`${base}/api/v2/venues?q=${token}&with_facets=false`)).json()) as {
        total: number;
      };
      if (body.total > 0) break;
      if (performance.now() - committed > 30_000) throw new Error('A change was not searchable within 30 s');
      await sleep(5);
    }
    times.push(performance.now() - committed);
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), samples: sorted.length };
}

/** The api with the event-loop probe and a collector the probe can run, started as in production otherwise. */
function launchProbedApi(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(
    process.execPath,
    [
      ...API_NODE_FLAGS,
      '--expose-gc',
      '--require',
      require.resolve('../bench/event-loop-probe.js'),
      require.resolve('@venue-finder/api/dist/main.js'),
    ],
    { env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] },
  );
}

function probe(api: ChildProcess, collect = false): Promise<ProbeAnswer> {
  return new Promise((resolve, reject) => {
    const stopped = () => reject(new Error('The api stopped'));
    api.once('exit', stopped);
    api.once('message', (answer) => {
      api.off('exit', stopped);
      resolve(answer as ProbeAnswer);
    });
    api.send({ ask: 'probe', collect } satisfies ProbeQuestion);
  });
}

/** Until /health answers 200: the api listens at once and says it is not ready while it reads its copy. */
async function untilReady(base: string, within: number): Promise<void> {
  for (const started = performance.now(); performance.now() - started < within; await sleep(50)) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`The api at ${base} was not ready in ${within / 1000} s`);
}

const PLAN_FIRST: [string, number][] = [
  ['health', 4],
  ['plain', 4],
  ['faceted', 4],
  ['faceted', 16],
  ['geo', 4],
  ['words', 4],
  ['words+city', 4],
  ['words+filters', 4],
  ['misspelled', 4],
  ['suggestions', 4],
  ['suggestions-typo', 4],
  // One person typing: the latency of the type-ahead without other requests queued ahead.
  ['suggestions-typo', 1],
  ...DATE_ROWS,
];

const PLAN: [string, number][] = [
  ['plain', 4],
  ['faceted', 4],
  ['geo', 4],
  ['words', 4],
  ['words+city', 4],
  ['words+filters', 4],
  ['misspelled', 4],
  ['suggestions', 4],
  ['suggestions-typo', 4],
  ...DATE_ROWS,
];

/** One size's searches on the database as it stands: an api and an indexer started for them, then stopped. */
async function measureSize(
  db: BenchDatabase,
  size: number,
  seconds: number,
  full: boolean,
  only: string[],
): Promise<{ rows: Row[]; facts: Omit<SizeFacts, 'indexed' | 'keepingCalendar'> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: db.postgres.url,
    PORT: String(port),
    LOG_LEVEL: 'error',
    UPLOADS_DIR: db.uploadsDir,
  };
  const started = performance.now();
  const api = launchProbedApi(env);
  const indexer = launch('indexer', env);
  db.children.push(api, indexer);
  try {
    await untilReady(base, 600_000);
    const readySeconds = (performance.now() - started) / 1000;
    const ready = await probe(api, true);
    console.log(
      `ready in ${readySeconds.toFixed(1)} s; RSS ${(ready.rssBytes / 2 ** 20).toFixed(0)} MB, ` +
        `heap + buffers ${((ready.heapUsedBytes + ready.arrayBuffersBytes) / 2 ** 20).toFixed(0)} MB`,
    );

    const venueNames = await sampleIndexedNames(db.dataSource, 500);
    const load = (scenario: string, concurrency: number, durationMs: number) =>
      runScenarioLoad({ baseUrl: base, scenario, venueNames, concurrency, durationMs });
    await load('faceted', 4, 2000); // warm-up
    const rows: Row[] = [];
    const plan = full ? PLAN_FIRST : PLAN;
    for (const [name, concurrency] of only.length > 0 ? plan.filter(([name]) => only.includes(name)) : plan) {
      await probe(api); // the stall counted from here
      const summary = summarise(await load(name, concurrency, seconds * 1000));
      const { longestStallMs } = await probe(api);
      rows.push({ size, scenario: name, concurrency, summary, longestStallMs });
      console.log(
        `${name.padEnd(16)} c=${String(concurrency).padEnd(3)} ${summary.rps.toFixed(0).padStart(6)} req/s  ` +
          `p50 ${summary.p50.toFixed(1)} ms  p99 ${summary.p99.toFixed(1)} ms  stall ${longestStallMs.toFixed(0)} ms  ` +
          `errors ${summary.errors}`,
      );
    }
    const end = await probe(api);
    const facts: Omit<SizeFacts, 'indexed' | 'keepingCalendar'> = {
      size,
      readySeconds,
      readyRssMb: ready.rssBytes / 2 ** 20,
      readyHeapMb: (ready.heapUsedBytes + ready.arrayBuffersBytes) / 2 ** 20,
      endRssMb: end.rssBytes / 2 ** 20,
      load: loadavg()[0]!,
    };
    if (full && only.length === 0) {
      facts.freshness = await measureFreshness(db.dataSource, base, 40);
      console.log(`freshness    p50 ${facts.freshness.p50.toFixed(0)} ms  p95 ${facts.freshness.p95.toFixed(0)} ms`);
    }
    facts.calendarFreshness = await measureCalendarFreshness(db.dataSource, base, 40);
    console.log(
      `calendar freshness  p50 ${facts.calendarFreshness.p50.toFixed(0)} ms  ` +
        `p95 ${facts.calendarFreshness.p95.toFixed(0)} ms (${facts.calendarFreshness.samples})`,
    );
    return { rows, facts };
  } finally {
    await Promise.all([api, indexer].map(stopChild));
    db.children.splice(db.children.indexOf(api), 2);
  }
}

async function indexed(dataSource: DataSource): Promise<Pick<SizeFacts, 'indexed' | 'keepingCalendar'>> {
  const { documents, keepingCalendar } = await indexedDocumentCounts(dataSource);
  return { indexed: documents, keepingCalendar };
}

/** A fresh database seeded with `size` demo venues, calendars for a share of them, and indexed; the caller cleans it up. */
async function seededDatabase(
  size: number,
): Promise<{ db: BenchDatabase; seedSeconds: number; reindexSeconds: number }> {
  let started = performance.now();
  const db = await startBenchDatabase(size);
  const seedSeconds = (performance.now() - started) / 1000;
  try {
    console.log(`Calendars kept by ${(await seedCalendars(db.dataSource)).toLocaleString('en-GB')} venues`);
    started = performance.now();
    await indexWithProgress(db.dataSource, new PostgresSearchEngine(db.dataSource), db.seeded.published, 'Reindexing');
    const reindexSeconds = (performance.now() - started) / 1000;
    await vacuumAnalyze(db.dataSource, [
      'search_documents',
      'search_words',
      'search_document_details',
      'search_name_prefixes',
      'search_vocabulary',
    ]);
    return { db, seedSeconds, reindexSeconds };
  } catch (error) {
    await db.cleanUp();
    throw error;
  }
}

function report(rows: Row[], facts: SizeFacts[], seconds: number, only: string[]): string {
  const describe = new Map(searchScenarios([]).map((s) => [s.name, s.describe]));
  const ms = (n: number) => n.toFixed(1);
  const n = (value: number) => value.toLocaleString('en-GB');
  const figure = (x: SizeFacts['freshness'], what: string) =>
    !x
      ? '—'
      : x.samples === 0
        ? `none measured (0 ${what})`
        : `p50 ${x.p50.toFixed(0)} ms, p95 ${x.p95.toFixed(0)} ms (${x.samples} ${what})`;
  return `## Search (PostgreSQL engine)

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()} with \`npm run bench:search -- --sizes ${facts.map((f) => f.size).join(',')} --seconds ${seconds}${only.length > 0 ? ` --only ${only.join(',')}` : ''}\`
(${seconds} s per row; the load generator, in a worker thread of its own, the api, the indexer and PostgreSQL share the machine).
Each seeded size runs on a fresh embedded PostgreSQL with the deterministic demo data; a generated size
is the largest seeded one's index, its documents, words, cards and name word-starts copied under new ids
(the vocabulary does not grow). One api process; requests ask for compressed answers (Chromium's
\`Accept-Encoding\`), as a planner's browser does. "stall" is the longest the api's event loop was held
during the row (\`perf_hooks.monitorEventLoopDelay\` in the api, 10 ms resolution): how long one search
kept every other request waiting.

| venues | request | clients | requests/s | p50 ms | p95 ms | p99 ms | stall ms | errors |
|---:|---|---:|---:|---:|---:|---:|---:|---:|
${rows
  .map(
    (r) =>
      `| ${n(r.size)} | ${r.scenario} | ${r.concurrency} | ${r.summary.rps.toFixed(0)} | ${ms(r.summary.p50)} | ${ms(r.summary.p95)} | ${ms(r.summary.p99)} | ${r.longestStallMs.toFixed(0)} | ${r.summary.errors} |`,
  )
  .join('\n')}

Requests: ${[...describe].map(([name, text]) => `**${name.replaceAll('*', '\\*')}** — ${text}`).join('; ')}.

Per size: the venues indexed, and of them those keeping a calendar; how they were made; the api from its start until \`/health\` answered
200 (it listens at once and answers 503 while it reads its resident copy of the index); the api
then, after a full collection (resident set, and heap with array buffers); its resident set after
the searches; the machine's 1-minute load average as they ended (2 CPUs, shared); the freshness of
a change (commit → searchable, first size only) and of a calendar change (a day marked → left out
of that day's search); what a date costs each search (p99 with the date ÷ p99 of its undated twin).

| venues | indexed | keeping a calendar | made | api ready in | api RSS when ready | heap + buffers | api RSS after | load | freshness (commit → searchable) | calendar freshness (day marked → left out of that day's search) | a date's cost, p99 with ÷ without |
|---:|---:|---:|---|---:|---:|---:|---:|---:|---|---|---|
${facts
  .map(
    (f) =>
      `| ${n(f.size)} | ${n(f.indexed)} | ${n(f.keepingCalendar)} | ${
        f.generatedFrom
          ? `generated from ${n(f.generatedFrom)} in ${f.generateSeconds!.toFixed(0)} s`
          : `seeded in ${f.seedSeconds!.toFixed(0)} s, full reindex with both enrichment phases ${f.reindexSeconds!.toFixed(0)} s`
      } | ${f.readySeconds.toFixed(1)} s | ${f.readyRssMb.toFixed(0)} MB | ${f.readyHeapMb.toFixed(0)} MB | ${f.endRssMb.toFixed(0)} MB | ${f.load.toFixed(1)} | ${figure(
        f.freshness,
        'changes',
      )} | ${figure(f.calendarFreshness, 'days marked')} | ${dateCosts(rows, f.size) || '—'} |`,
  )
  .join('\n')}

Search by date: ${Math.round(CALENDAR_SHARE * 100)} % of the seeded venues keep a calendar with 1-6 marked ranges of 1-5 days
in the coming year, written before the index is built; a generated size copies each document's
calendar facts with it, so it keeps the same share. **faceted+date** and **words+date** are the
requests of **faceted\\*** and **words\\*** (the same draws) with an event's day, or 2-5 days 30 % of the time.
`;
}

async function main(): Promise<void> {
  const sizes = option('sizes', '12000,100000')
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
  const seconds = Number(option('seconds', '10'));
  const seededUpTo = Number(option('seeded-up-to', '100000'));
  const only = option('only', '')
    .split(',')
    .filter((name) => name !== '');
  const known = new Set([...PLAN_FIRST, ...PLAN].map(([name]) => name));
  if (
    sizes.some((s) => !Number.isInteger(s) || s < 100) ||
    !(seconds > 0) ||
    !Number.isInteger(seededUpTo) ||
    only.some((name) => !known.has(name))
  ) {
    throw new Error(
      'Usage: npm run bench:search -- [--sizes 12000,100000,300000,1000000] [--seconds 10] [--seeded-up-to 100000] ' +
        `[--only ${[...known].join(',')}]`,
    );
  }
  const rows: Row[] = [];
  const facts: SizeFacts[] = [];
  const measured = async (db: BenchDatabase, size: number, made: Partial<SizeFacts>) => {
    console.log(`\n== ${size.toLocaleString('en-GB')} venues: searches`);
    const result = await measureSize(db, size, seconds, facts.length === 0, only);
    rows.push(...result.rows);
    facts.push({ ...result.facts, ...made, ...(await indexed(db.dataSource)) });
    // Written after each size, so a run cut short keeps what it measured.
    await writeBenchmarkSection('bench:search', report(rows, facts, seconds, only));
  };
  const seeded = sizes.filter((size) => size <= seededUpTo);
  const generated = sizes.filter((size) => size > seededUpTo);
  // The database the generated sizes grow from: the last seeded size's, or seededUpTo's.
  let base: { db: BenchDatabase; size: number } | null = null;
  try {
    for (const size of seeded) {
      console.log(`\n== ${size.toLocaleString('en-GB')} venues: seeding`);
      const { db, seedSeconds, reindexSeconds } = await seededDatabase(size);
      try {
        await measured(db, size, { seedSeconds, reindexSeconds });
      } finally {
        if (size === seeded.at(-1) && generated.length > 0) base = { db, size };
        else await db.cleanUp();
      }
    }
    if (generated.length > 0 && !base) {
      console.log(`\n== ${seededUpTo.toLocaleString('en-GB')} venues, to generate from: seeding`);
      base = { db: (await seededDatabase(seededUpTo)).db, size: seededUpTo };
    }
    for (const size of generated) {
      const started = performance.now();
      await generateIndex(base!.db.dataSource, size);
      const generateSeconds = (performance.now() - started) / 1000;
      await measured(base!.db, size, { generatedFrom: base!.size, generateSeconds });
    }
  } finally {
    await base?.db.cleanUp();
  }
}

runCommand(main);
