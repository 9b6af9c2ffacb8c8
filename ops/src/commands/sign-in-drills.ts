// `npm run test:sign-in-drills [-- --venues 600]`: the sign-in side under attack, measured on
// loopback against the real api process (built: `npm run build` first) on a throwaway embedded
// PostgreSQL with the demo data. Prints its figures; changes no file.
//
//   1. 50 parallel wrong passwords for one administrator, each from its own address: how many
//      were checked (401) before the account locked, and how many were refused unchecked (429).
//   2. 40 parallel password-reset completions with made-up links, each from its own address (so
//      no per-client limit applies), while a client searches: search latency then against idle.
//      Then the costly case, 10 parallel completions with live links (each a memory-hard hash).
//   3. 300 parallel sign-ins for made-up addresses (each a decoy password check, so that its
//      answer takes as long as a real one), from 250 addresses, and a real administrator's sign-in
//      once a third of them are answered: the flood's answers, and the administrator's.
//   4. The upload budget: one owner asks for 120 upload addresses at once, each from its own
//      address (so only the account's budget applies): how many were handed out (201), refused
//      for storage (409) and for the hour's rate (429), and the bytes the account may then hold.
import { randomBytes } from 'node:crypto';
import { hashSecretToken, newSecretToken } from '@venue-finder/api/dist/kernel/secret-token';
import { sessionCookieName } from '@venue-finder/api/dist/kernel/session-cookie';
import type { DataSource } from 'typeorm';
import { Clock, PostgresSearchEngine } from '@venue-finder/core';
import { createAdmin } from '../admin-accounts';
import { indexWithProgress, startBenchDatabase } from '../bench/bench-database';
import { insertAdminResetToken, insertDrillOwner, insertDrillSession, mediaHeldBy } from '../bench/bench.repository';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, launch, option } from '../bench/bench-processes';

const ADMIN = 'drill-admin@venue-finder.example';
/** A second administrator, not locked by drill 1. */
const OTHER_ADMIN = 'drill-admin-2@venue-finder.example';
const PASSWORD = 'Drill-Password-Correct-42';

let addressSeq = 0;
/** A different client address for each request (the api believes loopback proxies here). */
const fromNewAddress = () => ({ 'X-Forwarded-For': `198.51.100.${(addressSeq++ % 250) + 1}` });

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}

/** Milliseconds of each search answered while `busy()` holds (at least `min` searches). */
async function searchTimes(base: string, min: number, busy: () => boolean = () => false): Promise<number[]> {
  const times: number[] = [];
  const cities = ['london', 'manchester', 'leeds', 'bristol'];
  while (times.length < min || busy()) {
    const started = performance.now();
    const response = await fetch(`${base}/api/v2/venues?city=${cities[times.length % cities.length]}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`search answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Up to `limitMs`: a loaded machine can take well over half a minute to start the api. */
async function waitForHealth(base: string, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error(`The api did not come up within ${limitMs / 1000} s`);
}

async function resetsWhileSearching(base: string, tokens: string[], idle: number[]): Promise<void> {
  let resetting = true;
  const started = performance.now();
  const resets = Promise.all(
    tokens.map((token, i) =>
      post(
        base,
        '/api/admin/auth/reset/complete',
        { token, new_password: `Drill-New-Password-${i}-x` },
        fromNewAddress(),
      ),
    ),
  ).finally(() => (resetting = false));
  const underLoad = await searchTimes(base, 20, () => resetting);
  const statuses = await resets;
  console.log(`   resets: ${tally(statuses)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`   search idle:       median ${ms(percentile(idle, 50))}, p95 ${ms(percentile(idle, 95))}`);
  console.log(
    `   search meanwhile:  median ${ms(percentile(underLoad, 50))}, p95 ${ms(percentile(underLoad, 95))}` +
      ` (${underLoad.length} searches; median ${(percentile(underLoad, 50) / percentile(idle, 50)).toFixed(2)}x idle)`,
  );
}

const clock = new Clock();

/** The moment `minutes` from now. */
const inMinutes = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);

/** Drill 3: an owner's upload addresses, asked for all at once from 120 client addresses. */
async function uploadBudgetDrill(base: string, dataSource: DataSource): Promise<void> {
  const ownerId = await insertDrillOwner(dataSource, 'drill-owner@venue-finder.example', clock.now());
  const token = newSecretToken();
  await insertDrillSession(dataSource, hashSecretToken(token), ownerId, clock.now(), inMinutes(60));
  const cookie = `${sessionCookieName(false)}=${token}`;
  const statuses = await Promise.all(
    Array.from({ length: 120 }, async () => {
      const response = await fetch(`${base}/api/media/presign?content_type=image/jpeg`, {
        method: 'POST',
        headers: { Cookie: cookie, ...fromNewAddress() },
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const held = await mediaHeldBy(dataSource, ownerId);
  console.log(`   answers: ${tally(statuses)}`);
  console.log(
    `   the account holds ${held.uploads} upload addresses, reserving ${(held.bytes / 1024 / 1024).toFixed(0)} MB` +
      ' (MEDIA_ACCOUNT_STORAGE_MB, 500 by default; MEDIA_ACCOUNT_UPLOADS_PER_HOUR, 60)',
  );
  if (statuses.some((status) => status >= 500)) throw new Error('An upload request answered 5xx');
}

async function main(): Promise<void> {
  const venues = Number(option('venues', '600'));
  const database = await startBenchDatabase(venues);
  const { dataSource } = database;
  try {
    await indexWithProgress(dataSource, new PostgresSearchEngine(dataSource), database.seeded.published);
    await createAdmin(dataSource, ADMIN, PASSWORD);
    await createAdmin(dataSource, OTHER_ADMIN, PASSWORD);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = launch('api', {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: database.postgres.url,
      PORT: String(port),
      LOG_LEVEL: 'error',
      UPLOADS_DIR: database.uploadsDir,
      TRUST_PROXY: 'loopback',
    });
    database.children.push(api);
    await waitForHealth(base, 180_000);

    console.log('\n1. 50 parallel wrong passwords for one administrator');
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(base, '/api/admin/auth/login', { email: ADMIN, password: `Wrong-Guess-${i}` }, fromNewAddress()),
      ),
    );
    const afterwards = await post(
      base,
      '/api/admin/auth/login',
      { email: ADMIN, password: PASSWORD },
      fromNewAddress(),
    );
    console.log(`   answers: ${tally(guesses)}; the right password afterwards: ${afterwards}`);

    console.log('\n2. 40 parallel password-reset completions (made-up links, 40 addresses) while searching');
    await searchTimes(base, 20); // warm
    const idle = await searchTimes(base, 60);
    const madeUp = Array.from({ length: 40 }, () => randomBytes(32).toString('base64url'));
    await resetsWhileSearching(base, madeUp, idle);

    console.log('\n   and 10 parallel completions with live links (each hashes a new password)');
    const live = Array.from({ length: 10 }, () => randomBytes(32).toString('base64url'));
    for (const token of live) {
      await insertAdminResetToken(dataSource, hashSecretToken(token), ADMIN, clock.now(), inMinutes(15));
    }
    await resetsWhileSearching(base, live, idle);

    console.log('\n3. 300 parallel sign-ins for made-up addresses (250 clients), and a real administrator');
    let answered = 0;
    const started = performance.now();
    const flood = Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        post(
          base,
          '/api/admin/auth/login',
          { email: `nobody-${i}@example.co.uk`, password: 'Any-Guess-123' },
          fromNewAddress(),
        ).finally(() => (answered += 1)),
      ),
    );
    while (answered < 100) await sleep(20);
    const realStarted = performance.now();
    const real = await post(
      base,
      '/api/admin/auth/login',
      { email: OTHER_ADMIN, password: PASSWORD },
      fromNewAddress(),
    );
    const realMs = performance.now() - realStarted;
    const floodStatuses = await flood;
    console.log(
      `   made-up addresses: ${tally(floodStatuses)} in ${((performance.now() - started) / 1000).toFixed(1)} s;` +
        ` the administrator meanwhile: ${real} in ${ms(realMs)}`,
    );
    if (real !== 200 || floodStatuses.some((status) => status !== 401)) {
      throw new Error('Made-up addresses must all get 401 and the real administrator must sign in (200).');
    }
    console.log('\n4. One owner asks for 120 upload addresses at once, from 120 client addresses');
    await uploadBudgetDrill(base, dataSource);
  } finally {
    await database.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
