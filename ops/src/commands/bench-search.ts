// `npm run bench:search`: search speed on one server, at 12,000 and at 100,000 venues, on a
// throwaway embedded PostgreSQL with the PostgreSQL engine. Measures /health, plain, faceted,
// geo and suggestion requests (p50/p95/p99, requests/s), index freshness (a commit until the
// change is searchable) and a full reindex; writes the figures to BENCHMARKS.md. Search by date
// (issue #48): 40 % of the venues keep a calendar with a few marked ranges, the faceted and word
// searches run again with an event's date beside their undated twins (same requests, the date
// the only difference), and the freshness of a calendar change (a day marked → left out of a
// search for that day) is measured at every size.
// Options: --sizes 12000,100000  --seconds 10  (seconds per scenario)  --only faceted*,faceted+date
// (only these rows, for a quick comparison).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  PostgresSearchEngine,
  Venue,
  VenueWriter,
  migrateUp,
  openDataSource,
  startThrowawayPostgres,
} from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { freePort, launch, option, runCommand, stopChild, waitForHealth } from '../bench/bench-processes';
import { machineLine, writeBenchmarkSection } from '../bench/benchmarks-file';
import { type LatencySummary, percentile, summarise } from '../bench/load-generator';
import { runScenarioLoad } from '../bench/scenario-load';
import { searchScenarios } from '../bench/search-scenarios';
import { indexWithProgress, seedWithProgress } from '../bench/bench-database';

interface Row {
  size: number;
  scenario: string;
  concurrency: number;
  summary: LatencySummary;
}

interface SizeFacts {
  size: number;
  published: number;
  seedSeconds: number;
  reindexSeconds: number;
  freshness?: { p50: number; p95: number; samples: number };
  calendarFreshness?: { p50: number; p95: number; samples: number };
}

/** Share of venues whose owners keep a calendar in the benchmark, each with 1-6 ranges of 1-5 days in the coming year. */
const CALENDAR_SHARE = 0.4;

/** Calendars for a share of the published venues, as owners mark them (deterministic: seeded random). */
async function seedCalendars(dataSource: DataSource): Promise<number> {
  await dataSource.query('SELECT setseed(0.2026)');
  const [row]: { n: number }[] = await dataSource.query(
    `WITH kept AS (
       SELECT id FROM venues WHERE status = 'published' AND random() < $1 ORDER BY id
     ), ranges AS (
       SELECT k.id, current_date + (random() * 365)::int AS first_day, (random() * 4)::int AS extra
         FROM kept k, LATERAL generate_series(1, 1 + (random() * 5)::int + (k.id IS NULL)::int) AS g
     ), inserted AS (
       INSERT INTO venue_unavailable_dates (venue_id, first_day, last_day, note, created_at)
       SELECT id, first_day, first_day + extra, 'Bench booking', now() FROM ranges RETURNING venue_id
     )
     SELECT count(DISTINCT venue_id)::int AS n FROM inserted`,
    [CALENDAR_SHARE],
  );
  return row!.n;
}

/**
 * Marks a day unavailable for a venue that keeps a calendar, as the calendar's service does (the
 * row and the outbox message in one transaction), then polls a search for that day until the
 * venue is left out: commit → searchable.
 */
async function measureCalendarFreshness(dataSource: DataSource, base: string, samples: number) {
  const writer = new VenueWriter(dataSource);
  const venues: { id: string; name: string; city: string }[] = await dataSource.query(
    `SELECT v.id, d.name, v.city FROM venues v JOIN search_document_details d ON d.venue_id = v.id
      WHERE v.status = 'published' AND EXISTS (SELECT 1 FROM venue_unavailable_dates u WHERE u.venue_id = v.id)
      ORDER BY md5(v.id::text) LIMIT $1`,
    [samples],
  );
  const times: number[] = [];
  for (const [i, venue] of venues.entries()) {
    const day = new Date(Date.now() + (400 + i) * 86_400_000).toISOString().slice(0, 10);
    const search = `${base}/api/v2/venues?q=${encodeURIComponent(venue.name)}&city=${venue.city}&date=${day}&pageSize=100&with_facets=false`;
    const listed = async () =>
      ((await (await fetch(search)).json()) as { items: { id: string }[] }).items.some((item) => item.id === venue.id);
    // A venue its own name does not find on the first page tells nothing: it is left out.
    if (!(await listed())) continue;
    const committed = performance.now();
    await dataSource.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO venue_unavailable_dates (venue_id, first_day, last_day, note, created_at)
         VALUES ($1, $2, $2, 'Bench freshness', now())`,
        [venue.id, day],
      );
      await writer.reindex(venue.id, 'bench', tx);
    });
    while (await listed()) {
      if (performance.now() - committed > 30_000) throw new Error('A calendar change was not searchable within 30 s');
      await sleep(5);
    }
    times.push(performance.now() - committed);
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), samples: sorted.length };
}

/** Commit a change to a published venue, then poll search until it shows: commit → searchable. */
async function measureFreshness(dataSource: DataSource, base: string, samples: number) {
  const writer = new VenueWriter(dataSource);
  const venues = await dataSource
    .getRepository(Venue)
    .find({ where: { status: 'published' }, take: samples, order: { id: 'ASC' } });
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

/** What an interrupted run must still stop: its api, indexer and PostgreSQL. */
let cleanUp: (() => Promise<void>) | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmark's processes…`);
    void (cleanUp?.() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

/** Searches by date beside their undated twins (search-scenarios.ts), 4 clients each. */
const DATE_ROWS: [string, number][] = [
  ['faceted*', 4],
  ['faceted+date', 4],
  ['words*', 4],
  ['words+date', 4],
];

/** What a date costs each search, p99 with the date over p99 of its twin without: "faceted 1.05×". */
function dateCosts(rows: Row[], size: number): string {
  const p99 = (name: string) => rows.find((r) => r.size === size && r.scenario === name)?.summary.p99;
  return ['faceted', 'words']
    .flatMap((name) => {
      const [dated, undated] = [p99(`${name}+date`), p99(`${name}*`)];
      return dated && undated ? [`${name} ${(dated / undated).toFixed(2)}×`] : [];
    })
    .join(', ');
}

async function benchSize(size: number, seconds: number, full: boolean): Promise<{ rows: Row[]; facts: SizeFacts }> {
  console.log(`\n== ${size.toLocaleString('en-GB')} venues`);
  const postgres = await startThrowawayPostgres();
  const uploadsDir = await mkdtemp(join(tmpdir(), 'venue-finder-bench-'));
  const children: ChildProcess[] = [];
  cleanUp = async () => {
    await Promise.all(children.map(stopChild));
    await postgres.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  };
  try {
    await migrateUp(postgres.url);
    const dataSource = await openDataSource(postgres.url, 4);
    let started = performance.now();
    const seeded = await seedWithProgress(dataSource, size, uploadsDir);
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(`Calendars kept by ${(await seedCalendars(dataSource)).toLocaleString('en-GB')} venues`);
    started = performance.now();
    await indexWithProgress(dataSource, new PostgresSearchEngine(dataSource), seeded.published, 'Reindexing');
    const reindexSeconds = (performance.now() - started) / 1000;
    await dataSource.query(
      'VACUUM ANALYZE search_documents, search_words, search_document_details, search_name_prefixes, search_vocabulary',
    );

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      DATABASE_URL: postgres.url,
      PORT: String(port),
      LOG_LEVEL: 'error',
      UPLOADS_DIR: uploadsDir,
    };
    children.push(launch('api', env), launch('indexer', env));
    await waitForHealth(base);

    const names: { name: string }[] = await dataSource.query(
      `SELECT name FROM search_document_details ORDER BY md5(venue_id::text) LIMIT 500`,
    );
    const venueNames = names.map((n) => n.name);
    const load = (scenario: string, concurrency: number, durationMs: number) =>
      runScenarioLoad({ baseUrl: base, scenario, venueNames, concurrency, durationMs });
    await load('faceted', 4, 2000); // warm-up
    const plan: [string, number][] = full
      ? [
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
        ]
      : [
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
    const only = option('only', '');
    const rows: Row[] = [];
    for (const [name, concurrency] of only ? plan.filter(([name]) => only.split(',').includes(name)) : plan) {
      const summary = summarise(await load(name, concurrency, seconds * 1000));
      rows.push({ size, scenario: name, concurrency, summary });
      console.log(
        `${name.padEnd(16)} c=${String(concurrency).padEnd(3)} ${summary.rps.toFixed(0).padStart(6)} req/s  ` +
          `p50 ${summary.p50.toFixed(1)} ms  p99 ${summary.p99.toFixed(1)} ms  errors ${summary.errors}`,
      );
    }
    const facts: SizeFacts = { size, published: seeded.published, seedSeconds, reindexSeconds };
    if (full && !only) {
      facts.freshness = await measureFreshness(dataSource, base, 40);
      console.log(`freshness    p50 ${facts.freshness.p50.toFixed(0)} ms  p95 ${facts.freshness.p95.toFixed(0)} ms`);
    }
    facts.calendarFreshness = await measureCalendarFreshness(dataSource, base, 40);
    console.log(
      `calendar freshness  p50 ${facts.calendarFreshness.p50.toFixed(0)} ms  p95 ${facts.calendarFreshness.p95.toFixed(0)} ms (${facts.calendarFreshness.samples})`,
    );
    await dataSource.destroy();
    return { rows, facts };
  } finally {
    await cleanUp();
    cleanUp = undefined;
  }
}

function report(rows: Row[], facts: SizeFacts[], seconds: number): string {
  const describe = new Map(searchScenarios([]).map((s) => [s.name, s.describe]));
  const ms = (n: number) => n.toFixed(1);
  return `## Search (PostgreSQL engine)

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()} with \`npm run bench:search\`
(${seconds} s per row; the load generator, in a worker thread of its own, the api, the indexer and PostgreSQL share the machine).
Each size runs on a fresh embedded PostgreSQL with the deterministic demo data; one api process;
requests ask for compressed answers (Chromium's \`Accept-Encoding\`), as a planner's browser does.

| venues | request | clients | requests/s | p50 ms | p95 ms | p99 ms | errors |
|---:|---|---:|---:|---:|---:|---:|---:|
${rows
  .map(
    (r) =>
      `| ${r.size.toLocaleString('en-GB')} | ${r.scenario} | ${r.concurrency} | ${r.summary.rps.toFixed(0)} | ${ms(r.summary.p50)} | ${ms(r.summary.p95)} | ${ms(r.summary.p99)} | ${r.summary.errors} |`,
  )
  .join('\n')}

Requests: ${[...describe].map(([name, text]) => `**${name}** — ${text}`).join('; ')}.

| venues | published | seed | full reindex with both enrichment phases | freshness (commit → searchable) | calendar freshness (day marked → left out of that day's search) | a date's cost, p99 with ÷ without |
|---:|---:|---:|---:|---|---|---|
${facts
  .map((f) => {
    const figure = (x: SizeFacts['freshness'], what: string) =>
      x ? `p50 ${x.p50.toFixed(0)} ms, p95 ${x.p95.toFixed(0)} ms (${x.samples} ${what})` : '—';
    return `| ${f.size.toLocaleString('en-GB')} | ${f.published.toLocaleString('en-GB')} | ${f.seedSeconds.toFixed(1)} s | ${f.reindexSeconds.toFixed(1)} s | ${figure(f.freshness, 'changes')} | ${figure(f.calendarFreshness, 'days marked')} | ${dateCosts(rows, f.size) || '—'} |`;
  })
  .join('\n')}

Search by date: ${Math.round(CALENDAR_SHARE * 100)} % of the venues keep a calendar with 1-6 marked ranges of 1-5 days in the coming year; **faceted+date** and **words+date** are the requests of **faceted\\*** and **words\\*** (the same draws) with an event's day, or 2-5 days 30 % of the time.
`;
}

async function main(): Promise<void> {
  const sizes = option('sizes', '12000,100000').split(',').map(Number);
  const seconds = Number(option('seconds', '10'));
  if (sizes.some((n) => !Number.isInteger(n) || n < 100) || !(seconds > 0)) {
    throw new Error('Usage: npm run bench:search -- [--sizes 12000,100000] [--seconds 10]');
  }
  const rows: Row[] = [];
  const facts: SizeFacts[] = [];
  for (const [i, size] of sizes.entries()) {
    const result = await benchSize(size, seconds, i === 0);
    rows.push(...result.rows);
    facts.push(result.facts);
  }
  await writeBenchmarkSection('bench:search', report(rows, facts, seconds));
}

runCommand(main);
