// `npm run bench:queues`: the admin queues at scale, on a throwaway embedded PostgreSQL with the
// deterministic demo data (100,000 venues) and 20,000 pending items in each moderation queue
// (registrations, claims, change requests, verification evidence) beside 5,000 decided ones,
// asked over HTTP by the demo admin signed in with their password. For each queue: its first
// page, its page 500 (reached by following next_cursor, as the web app does) and a search by an
// owner's e-mail. Target: p99 ≤ 100 ms with 4 clients, page 500 as fast as page 1. Writes the
// figures to BENCHMARKS.md. Options: --size 100000  --pending 20000  --seconds 10 (per row); --keep
// fills the database, prints its URL and leaves it running (Ctrl-C stops it) to read query plans.
import { Clock } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { fillModerationQueues, vacuumAnalyze } from '../bench/bench.repository';
import { startBenchDatabase } from '../bench/bench-database';
import { option, runCommand, startBenchApi } from '../bench/bench-processes';
import { machineLine, writeBenchmarkSection } from '../bench/benchmarks-file';
import { type LatencySummary, runLoad, summarise } from '../bench/load-generator';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '../demo-data';
import { RandomSource } from '../demo-data/random-source';
import { ProgressBar } from '../progress-bar';

const OWNERS = 2000;
const DECIDED = 5000;
const DEEP_PAGE = 500;

interface Queue {
  name: string;
  path: string;
  /** The list's key in the answer. */
  list: string;
}

const QUEUES: Queue[] = [
  { name: 'registrations', path: '/api/admin/mod/registrations', list: 'registrations' },
  { name: 'claims', path: '/api/admin/mod/claims', list: 'claims' },
  { name: 'change requests', path: '/api/admin/mod/changes?status=submitted', list: 'change_requests' },
  { name: 'verification evidence', path: '/api/admin/mod/verifications', list: 'verifications' },
  { name: 'admin venues', path: '/api/admin/venues', list: 'venues' },
];

interface Row {
  queue: string;
  request: string;
  total: number;
  summary: LatencySummary;
}

/** The bench's owners and, for each moderation queue, `pending` items waiting and DECIDED done. */
async function fillQueues(dataSource: DataSource, pending: number): Promise<void> {
  await fillModerationQueues(dataSource, { owners: OWNERS, pending, decided: DECIDED }, new Clock().now());
  await vacuumAnalyze(dataSource, [
    'users',
    'venues',
    'registrations',
    'claims',
    'change_requests',
    'gamification_verifications',
  ]);
}

async function signInAsDemoAdmin(base: string): Promise<string> {
  const answer = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }),
  });
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  if (!answer.ok || !cookie) throw new Error(`Signing the demo admin in answered ${answer.status}`);
  return cookie;
}

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;

/** Follows next_cursor from page 1; answers the cursors of the last `keep` pages reached, up to page `to`. */
async function walk(base: string, cookie: string, queue: Queue, to: number, keep: number, bar: () => void) {
  const cursors: string[] = [];
  let cursor: string | undefined;
  for (let page = 2; page <= to; page += 1) {
    const answer = await fetch(`${base}${withQuery(queue.path, cursor ? { cursor } : {})}`, {
      headers: { Cookie: cookie },
    });
    if (!answer.ok) throw new Error(`${queue.name} answered ${answer.status} on page ${page - 1}`);
    const body = (await answer.json()) as { next_cursor: string | null };
    if (!body.next_cursor) throw new Error(`${queue.name} has fewer than ${to} pages`);
    cursor = body.next_cursor;
    if (page > to - keep) cursors.push(cursor);
    bar();
  }
  return cursors;
}

async function measure(base: string, cookie: string, seconds: number): Promise<Row[]> {
  const r = new RandomSource(2026);
  const rows: Row[] = [];
  const walking = new ProgressBar(`Following pages 1–${DEEP_PAGE}`, QUEUES.length * (DEEP_PAGE - 1));
  let walked = 0;
  const deep = new Map<string, string[]>();
  for (const queue of QUEUES)
    deep.set(queue.name, await walk(base, cookie, queue, DEEP_PAGE, 10, () => walking.update(++walked)));
  walking.finish();

  const ownerEmail = () => `queue-owner-${r.int(1, OWNERS)}@`;
  const measuring = new ProgressBar('Measuring', QUEUES.length * 3);
  for (const queue of QUEUES) {
    const requests: [string, () => string][] = [
      ['page 1', () => queue.path],
      [`page ${DEEP_PAGE}`, () => withQuery(queue.path, { cursor: r.pick(deep.get(queue.name)!) })],
      ['search by owner e-mail', () => withQuery(queue.path, { q: ownerEmail() })],
    ];
    for (const [request, next] of requests) {
      const sample = await fetch(`${base}${next()}`, { headers: { Cookie: cookie } });
      const { total } = (await sample.json()) as { total: number };
      await runLoad(base, next, 4, 1000, { Cookie: cookie }); // warm-up
      const summary = summarise(await runLoad(base, next, 4, seconds * 1000, { Cookie: cookie }));
      rows.push({ queue: queue.name, request, total, summary });
      measuring.update(rows.length);
    }
  }
  measuring.finish();
  return rows;
}

function report(size: number, pending: number, rows: Row[], seconds: number): string {
  const ms = (n: number) => n.toFixed(1);
  return `## Admin queues

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()} with \`npm run bench:queues\`
(${seconds} s per row, 4 clients; the load generator, the api and PostgreSQL share the machine).
${size.toLocaleString('en-GB')} demo venues on a fresh embedded PostgreSQL, with ${pending.toLocaleString('en-GB')} pending and
${DECIDED.toLocaleString('en-GB')} decided items in each moderation queue, ${OWNERS.toLocaleString('en-GB')} owners; the demo admin asks
for the queue's first page, its page ${DEEP_PAGE} (25 a page, one of pages ${DEEP_PAGE - 9}–${DEEP_PAGE} by the cursors the api gave
while following next_cursor), or a search by part of a random owner's e-mail. Each answer carries
the true total. Target: p99 ≤ 100 ms, page ${DEEP_PAGE} as fast as page 1.

| queue | request | total | requests/s | p50 ms | p95 ms | p99 ms | errors |
|---|---|---:|---:|---:|---:|---:|---:|
${rows
  .map(
    (r) =>
      `| ${r.queue} | ${r.request} | ${r.total.toLocaleString('en-GB')} | ${r.summary.rps.toFixed(0)} | ${ms(r.summary.p50)} | ${ms(r.summary.p95)} | ${ms(r.summary.p99)} | ${r.summary.errors} |`,
  )
  .join('\n')}
`;
}

async function main(): Promise<void> {
  const size = Number(option('size', '100000'));
  const pending = Number(option('pending', '20000'));
  const seconds = Number(option('seconds', '10'));
  if (
    !Number.isInteger(size) ||
    !Number.isInteger(pending) ||
    pending < 25 * DEEP_PAGE ||
    size < pending + DECIDED ||
    !(seconds > 0)
  ) {
    throw new Error(
      `Usage: npm run bench:queues -- [--size 100000] [--pending 20000 (at least ${25 * DEEP_PAGE}, size at least pending + ${DECIDED})] [--seconds 10] [--keep]`,
    );
  }
  const bench = await startBenchDatabase(size, 2);
  const { dataSource } = bench;
  try {
    console.log(`Filling the queues: ${pending} pending and ${DECIDED} decided items each`);
    await fillQueues(dataSource, pending);
    if (process.argv.includes('--keep')) {
      console.log(`Filled and kept: ${bench.postgres.url} (Ctrl-C stops it)`);
      await new Promise<never>(() => setInterval(() => undefined, 1 << 30)); // until a signal cleans up
    }

    const base = await startBenchApi(bench);
    const cookie = await signInAsDemoAdmin(base);
    const rows = await measure(base, cookie, seconds);
    for (const row of rows)
      console.log(
        `${row.queue.padEnd(22)} ${row.request.padEnd(23)} ${row.summary.rps.toFixed(0).padStart(6)} req/s  ` +
          `p50 ${row.summary.p50.toFixed(1)} ms  p99 ${row.summary.p99.toFixed(1)} ms  errors ${row.summary.errors}`,
      );
    await writeBenchmarkSection('bench:queues', report(size, pending, rows, seconds));
    console.log('\nWritten to BENCHMARKS.md');
  } finally {
    await bench.cleanUp();
  }
}

runCommand(main);
