// `npm run test:sign-in-drills [-- --venues 600]`: the sign-in side under attack, measured on
// loopback against the real api process (built: `npm run build` first) on a throwaway embedded
// PostgreSQL with the demo data. Prints its figures; changes no file.
//
//   1. 50 parallel wrong passwords for one administrator, each from its own address: how many
//      were checked (401) before the account locked, and how many were refused unchecked (429).
//   2. 40 parallel password-reset completions, each with a live link and from its own address
//      (the worst case: no per-client limit applies, every one costs a memory-hard hash), while a
//      client searches: search latency then against idle.
import { randomBytes } from 'node:crypto';
import { hashSecretToken } from '@venue-finder/api/dist/auth/secret-token';
import { PostgresSearchEngine } from '@venue-finder/core';
import { createAdmin } from '../admin-accounts';
import { indexWithProgress, startBenchDatabase } from '../bench/bench-database';
import { freePort, launch, option, waitForHealth } from '../bench/bench-processes';

const ADMIN = 'drill-admin@venue-finder.example';
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

async function main(): Promise<void> {
  const venues = Number(option('venues', '600'));
  const database = await startBenchDatabase(venues);
  const { dataSource } = database;
  try {
    await indexWithProgress(dataSource, new PostgresSearchEngine(dataSource), database.seeded.published);
    await createAdmin(dataSource, ADMIN, PASSWORD);
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
    await waitForHealth(base);

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

    console.log('\n2. 40 parallel password-reset completions (live links, 40 addresses) while searching');
    await searchTimes(base, 20); // warm
    const idle = await searchTimes(base, 60);
    const tokens = Array.from({ length: 40 }, () => randomBytes(32).toString('base64url'));
    for (const token of tokens) {
      await dataSource.query(
        `INSERT INTO one_time_tokens (token_hash, purpose, email, user_type, expires_at)
         VALUES ($1, 'password_reset', $2, 'admin', now() + interval '15 minutes')`,
        [hashSecretToken(token), ADMIN],
      );
    }
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
    const resetStatuses = await resets;
    const resetMs = performance.now() - started;
    console.log(`   resets: ${tally(resetStatuses)} in ${(resetMs / 1000).toFixed(1)} s`);
    console.log(`   search idle:       median ${ms(percentile(idle, 50))}, p95 ${ms(percentile(idle, 95))}`);
    console.log(
      `   search meanwhile:  median ${ms(percentile(underLoad, 50))}, p95 ${ms(percentile(underLoad, 95))}` +
        ` (${underLoad.length} searches; median ${(percentile(underLoad, 50) / percentile(idle, 50)).toFixed(2)}x idle)`,
    );
  } finally {
    await database.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
