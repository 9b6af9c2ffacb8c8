// `npm run test:resilience`: the fault drills, on loopback, with figures into RESILIENCE.md.
// One embedded PostgreSQL in a temporary directory, the deterministic demo data, and the real
// api and indexer processes (built: `npm run build` first, as the npm script does). The drills:
//
//   1. kill -9 of the api while 8 clients post briefs (retrying with their Idempotency-Key, as
//      the web app does): acknowledged briefs lost, briefs stored twice, time until it serves again.
//   2. kill -9 of the indexer with a backlog of venue edits: edits missed, index writes applied
//      twice, time to converge after it is started again.
//   3. PostgreSQL stopped for 8 s and started again under search and brief load: what clients
//      were answered meanwhile, time until search answers again, and whether changes are
//      searchable as fast as before (the indexer's LISTEN connection came back).
//   4. SIGTERM to the api with 8 keep-alive clients searching: time to exit, answers cut off.
//   5. The scale-out shape: two api processes and two indexers on one PostgreSQL under mixed load
//      with venue edits: updates missed or applied twice, and a rate limit and a session shared by
//      both api processes.
//
// "Applied twice" is measured, not assumed: a trigger on the search index (added to this run's
// throwaway database only) logs every committed write of a venue's document with the venue's
// version timestamp; one version written twice is a duplicate. Options: --venues 3000.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  PostgresSearchEngine,
  type RunningPostgres,
  VenueWriter,
  migrateUp,
  openDataSource,
  startEmbeddedPostgres,
} from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { indexWithProgress, seedWithProgress } from '../bench/bench-database';
import { indexedVenueIds } from '../bench/bench.repository';
import {
  briefsPerEmail,
  indexBehind,
  indexerConnections,
  isIndexed,
  logIndexWrites,
  pendingOutbox,
  venueVersionAndName,
  writtenTwice,
} from '../bench/resilience.repository';
import { freePort, launch, option, stopChild, waitForHealth } from '../bench/bench-processes';
import { machineLine, writeReportSection } from '../bench/benchmarks-file';
import { signInAsDemoOwner } from '../bench/demo-sign-in';
import { RandomSource } from '../demo-data/random-source';
import { REPO_ROOT } from '../ops-config';

const REPORT = join(REPO_ROOT, 'RESILIENCE.md');
const r = new RandomSource(2026);

interface Stack {
  pg: RunningPostgres;
  pgDir: string;
  pgPort: number;
  uploadsDir: string;
  db: DataSource;
  venueIds: string[];
  children: Set<ChildProcess>;
}

const baseEnv = (stack: Stack, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  DATABASE_URL: stack.pg.url,
  PORT: String(port),
  LOG_LEVEL: 'error',
  UPLOADS_DIR: stack.uploadsDir,
  BRIEF_RATE_LIMIT: '100000',
  ENQUIRY_RATE_LIMIT: '100000',
  VENUE_PACK_RATE_LIMIT: '100000',
  ...extra,
});

function start(stack: Stack, name: 'api' | 'indexer', env: NodeJS.ProcessEnv): ChildProcess {
  const child = launch(name, env);
  stack.children.add(child);
  child.once('exit', () => stack.children.delete(child));
  return child;
}

async function kill9(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

// --- clients -----------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: string;
}

function send(agent: Agent | undefined, base: string, method: string, path: string, body?: unknown, headers = {}) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(15_000, () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Tallies answers by status ('network' for no answer). */
class Tally {
  readonly counts = new Map<string, number>();
  add(what: string | number): void {
    this.counts.set(String(what), (this.counts.get(String(what)) ?? 0) + 1);
  }
  get(what: string | number): number {
    return this.counts.get(String(what)) ?? 0;
  }
  toString(): string {
    return (
      [...this.counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([what, n]) => `${what}: ${n.toLocaleString('en-GB')}`)
        .join(', ') || 'none'
    );
  }
}

/**
 * A planner's brief as the web app sends it: one Idempotency-Key per brief, resent after a
 * failure until the brief is acknowledged or `until()` says stop. Answers the e-mails of the
 * acknowledged briefs.
 */
async function postBriefs(bases: string[], stack: Stack, until: () => boolean, tally: Tally): Promise<string[]> {
  const acknowledged: string[] = [];
  let turn = 0;
  while (!until()) {
    const key = randomUUID();
    const email = `drill-${key}@example.com`;
    const body = { user_email: email, items: [{ venue_id: r.pick(stack.venueIds) }], notes: 'Resilience drill' };
    for (;;) {
      const base = bases[turn++ % bases.length]!;
      const answer = await send(undefined, base, 'POST', '/api/v2/briefs', body, { 'Idempotency-Key': key }).catch(
        () => undefined,
      );
      tally.add(answer?.status ?? 'network');
      if (answer && (answer.status === 201 || answer.status === 200)) {
        acknowledged.push(email);
        break;
      }
      if (answer && answer.status < 500) throw new Error(`A brief was refused: ${answer.status} ${answer.body}`);
      if (until()) break;
      await sleep(100);
    }
  }
  return acknowledged;
}

async function searchLoop(bases: string[], until: () => boolean, tally: Tally, agent?: Agent): Promise<void> {
  let turn = 0;
  while (!until()) {
    const base = bases[turn++ % bases.length]!;
    const answer = await send(
      agent,
      base,
      'GET',
      `/api/v2/venues?city=${r.pick(['london', 'manchester', 'leeds'])}`,
    ).catch(() => undefined);
    tally.add(answer?.status ?? 'network');
    if (!answer || answer.status !== 200) await sleep(50);
  }
}

// --- what the database says ----------------------------------------------------------------------

async function briefsLostAndDoubled(db: DataSource, emails: string[]): Promise<{ lost: number; doubled: number }> {
  const held = await briefsPerEmail(db, emails);
  return { lost: emails.length - held.length, doubled: held.filter((row) => row.briefs > 1).length };
}

/** Edits `count` published venues through the venue writer, `concurrency` at a time. */
async function editVenues(db: DataSource, stack: Stack, count: number, concurrency: number, round: string) {
  const writer = new VenueWriter(db);
  const ids = r.sample(stack.venueIds, count);
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        const venue = await venueVersionAndName(db, id);
        await writer.update(
          id,
          { displayName: `${venue.name} (${round})` },
          { expectedVersion: venue.version, actor: 'resilience drill' },
        );
        done += 1;
      }
    }),
  );
  return done;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`Not converged within ${timeoutMs / 1000} s`);
    await sleep(50);
  }
  return performance.now() - started;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// --- the drills --------------------------------------------------------------------------------

type Row = [string, string];

async function apiKilledWhileBriefsArePosted(stack: Stack): Promise<Row[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const indexer = start(stack, 'indexer', baseEnv(stack, port));
  let api = start(stack, 'api', baseEnv(stack, port));
  await waitForHealth(base);
  const tally = new Tally();
  const endAt = performance.now() + 8_000;
  const clients = Array.from({ length: 8 }, () => postBriefs([base], stack, () => performance.now() > endAt, tally));
  await sleep(3_000);
  await kill9(api);
  const killedAt = performance.now();
  await sleep(500);
  api = start(stack, 'api', baseEnv(stack, port));
  await waitForHealth(base);
  const servingAgainMs = performance.now() - killedAt;
  const emails = (await Promise.all(clients)).flat();
  const { lost, doubled } = await briefsLostAndDoubled(stack.db, emails);
  await Promise.all([stopChild(api), stopChild(indexer)]);
  console.log(`  drill 1: ${emails.length} acknowledged, ${lost} lost, ${doubled} doubled`);
  return [
    ['briefs acknowledged', emails.length.toLocaleString('en-GB')],
    ['acknowledged briefs lost', String(lost)],
    ['briefs stored twice', String(doubled)],
    ['answers seen by clients', tally.toString()],
    ['from kill -9 to serving again (restarted after 0.5 s)', seconds(servingAgainMs)],
  ];
}

async function indexerKilledWithBacklog(stack: Stack): Promise<Row[]> {
  const port = await freePort();
  let indexer = start(stack, 'indexer', baseEnv(stack, port));
  await sleep(1_500);
  await logIndexWrites(stack.db);
  const edits = editVenues(stack.db, stack, 1_500, 8, 'drill 2');
  await sleep(700);
  await kill9(indexer);
  const edited = await edits;
  const backlog = await pendingOutbox(stack.db);
  indexer = start(stack, 'indexer', baseEnv(stack, port));
  const convergeMs = await until(
    async () => (await pendingOutbox(stack.db)) === 0 && (await indexBehind(stack.db)) === 0,
    120_000,
  );
  const missed = await indexBehind(stack.db);
  const twice = await writtenTwice(stack.db);
  await stopChild(indexer);
  console.log(`  drill 2: ${edited} edits, backlog ${backlog}, converged in ${seconds(convergeMs)}, ${twice} twice`);
  return [
    ['venue edits committed', edited.toLocaleString('en-GB')],
    ['outbox backlog when the indexer was started again', backlog.toLocaleString('en-GB')],
    ['from restart to every edit searchable', seconds(convergeMs)],
    ['edits missed by the index', String(missed)],
    ['document versions written twice', String(twice)],
  ];
}

/** Commit → indexed for one venue edit: how fast the indexer wakes for a change. */
async function freshness(stack: Stack, round: string): Promise<number> {
  const writer = new VenueWriter(stack.db);
  const id = r.pick(stack.venueIds);
  const venue = await venueVersionAndName(stack.db, id);
  const committedAt = performance.now();
  await writer.update(
    id,
    { displayName: `${venue.name} ${round}` },
    { expectedVersion: venue.version, actor: 'drill' },
  );
  for (;;) {
    if (await isIndexed(stack.db, id)) return performance.now() - committedAt;
    if (performance.now() - committedAt > 30_000) throw new Error('A change was not indexed within 30 s');
    await sleep(10);
  }
}

async function databaseStoppedAndStarted(stack: Stack): Promise<Row[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const indexer = start(stack, 'indexer', baseEnv(stack, port));
  const api = start(stack, 'api', baseEnv(stack, port));
  await waitForHealth(base);
  await sleep(1_000);
  const before = [];
  for (let i = 0; i < 3; i++) before.push(await freshness(stack, `fresh-before-${i}`));

  const searches = new Tally();
  const briefs = new Tally();
  let stop = false;
  const load = Promise.all([
    ...Array.from({ length: 4 }, () => searchLoop([base], () => stop, searches)),
    ...Array.from({ length: 2 }, () => postBriefs([base], stack, () => stop, briefs)),
  ]);
  await sleep(2_000);
  await stack.db.destroy();
  await stack.pg.stop();
  const stoppedAt = performance.now();
  const health = await send(undefined, base, 'GET', '/health').catch(() => undefined);
  await sleep(8_000);
  stack.pg = await startEmbeddedPostgres({ dataDir: stack.pgDir, port: stack.pgPort });
  if (stack.pg.port !== stack.pgPort) throw new Error(`PostgreSQL came back on another port (${stack.pg.port})`);
  const startedAt = performance.now();
  stack.db = await openDataSource(stack.pg.url, 4);
  const searchingAgainMs = await until(
    async () =>
      (await send(undefined, base, 'GET', '/api/v2/venues?city=leeds').catch(() => undefined))?.status === 200,
    60_000,
  );
  await sleep(2_000);
  stop = true;
  const allEmails = ((await load).slice(4) as string[][]).flat();
  const { lost, doubled } = await briefsLostAndDoubled(stack.db, allEmails);
  // Long enough for the old bug (one reconnection attempt after 5 s, then polling for good).
  await sleep(6_000);
  const after = [];
  for (let i = 0; i < 3; i++) after.push(await freshness(stack, `fresh-after-${i}`));
  await Promise.all([stopChild(api), stopChild(indexer)]);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const healthBody = health ? `${health.status} ${health.body.replace(/\s+/g, ' ').slice(0, 400)}` : 'no answer';
  console.log(`  drill 3: searching again ${seconds(searchingAgainMs)} after start; ${searches}`);
  return [
    ['database down for', seconds(startedAt - stoppedAt)],
    ['search answers meanwhile', searches.toString()],
    ['brief answers meanwhile', briefs.toString()],
    ['/health while down', `\`${healthBody.replaceAll('|', '\\|')}\``],
    ['from PostgreSQL accepting connections to search answering', seconds(searchingAgainMs)],
    ['acknowledged briefs lost / stored twice', `${lost} / ${doubled} (of ${allEmails.length})`],
    ['commit → indexed (median of 3) before the outage', seconds(median(before))],
    [
      'commit → indexed (median of 3) after the outage (LISTEN back, polling every 2 s otherwise)',
      seconds(median(after)),
    ],
  ];
}

async function sigtermUnderKeepAlive(stack: Stack): Promise<Row[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = start(stack, 'api', baseEnv(stack, port));
  await waitForHealth(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const tally = new Tally();
  let stop = false;
  const load = Promise.all(Array.from({ length: 8 }, () => searchLoop([base], () => stop, tally, agent)));
  await sleep(3_000);
  const exited = new Promise((resolve) => api.once('exit', resolve));
  const signalledAt = performance.now();
  api.kill('SIGTERM');
  await exited;
  const exitMs = performance.now() - signalledAt;
  stop = true;
  await load;
  agent.destroy();
  console.log(`  drill 4: exited ${seconds(exitMs)} after SIGTERM; ${tally}`);
  return [
    ['keep-alive clients searching', '8'],
    ['from SIGTERM to exit', seconds(exitMs)],
    ['answers seen by clients', tally.toString()],
    [
      'answers cut off (neither 200 nor refused)',
      String([...tally.counts].filter(([s]) => s !== '200' && s !== 'network').reduce((n, [, c]) => n + c, 0)),
    ],
  ];
}

async function scaleOut(stack: Stack): Promise<Row[]> {
  const ports = [await freePort(), await freePort()];
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const packLimit = 10;
  const apis = ports.map((port) =>
    start(stack, 'api', baseEnv(stack, port, { VENUE_PACK_RATE_LIMIT: String(packLimit) })),
  );
  const indexers = [0, 1].map(() => start(stack, 'indexer', baseEnv(stack, ports[0]!)));
  await Promise.all(bases.map(waitForHealth));
  await sleep(1_000);
  await logIndexWrites(stack.db);

  const searches = new Tally();
  const briefs = new Tally();
  let stop = false;
  const load = Promise.all([
    ...Array.from({ length: 4 }, () => searchLoop(bases, () => stop, searches)),
    ...Array.from({ length: 2 }, () => postBriefs(bases, stack, () => stop, briefs)),
  ]);
  const edited = await editVenues(stack.db, stack, 2_000, 4, 'drill 5');
  const convergeMs = await until(
    async () => (await pendingOutbox(stack.db)) === 0 && (await indexBehind(stack.db)) === 0,
    120_000,
  );
  stop = true;
  const emails = ((await load).slice(4) as string[][]).flat();
  const { lost, doubled } = await briefsLostAndDoubled(stack.db, emails);
  const missed = await indexBehind(stack.db);
  const twice = await writtenTwice(stack.db);
  const indexedBy = await indexerConnections(stack.db);

  // One client, packs asked of both processes in turn: the limit is one count, not one per process.
  const packs = new Tally();
  for (let i = 0; i < packLimit + 5; i++) {
    const answer = await send(undefined, bases[i % 2]!, 'POST', '/api/v2/venue-pack', { ids: [stack.venueIds[0]] });
    packs.add(answer.status);
  }
  // Signed in through one process, recognised by the other.
  const cookie = await signInAsDemoOwner(bases[0]!);
  const me = await send(undefined, bases[1]!, 'GET', '/api/auth/me', undefined, { Cookie: cookie });

  await Promise.all([...apis, ...indexers].map(stopChild));
  console.log(
    `  drill 5: ${edited} edits converged in ${seconds(convergeMs)}; ${missed} missed, ${twice} twice; packs ${packs}`,
  );
  return [
    ['processes', `2 api (ports ${ports.join(', ')}), 2 indexers (${indexedBy} listening)`],
    ['venue edits committed under load', edited.toLocaleString('en-GB')],
    ['from the last edit to every edit searchable', seconds(convergeMs)],
    ['edits missed by the index', String(missed)],
    ['document versions written twice', String(twice)],
    ['search answers (both processes)', searches.toString()],
    ['briefs acknowledged / lost / stored twice', `${emails.length} / ${lost} / ${doubled}`],
    [`venue packs from one client, alternating processes (limit ${packLimit} an hour)`, packs.toString()],
    ['signed in on one process, `/api/auth/me` on the other', String(me.status)],
  ];
}

// --- the run -----------------------------------------------------------------------------------

function report(venues: number, sections: [string, Row[]][], totalMs: number): string {
  return `## Fault drills

Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()} with \`npm run test:resilience\` (${seconds(totalMs)} in all):
${venues.toLocaleString('en-GB')} demo venues on an embedded PostgreSQL, the built api and indexer as their own processes,
every client on loopback. What each drill does is described at the top of \`ops/src/commands/resilience.ts\`.

${sections
  .map(
    ([title, rows]) => `### ${title}

| | |
|---|---|
${rows.map(([what, figure]) => `| ${what} | ${figure} |`).join('\n')}`,
  )
  .join('\n\n')}
`;
}

async function main(): Promise<void> {
  const venues = Number(option('venues', '3000'));
  if (!Number.isInteger(venues) || venues < 100) throw new Error('Usage: npm run test:resilience -- [--venues 3000]');
  const startedAt = performance.now();
  const parent = await mkdtemp(join(tmpdir(), 'venue-finder-drills-'));
  await chmod(parent, 0o755); // the postgres user must be able to traverse it
  const pgDir = join(parent, 'postgres');
  const uploadsDir = join(parent, 'uploads');
  const pg = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort() });
  const stack: Stack = {
    pg,
    pgDir,
    pgPort: pg.port,
    uploadsDir,
    db: await openDataSource(pg.url, 4),
    venueIds: [],
    children: new Set(),
  };
  const cleanUp = async () => {
    await Promise.all([...stack.children].map(stopChild));
    await stack.db?.destroy().catch(() => undefined);
    await stack.pg.stop();
    await rm(parent, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  try {
    await migrateUp(pg.url);
    const seeded = await seedWithProgress(stack.db, venues, uploadsDir);
    await indexWithProgress(stack.db, new PostgresSearchEngine(stack.db), seeded.published);
    stack.venueIds = await indexedVenueIds(stack.db);

    const drills: [string, (stack: Stack) => Promise<Row[]>][] = [
      ['1. kill -9 of the api while briefs are posted', apiKilledWhileBriefsArePosted],
      ['2. kill -9 of the indexer with a backlog', indexerKilledWithBacklog],
      ['3. PostgreSQL stopped for 8 s and started again, under load', databaseStoppedAndStarted],
      ['4. SIGTERM to the api under keep-alive load', sigtermUnderKeepAlive],
      ['5. Two api processes and two indexers on one PostgreSQL', scaleOut],
    ];
    const sections: [string, Row[]][] = [];
    for (const [title, drill] of drills) {
      console.log(title);
      sections.push([title, await drill(stack)]);
    }
    await writeReportSection(
      REPORT,
      '# Resilience',
      'test:resilience',
      report(venues, sections, performance.now() - startedAt),
    );
    console.log(`\nWritten to ${REPORT}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
