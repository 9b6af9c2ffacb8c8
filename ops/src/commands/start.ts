// `npm start`: the whole product on embedded defaults. Starts PostgreSQL (embedded unless
// DATABASE_URL is set), migrates, seeds demo data into an empty database, then runs the api
// and the indexer as their own processes, as in production: one that dies is started again
// (supervisor.ts). Ctrl-C or SIGTERM stops them in order — api and indexer drain first,
// PostgreSQL last — and the data stays for next time.
import { setTimeout as sleep } from 'node:timers/promises';
import { API_NODE_FLAGS } from '@venue-finder/api/dist/node-flags';
import { migrateUp, openDataSource, type RunningPostgres, startEmbeddedPostgres } from '@venue-finder/core';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_OWNER_EMAIL,
  DEMO_PLANNER_EMAIL,
  refuseDemoDataInProduction,
  seedDemoData,
} from '../demo-data';
import { countVenues } from '../demo-data/demo-data.repository';
import { loadOpsConfig, type OpsConfig } from '../ops-config';
import { ProgressBar } from '../progress-bar';
import { Supervisor } from '../supervisor';

let postgres: RunningPostgres | undefined;
const supervisor = new Supervisor({
  say: (line) => console.error(line),
  gaveUp: () => void stop(1),
});
let stopping = false;

/** Stops the services (they drain), then PostgreSQL, then exits. */
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Venue Finder…');
  await supervisor.stop();
  if (postgres) {
    await postgres.stop();
    console.log(`PostgreSQL stopped; the data stays in ${postgres.dataDir}`);
  }
  process.exit(code);
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadOpsConfig();
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    console.log(`Starting embedded PostgreSQL (data in ${config.postgresDir})…`);
    postgres = await startEmbeddedPostgres({ dataDir: config.postgresDir, port: config.EMBEDDED_PG_PORT });
    databaseUrl = postgres.url;
  }
  const applied = await migrateUp(databaseUrl);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  await seedWhenEmpty(databaseUrl, config);
  const production = config.NODE_ENV === 'production';

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    UPLOADS_DIR: config.uploadsDir,
    PORT: String(config.PORT),
    // The welcome banner says what matters; the services speak up for warnings and errors.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The embedded default: a developer's machine reads its mail at /dev/mailbox (loopback only).
    DEV_MAILBOX: process.env.DEV_MAILBOX || (production ? 'off' : 'on'),
  };
  supervisor.start('api', require.resolve('@venue-finder/api/dist/main.js'), env, API_NODE_FLAGS);
  supervisor.start('indexer', require.resolve('@venue-finder/indexer/dist/main.js'), env);
  await waitForHealth(config.PORT);
  await waitForIndexing(config.PORT);
  printWelcome(config, Date.now() - startedAt);
}

async function seedWhenEmpty(databaseUrl: string, config: OpsConfig): Promise<void> {
  const dataSource = await openDataSource(databaseUrl, 4);
  try {
    if ((await countVenues(dataSource)) > 0) return;
    refuseDemoDataInProduction(config);
    console.log(`An empty database: generating ${config.SEED_VENUES.toLocaleString('en-GB')} demo venues…`);
    const bar = new ProgressBar('Demo venues', config.SEED_VENUES);
    await seedDemoData(dataSource, {
      count: config.SEED_VENUES,
      uploadsDir: config.uploadsDir,
      onProgress: (done) => bar.update(done),
    });
    bar.finish();
  } finally {
    await dataSource.destroy();
  }
}

async function waitForHealth(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`The api did not become healthy on port ${port} within 60 s.`);
}

/** After a fresh seed the indexer has a backlog; "ready" should mean "searchable". */
async function waitForIndexing(port: number): Promise<void> {
  const pending = async () => {
    const health = (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as {
      indexer?: { pending?: number };
    };
    return health.indexer?.pending ?? 0;
  };
  const initial = await pending();
  if (initial === 0) return;
  const bar = new ProgressBar('Indexing venues', initial);
  for (let left = initial; left > 0; left = await pending()) {
    bar.update(initial - left);
    await sleep(250);
  }
  bar.update(initial);
  bar.finish();
}

function printWelcome(config: OpsConfig, elapsedMs: number): void {
  const url = `http://localhost:${config.PORT}`;
  console.log(`
  Venue Finder is running (ready in ${(elapsedMs / 1000).toFixed(1)} s)

    Web app       ${url}
    API docs      ${url}/api/docs
    Health        ${url}/health

    Demo owner    ${DEMO_OWNER_EMAIL} (signs in with an e-mailed magic link)
    Demo planner  ${DEMO_PLANNER_EMAIL} (the same, choosing “I am planning an event”):
                  ${url}/v2/my-events shows an open proposal, a held date and a booking
    Demo admin    ${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD}

    Enquiries     sign in as the demo owner: ${url}/owners/portal?tab=enquiries has one in every state;
                  send a brief at ${url}/v2/brief, then read the mails at ${url}/dev/mailbox
    Admin queue   ${url}/admin/enquiries (enquiries waiting on venues nobody owns)

  Press Ctrl-C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stop(1);
});
