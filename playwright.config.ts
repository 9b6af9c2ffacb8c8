// Browser tests in a real Chromium against the real product: `npm start`'s own launcher with a
// fresh embedded PostgreSQL and a smaller demo data set, on a port of its own.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_DATA_DIR as DATA_DIR,
  E2E_DNS_PORT as DNS_PORT,
  E2E_PORT as PORT,
  E2E_POSTGRES_PORT as POSTGRES_PORT,
} from './tests/e2e/support/e2e-env';

/** A browser from the machine when there is one (CHROMIUM_PATH, Debian's), else Playwright's own. */
function chromiumPath(): string | undefined {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
}

export default defineConfig({
  testDir: 'tests/e2e',
  // A guard against a hung test, not a speed check (speed is benchmarked, never asserted): the
  // longest journeys (an owner and an admin in two browsers, a claim or a checklist end to end)
  // take 14-30 s on a 2-CPU machine shared by two Chromiums, the api, the indexer and PostgreSQL,
  // and more than 60 s when that machine runs at half its speed (a CI run whose browser tests
  // took 12 minutes instead of 6), so each test has two minutes.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node ops/dist/commands/start.js`,
    url: `http://localhost:${PORT}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      SEED_VENUES: '600',
      EMBEDDED_PG_PORT: String(POSTGRES_PORT),
      // Claims look DNS up on a loopback server the tests run (refused at once when none is up).
      DNS_SERVERS: `127.0.0.1:${DNS_PORT}`,
      DNS_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'warn',
      // Every journey posts from this one client and address; the limits themselves are proved in
      // api/src/rate-limit/public-forms.http.spec.ts.
      BRIEF_RATE_LIMIT: '10000',
      ENQUIRY_RATE_LIMIT: '10000',
      ENQUIRY_RECIPIENT_DAILY_LIMIT: '10000',
      // The journeys find each enquiry by its own mail to the demo owner (the digest is proved in
      // api/src/venue-enquiries/holds-and-bookings.http.spec.ts).
      OWNER_NEW_ENQUIRY_MAILS_PER_HOUR: '10000',
      VENUE_PACK_RATE_LIMIT: '10000',
      MAGIC_LINK_CLIENT_LIMIT: '10000',
      // The demo owner signs in from many journeys within 15 minutes.
      MAGIC_LINK_ADDRESS_LIMIT: '1000',
      // Owner analytics: counts reach the database every half second, and every page's beacons
      // come from this one client.
      ANALYTICS_FLUSH_MS: '500',
      // A journey may act as a visitor of its own address (X-Forwarded-For), as behind nginx.
      TRUST_PROXY: 'loopback',
      ANALYTICS_BEACON_LIMIT: '100000',
    },
  },
});
