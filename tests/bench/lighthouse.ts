// Lighthouse (mobile profile) on the pages of a running product: the results page, a venue page
// and the comparison; signed in as the demo owner, the owner portal and the listing wizard; as
// the demo admin, the moderation queues. Starts nothing itself; point BENCH_URL at a running
// `npm start` (its demo accounts and dev mailbox sign the benchmark in). Writes its figures
// into the bench:web section of BENCHMARKS.md at the repository root.
//
//   npm run bench:web                        # http://localhost:3000
//   BENCH_URL=http://localhost:3100 BENCH_RUNS=5 CHROME_PATH=/usr/bin/chromium npm run bench:web
//   BENCH_PAGES=landing npm run bench:web    # results, venue and compare only; prints, writes nothing
//
// BENCH_PAGES=landing is for comparing two builds side by side (one api serving each): it audits
// the landing pages only and leaves BENCHMARKS.md as it is, which holds full runs alone.
// Each page is audited BENCH_RUNS times (default 3) in a fresh headless Chromium; the run with the
// median performance score is reported, as Lighthouse's own guidance suggests. The landing pages
// (results, venue, compare) are audited a second time with the throttling applied in the browser
// rather than simulated (see `Throttling`).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { format, resolveConfig } from 'prettier';
// Built by `npm start`, which the benchmark runs against.
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_OWNER_EMAIL } from '../../ops/dist/demo-data/demo-users.js';

const BASE_URL = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '3', 10) || 3);
const LANDING_ONLY = process.env.BENCH_PAGES === 'landing';
if (process.env.BENCH_PAGES !== undefined && !LANDING_ONLY) {
  throw new Error(`BENCH_PAGES is '${process.env.BENCH_PAGES}': leave it out for every page, or say 'landing'`);
}
const REPO_ROOT = join(import.meta.dirname, '..', '..');
const BENCHMARKS_FILE = join(REPO_ROOT, 'BENCHMARKS.md');
const SECTION_START = '<!-- bench:web:start -->';
const SECTION_END = '<!-- bench:web:end -->';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

type Account = 'owner' | 'admin';

interface PageToAudit {
  name: string;
  path: string;
  /** Audited signed in as this demo account. */
  signedIn?: Account;
}

/** The demo accounts `npm start` seeds (README); override for another install. */
const OWNER_EMAIL = process.env.BENCH_OWNER_EMAIL ?? DEMO_OWNER_EMAIL;
const ADMIN_EMAIL = process.env.BENCH_ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL;
const ADMIN_PASSWORD = process.env.BENCH_ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD;

/**
 * How the phone's slowness is made. `simulated` is Lighthouse's default (and PageSpeed's): a fast
 * run, then its trace replayed through a model of a 4×-slower CPU on slow 4G, which counts every
 * script fetched before the first paint as holding that paint back. `applied` slows the browser
 * itself (the CPU four times, the link to slow 4G: Lighthouse's `devtools` method), so what it
 * reports happened, at the cost of more spread between runs.
 */
type Throttling = 'simulated' | 'applied';

interface Audit {
  page: PageToAudit;
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lighthouseVersion: string;
  userAgent: string;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${BASE_URL}${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function postJson(path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${BASE_URL}${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The session cookie a sign-in answered with, as a Cookie header sends it. */
function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (cookies.length === 0) throw new Error(`${response.url} set no session cookie`);
  return cookies.join('; ');
}

/** Signs the demo owner in as a person does: a magic link, read from the dev mailbox. */
async function ownerCookie(): Promise<string> {
  interface Mail {
    id: number;
    to: string;
    text: string;
  }
  const mailTo = async () =>
    (await getJson<{ messages: Mail[] }>('/dev/mailbox/messages')).messages.filter((mail) => mail.to === OWNER_EMAIL);
  // Only a message newer than those already there: an earlier run's link is spent.
  const before = Math.max(0, ...(await mailTo()).map((mail) => mail.id));
  await postJson('/api/auth/magic-link', { email: OWNER_EMAIL });
  for (let tries = 0; tries < 50; tries += 1) {
    const token = (await mailTo())
      .filter((mail) => mail.id > before)
      .sort((a, b) => b.id - a.id)[0]
      ?.text.match(/\/auth\/verify#token=([\w-]+)/)?.[1];
    if (token) return sessionCookie(await postJson('/api/auth/magic-link/consume', { token, confirm: true }));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `No sign-in link for ${OWNER_EMAIL} reached ${BASE_URL}/dev/mailbox within 10 s ` +
      '(bench:web signs in through the dev mailbox: run it against `npm start` without SMTP_URL)',
  );
}

async function adminCookie(): Promise<string> {
  return sessionCookie(await postJson('/api/admin/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
}

/**
 * The pages: the results, the first venue the API lists, a comparison of the first three; the
 * owner portal and the listing wizard; the admin's queues.
 */
async function pagesToAudit(): Promise<PageToAudit[]> {
  const { items } = await getJson<{ items: { id: string; slug: string }[] }>('/api/v2/venues?pageSize=3');
  if (items.length < 3) throw new Error(`${BASE_URL} lists fewer than three venues; seed some first`);
  return [
    { name: 'Search results', path: '/v2/venues' },
    { name: 'Venue', path: `/v2/venue/${encodeURIComponent(items[0].slug || items[0].id)}` },
    { name: 'Compare', path: `/compare?ids=${items.map((venue) => encodeURIComponent(venue.id)).join(',')}` },
    { name: 'Owner portal', path: '/owners/portal', signedIn: 'owner' },
    { name: 'Listing wizard', path: '/owners/register-venue', signedIn: 'owner' },
    { name: 'Admin: registrations', path: '/admin/registrations', signedIn: 'admin' },
    { name: 'Admin: claims', path: '/admin/claims', signedIn: 'admin' },
    { name: 'Admin: change requests', path: '/admin/change-requests', signedIn: 'admin' },
  ];
}

/**
 * Lighthouse's measure of the host's CPU in every run (its "CPU/Memory Power"): its 4× slowdown
 * assumes a desktop of about 1,000-2,000, and a shared machine moves between runs.
 */
const benchmarkIndexes: number[] = [];

/**
 * Lighthouse could not record the run (its trace lost the navigation start, and the like); its
 * own advice is to run it again, and the next run is a new browser.
 */
class LighthouseRunError extends Error {
  readonly code: string;
  constructor(path: string, code: string, message: string) {
    super(`${path}: ${code} ${message}`);
    this.code = code;
  }
}

/** Runs that Lighthouse failed to record are run again, this many times at most per page. */
const RETRIES = 2;

async function auditOnce(page: PageToAudit, cookie: string | undefined, throttling: Throttling): Promise<Audit> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    // Lighthouse's default config, the mobile profile (emulated phone, slow 4G).
    const config =
      throttling === 'applied'
        ? { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' as const } }
        : undefined;
    const result = await lighthouse(
      `${BASE_URL}${page.path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRunError(page.path, lhr.runtimeError.code, lhr.runtimeError.message);
    }
    // A signed-in page that sent the browser to sign in would be measured as the sign-in page.
    if (cookie && new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
      throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}: the session was not accepted`);
    }
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    return {
      page,
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<Category, number>,
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
    };
  } finally {
    chrome.kill();
  }
}

async function auditPage(
  page: PageToAudit,
  cookies: Record<Account, string>,
  throttling: Throttling = 'simulated',
): Promise<Audit> {
  const name = throttling === 'applied' ? `${page.name}, throttling applied` : page.name;
  const runs: Audit[] = [];
  let retries = RETRIES;
  while (runs.length < RUNS) {
    const run = runs.length + 1;
    let audit: Audit;
    try {
      audit = await auditOnce(page, page.signedIn && cookies[page.signedIn], throttling);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || retries === 0) throw error;
      retries -= 1;
      console.log(`${name} (${run}/${RUNS}): not recorded (${error.code}), running it again`);
      continue;
    }
    console.log(
      `${name} (${run}/${RUNS}): ${CATEGORIES.map((category) => `${category} ${audit.scores[category]}`).join(', ')}`,
    );
    runs.push(audit);
  }
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  return runs[Math.floor(runs.length / 2)];
}

function machine(): string {
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const gib = Math.round(totalmem() / 1024 ** 3);
  return `${availableParallelism()} × ${model}, ${gib} GiB, Node ${process.version}`;
}

function chromeVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return CHROME_PATH;
  }
}

const address = (page: PageToAudit) => `\`${page.path.replace(/ids=.*/, 'ids=…')}\``;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function section(audits: Audit[], applied: Audit[]): string {
  const date = new Date().toISOString().slice(0, 10);
  const command = `${process.env.BENCH_URL ? `BENCH_URL=${BASE_URL} ` : ''}npm run bench:web`;
  const rows = audits.map(
    (audit) =>
      `| ${audit.page.name} | ${address(audit.page)} | ${audit.scores.performance} | ${audit.scores.accessibility} | ${audit.scores['best-practices']} | ${audit.scores.seo} | ${seconds(audit.lcpMs)} | ${Math.round(audit.tbtMs)} ms | ${audit.cls.toFixed(3)} |`,
  );
  const appliedRows = applied.map(
    (audit) =>
      `| ${audit.page.name} | ${address(audit.page)} | ${audit.scores.performance} | ${seconds(audit.fcpMs)} | ${seconds(audit.lcpMs)} | ${Math.round(audit.tbtMs)} ms | ${audit.cls.toFixed(3)} |`,
  );
  return [
    SECTION_START,
    '## Web (Lighthouse, mobile profile)',
    '',
    `Measured ${date} on ${machine()} with \`${command}\` against ${BASE_URL}`,
    `(Lighthouse ${audits[0].lighthouseVersion}, ${chromeVersion()}, headless; emulated phone on simulated slow 4G;`,
    `median of ${RUNS} ${RUNS === 1 ? 'run' : 'runs'} per page by performance; the product and the browser share the machine;`,
    `Lighthouse's benchmarkIndex of the machine ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))} over the runs).`,
    'The owner and admin pages are audited signed in as the demo accounts; they ask search engines not to index them.',
    '',
    '| page | address | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    "The landing pages again with the throttling applied in the browser (Lighthouse's `devtools` method: the CPU",
    'really four times slower, the link really slow 4G) rather than simulated from a fast run, which counts every',
    'script fetched before the first paint as holding the paint back; same median of runs:',
    '',
    '| page | address | performance | FCP | LCP | TBT | CLS |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...appliedRows,
    SECTION_END,
  ].join('\n');
}

/** The section as the repository's Prettier settings write Markdown, so `npm run lint` stays clean. */
async function formatted(text: string): Promise<string> {
  const options = (await resolveConfig(BENCHMARKS_FILE)) ?? {};
  return (await format(text, { ...options, parser: 'markdown' })).trimEnd();
}

/** Replaces the bench:web section, or adds it at the end; the rest of the file stays as it is. */
function writeSection(text: string): void {
  const current = existsSync(BENCHMARKS_FILE)
    ? readFileSync(BENCHMARKS_FILE, 'utf8')
    : '# Benchmarks\n\nFigures measured by the scripts named in each section; rerun them to refresh.\n';
  const start = current.indexOf(SECTION_START);
  const end = current.indexOf(SECTION_END);
  const next =
    start !== -1 && end > start
      ? `${current.slice(0, start)}${text}${current.slice(end + SECTION_END.length)}`
      : `${current.trimEnd()}\n\n${text}\n`;
  writeFileSync(BENCHMARKS_FILE, next);
}

const cookies: Record<Account, string> = LANDING_ONLY
  ? { owner: '', admin: '' }
  : { owner: await ownerCookie(), admin: await adminCookie() };
const audits: Audit[] = [];
const applied: Audit[] = [];
for (const page of (await pagesToAudit()).filter((page) => !LANDING_ONLY || !page.signedIn)) {
  audits.push(await auditPage(page, cookies));
  if (!page.signedIn) applied.push(await auditPage(page, cookies, 'applied'));
}
const text = await formatted(section(audits, applied));
if (LANDING_ONLY) {
  console.log(`\n${text}\n\nThe landing pages only (BENCH_PAGES=landing): BENCHMARKS.md left as it is.`);
} else {
  writeSection(text);
  console.log(`\nWrote the bench:web section of ${BENCHMARKS_FILE}`);
}
