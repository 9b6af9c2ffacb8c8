// `npm run bench:reindex`: does a full reindex stall live edits? For each size, on a throwaway
// embedded PostgreSQL with the demo data, two api processes and the indexer run while
// `npm run reindex` (a process of its own) builds the index twice — first into an empty index,
// then over a current one — and a venue is edited once a second throughout. Each edit is timed
// from its commit until each api finds it (time to searchable), and the two apis are held to one
// answer: a request begun after one api showed an edit must show it too, and the same query put
// to both while no index write committed must get the same page, total and facets. Then what one
// process holds for the resident copy of the index, and how long it takes to read, at each size
// and at a generated 1,000,000 venues. Writes the figures to BENCHMARKS.md.
// Options: --sizes 12000,100000  --generate 1000000 (sizes generated from the last, comma-separated;
// 0: none)  --poll-ms 25  --results FILE (figures of earlier runs kept there and reported with
// these, a size measured again replacing its own: runs of one size each can go side by side)
// --report-only (rewrites the section from the results file).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Clock, PostgresSearchEngine, SearchIndexMetaRepository, VenueWriter } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { type BenchDatabase, startBenchDatabase } from '../bench/bench-database';
import { markOutboxProcessed, samplePublishedVenueIds, vacuumAnalyze, venueById } from '../bench/bench.repository';
import { freePort, launch, option } from '../bench/bench-processes';
import { machineLine, writeBenchmarkSection } from '../bench/benchmarks-file';
import { generateIndex } from '../bench/generated-index';
import { percentile } from '../bench/load-generator';

interface PhaseFacts {
  size: number;
  phase: string;
  reindexSeconds: number;
  /** Per api: each edit's commit → searchable, in ms. */
  times: number[][];
  /** Requests begun after the other api showed an edit that did not show it. */
  behind: number;
  compared: number;
  differed: number;
  /** Answers other than 200 during the phase. */
  failures: number;
  /** The machine's 1-minute load average at the end of the phase (2 CPUs, shared). */
  load: number;
}

interface HeldFacts {
  size: number;
  documents: number;
  loadSeconds: number;
  heldMb: number;
  rssMb: number;
  apiRssMb?: number;
  /** The size of the demo data a generated index was copied from. */
  generatedFrom?: number;
}

const QUERIES = [
  '/api/v2/venues?q=conference&city=london',
  '/api/v2/venues?city=manchester&category=hotel-function-room',
  '/api/v2/venues?q=hotl&sort=price',
  '/api/v2/venues?sort=updated',
  '/api/v2/venues?q=boardroom&capacity=50',
];

const SEARCHABLE_WITHIN_MS = 60_000;

interface Page {
  total: number;
  items: { id: string; name: string }[];
  facets?: unknown;
}

/** Answers other than 200, counted and logged, and the request tried again (follow) or skipped (compare). */
let failures = 0;

async function page(base: string, path: string): Promise<Page | null> {
  const response = await fetch(base + path);
  if (response.ok) return (await response.json()) as Page;
  failures += 1;
  console.warn(`${base}${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return null;
}

/** Three api processes and the indexer start at once on a shared machine: more than waitForHealth's 30 s. */
async function upWithin3Minutes(base: string): Promise<void> {
  let last = 'no answer';
  for (const started = performance.now(); performance.now() - started < 180_000; await sleep(250)) {
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
  }
  throw new Error(`The api at ${base} did not come up in 3 minutes (last: ${last})`);
}

const meta = new SearchIndexMetaRepository();
const generation = (dataSource: DataSource) => meta.generation(dataSource);

/** `npm run reindex` against the database, as an operator runs it; resolves with its seconds. */
function runReindex(url: string, children: ChildProcess[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [require.resolve('../commands/reindex.js')], {
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`reindex exited with ${code}`)),
    );
  });
}

/**
 * Edits a venue once a second until `done` resolves, following each edit on both apis, and puts
 * the same queries to both between edits. Resolves with what was measured.
 */
async function editThroughout(
  db: BenchDatabase,
  bases: string[],
  done: Promise<number>,
  pollMs: number,
): Promise<Omit<PhaseFacts, 'size' | 'phase' | 'reindexSeconds' | 'load' | 'failures'> & { reindexSeconds: number }> {
  const { dataSource } = db;
  const writer = new VenueWriter(dataSource);
  const ids = await samplePublishedVenueIds(dataSource, 2000);
  const times: number[][] = bases.map(() => []);
  let behind = 0;
  let compared = 0;
  let differed = 0;
  let finished = false;
  let reindexSeconds = 0;
  const ended = done.then((seconds) => {
    reindexSeconds = seconds;
    finished = true;
  });

  const follow = async (token: string, committed: number) => {
    let firstShownAt: number | null = null;
    const shown = await Promise.all(
      bases.map(async (base, k): Promise<number> => {
        for (;;) {
          const asked = performance.now();
          const found = await page(base, `/api/v2/venues?q=${token}&with_facets=false`);
          if (found?.items.some((item) => item.name.includes(token))) {
            const ms = performance.now() - committed;
            times[k]!.push(ms);
            firstShownAt ??= performance.now();
            return ms;
          }
          if (firstShownAt !== null && asked > firstShownAt) behind += 1;
          if (performance.now() - committed > SEARCHABLE_WITHIN_MS) throw new Error(`${token} not searchable in 60 s`);
          await sleep(pollMs);
        }
      }),
    );
    // As it goes, for a run cut short.
    console.log(
      `  ${token}: ${shown.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} (load ${loadavg()[0]!.toFixed(1)})`,
    );
  };

  const compare = async () => {
    const path = QUERIES[compared % QUERIES.length]!;
    const before = await generation(dataSource);
    const [a, b] = await Promise.all(bases.map((base) => page(base, path)));
    if (!a || !b || (await generation(dataSource)) !== before) return;
    compared += 1;
    const shape = (p: Page) => JSON.stringify({ total: p.total, ids: p.items.map((i) => i.id), facets: p.facets });
    if (shape(a) !== shape(b)) {
      differed += 1;
      console.warn(`The two apis answered ${path} differently at generation ${before}`);
    }
  };

  const following: Promise<void>[] = [];
  for (let i = 0; !finished; i++) {
    const tick = sleep(1000);
    const id = ids[i % ids.length]!;
    const venue = await venueById(dataSource, id);
    const token = `edit${i}q${Math.random().toString(36).slice(2, 8)}`;
    await writer.update(
      venue.id,
      { name: `${venue.name.replace(/ edit\d+q\w+$/, '')} ${token}`, displayName: `${venue.displayName} ${token}` },
      { expectedVersion: venue.version, actor: 'bench' },
    );
    const followed = follow(token, performance.now());
    followed.catch(() => undefined); // awaited below, after the reindex
    following.push(followed);
    await compare();
    await Promise.race([tick, ended]);
  }
  await Promise.all(following);
  return { times, behind, compared, differed, reindexSeconds };
}

async function measureHeld(url: string): Promise<Omit<HeldFacts, 'size'>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--max-old-space-size=8192', require.resolve('../bench/measure-resident.js'), url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`measure-resident exited with ${code}`));
      const m = JSON.parse(out.trim().split('\n').at(-1)!) as {
        documents: number;
        loadMs: number;
        heldBytes: number;
        rssBytes: number;
      };
      resolve({
        documents: m.documents,
        loadSeconds: m.loadMs / 1000,
        heldMb: m.heldBytes / 2 ** 20,
        rssMb: m.rssBytes / 2 ** 20,
      });
    });
  });
}

async function rssMb(child: ChildProcess): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function benchSize(size: number, pollMs: number, generate: number[]) {
  console.log(`\n== ${size.toLocaleString('en-GB')} venues`);
  const db = await startBenchDatabase(size);
  try {
    // The empty index, in this code's facet layout (else the indexer would rebuild it at start).
    await new PostgresSearchEngine(db.dataSource).rebuild((async function* () {})());
    // The seed's messages are the first build's to index, not the indexer's.
    await markOutboxProcessed(db.dataSource, new Clock().now());
    await vacuumAnalyze(db.dataSource, ['outbox']);
    const ports = [await freePort(), await freePort()];
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    const env = (port: number) => ({
      ...process.env,
      DATABASE_URL: db.postgres.url,
      PORT: String(port),
      LOG_LEVEL: 'error',
      UPLOADS_DIR: db.uploadsDir,
    });
    const apis = ports.map((port) => launch('api', env(port)));
    db.children.push(...apis, launch('indexer', env(ports[0]!)));
    await Promise.all(bases.map(upWithin3Minutes));

    const phases: PhaseFacts[] = [];
    for (const phase of ['none (30 s, for comparison)', 'into an empty index', 'over a current index']) {
      console.log(`Reindexing ${phase}, editing a venue a second…`);
      const reindexed = phase.startsWith('none')
        ? sleep(30_000).then(() => 0)
        : runReindex(db.postgres.url, db.children);
      const failed = failures;
      const measured = await editThroughout(db, bases, reindexed, pollMs);
      const facts: PhaseFacts = { size, phase, ...measured, failures: failures - failed, load: loadavg()[0]! };
      phases.push(facts);
      const all = facts.times.flat().sort((a, b) => a - b);
      console.log(
        `  reindex ${facts.reindexSeconds.toFixed(1)} s; ${facts.times[0]!.length} edits: p50 ${percentile(all, 50).toFixed(0)} ms, ` +
          `p95 ${percentile(all, 95).toFixed(0)} ms, max ${all.at(-1)?.toFixed(0)} ms; behind ${facts.behind}; ` +
          `compared ${facts.compared}, differed ${facts.differed}; failed answers ${facts.failures}; load ${facts.load.toFixed(1)}`,
      );
    }
    await vacuumAnalyze(db.dataSource, ['search_documents', 'search_words', 'search_vocabulary']);
    const held: HeldFacts[] = [{ size, ...(await measureHeld(db.postgres.url)), apiRssMb: await rssMb(apis[0]!) }];
    console.log(`  held ${JSON.stringify(held[0])}`);
    for (const target of generate.filter((n) => n > size)) {
      await generateIndex(db.dataSource, target);
      held.push({ size: target, generatedFrom: size, ...(await measureHeld(db.postgres.url)) });
      console.log(`  held ${JSON.stringify(held.at(-1))}`);
    }
    return { phases, held };
  } finally {
    await db.cleanUp();
  }
}

function report(phases: PhaseFacts[], held: HeldFacts[], pollMs: number): string {
  const n = (value: number) => value.toLocaleString('en-GB');
  const ms = (values: number[], p: number) => percentile(values, p).toFixed(0);
  return `## Live edits during a full reindex, and what a process holds

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()} with \`npm run bench:reindex\`.
Each size runs on a fresh embedded PostgreSQL with the demo data, two api processes and the
indexer. \`npm run reindex\` (a process of its own) builds the index twice: into an empty index,
then over the current one. Throughout, a venue is renamed once a second through the app's
writer, and each api is asked for the new name every ${pollMs} ms from the commit until it
finds it: time to searchable is commit → the first answer that shows it, per api.
Consistency: a request begun after the other api had shown an edit must show it ("behind":
how many did not); and a query put to both apis while no index write committed (the index's
generation read before and after) must get the same total, page and facets ("differed").
"load" is the machine's 1-minute load average as the phase ended: its 2 CPUs are shared with
other work, and the first row of each size (no reindex) shows what edits take on it anyway.

| venues | reindex | its time | edits | api | p50 ms | p95 ms | max ms | behind | compared | differed | not 200 | load |
|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${phases
  .flatMap((f) =>
    f.times.map((times, k) => {
      const sorted = [...times].sort((a, b) => a - b);
      return `| ${n(f.size)} | ${f.phase} | ${f.reindexSeconds.toFixed(1)} s | ${times.length} | ${k + 1} | ${ms(sorted, 50)} | ${ms(sorted, 95)} | ${sorted.at(-1)?.toFixed(0) ?? '—'} | ${f.behind} | ${f.compared} | ${f.differed} | ${f.failures} | ${f.load.toFixed(1)} |`;
    }),
  )
  .join('\n')}

What one process holds for the resident copy of the index (core/src/search/resident-index.ts),
read whole by a process of its own after the runs above: the heap and array buffers it added
after a full collection, its resident set, and the time the read took (an api does it once at
start, in \`warmUp\`). "api RSS" is the first api process's resident set at the end of the run,
with everything else it holds. A size marked generated is the index of the demo data named,
its documents, words, cards and name word-starts copied under new ids up to that size (columns
and posting lists grow as they would; the vocabulary does not). Read times grow with the machine's load as the edits'
times do (postgres-search-engine.ts notes a warm-up of about 5 s at 100,000 venues, measured earlier).

| venues | documents read | read in | held (heap + buffers) | process RSS | api RSS |
|---:|---:|---:|---:|---:|---:|
${held
  .map(
    (h) =>
      `| ${n(h.size)}${h.generatedFrom ? ` (generated from ${n(h.generatedFrom)})` : ''} | ${n(h.documents)} | ${h.loadSeconds.toFixed(1)} s | ${h.heldMb.toFixed(0)} MB | ${h.rssMb.toFixed(0)} MB | ${h.apiRssMb === undefined ? '—' : `${h.apiRssMb.toFixed(0)} MB`} |`,
  )
  .join('\n')}
`;
}

interface Results {
  phases: PhaseFacts[];
  held: HeldFacts[];
}

/** These figures with those of earlier runs kept in `file`, a size measured now replacing its own. */
async function merged(file: string | null, now: Results): Promise<Results> {
  if (!file) return now;
  const before: Results = existsSync(file)
    ? (JSON.parse(await readFile(file, 'utf8')) as Results)
    : { phases: [], held: [] };
  const sizes = new Set(now.phases.map((p) => p.size));
  const key = (h: HeldFacts) => `${h.size}/${h.generatedFrom ?? ''}`;
  const heldSizes = new Set(now.held.map(key));
  const all: Results = {
    phases: [...before.phases.filter((p) => !sizes.has(p.size)), ...now.phases].sort((a, b) => a.size - b.size),
    held: [...before.held.filter((h) => !heldSizes.has(key(h))), ...now.held].sort((a, b) => a.size - b.size),
  };
  await writeFile(file, JSON.stringify(all));
  return all;
}

async function main(): Promise<void> {
  const sizes = option('sizes', '12000,100000').split(',').map(Number);
  const generate = option('generate', '1000000').split(',').map(Number);
  const pollMs = Number(option('poll-ms', '25'));
  const resultsFile = option('results', '') || null;
  if (
    sizes.some((s) => !Number.isInteger(s) || s < 100) ||
    generate.some((g) => !Number.isInteger(g)) ||
    !(pollMs > 0)
  ) {
    throw new Error(
      'Usage: npm run bench:reindex -- [--sizes 12000,100000] [--generate 1000000] [--poll-ms 25] [--results FILE]',
    );
  }
  if (process.argv.includes('--report-only')) {
    // The figures kept in the results file, written again (after changing the report's wording).
    if (!resultsFile) throw new Error('--report-only needs --results FILE');
    const kept = JSON.parse(await readFile(resultsFile, 'utf8')) as Results;
    await writeBenchmarkSection('bench:reindex', report(kept.phases, kept.held, pollMs));
    return;
  }
  const now: Results = { phases: [], held: [] };
  for (const [i, size] of sizes.entries()) {
    const result = await benchSize(size, pollMs, i === sizes.length - 1 ? generate : []);
    now.phases.push(...result.phases);
    now.held.push(...result.held);
    // Written after each size, so a run cut short keeps what it measured.
    const all = await merged(resultsFile, now);
    await writeBenchmarkSection('bench:reindex', report(all.phases, all.held, pollMs));
  }
  console.log('\nWritten to BENCHMARKS.md');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
