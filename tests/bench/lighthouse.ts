// Lighthouse (mobile profile) on the visitor pages of a running product: the results page, a venue
// page and the comparison. Starts nothing itself; point BENCH_URL at a running `npm start`.
// Writes its figures into the bench:web section of BENCHMARKS.md at the repository root.
//
//   npm run bench:web                        # http://localhost:3000
//   BENCH_URL=http://localhost:3100 BENCH_RUNS=5 CHROME_PATH=/usr/bin/chromium npm run bench:web
//
// Each page is audited BENCH_RUNS times (default 3) in a fresh headless Chromium; the run with the
// median performance score is reported, as Lighthouse's own guidance suggests.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { format, resolveConfig } from 'prettier';

const BASE_URL = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '3', 10) || 3);
const REPO_ROOT = join(import.meta.dirname, '..', '..');
const BENCHMARKS_FILE = join(REPO_ROOT, 'BENCHMARKS.md');
const SECTION_START = '<!-- bench:web:start -->';
const SECTION_END = '<!-- bench:web:end -->';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface PageToAudit {
  name: string;
  path: string;
}

interface Audit {
  page: PageToAudit;
  scores: Record<Category, number>;
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

/** The pages: the results, the first venue the API lists, and a comparison of the first three. */
async function pagesToAudit(): Promise<PageToAudit[]> {
  const { items } = await getJson<{ items: { id: string; slug: string }[] }>('/api/v2/venues?pageSize=3');
  if (items.length < 3) throw new Error(`${BASE_URL} lists fewer than three venues; seed some first`);
  return [
    { name: 'Search results', path: '/v2/venues' },
    { name: 'Venue', path: `/v2/venue/${encodeURIComponent(items[0].slug || items[0].id)}` },
    { name: 'Compare', path: `/compare?ids=${items.map((venue) => encodeURIComponent(venue.id)).join(',')}` },
  ];
}

async function auditOnce(page: PageToAudit): Promise<Audit> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    // No config: Lighthouse's default, the mobile profile (emulated phone, simulated slow 4G).
    const result = await lighthouse(`${BASE_URL}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    return {
      page,
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<Category, number>,
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

async function auditPage(page: PageToAudit): Promise<Audit> {
  const runs: Audit[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const audit = await auditOnce(page);
    console.log(
      `${page.name} (${run}/${RUNS}): ${CATEGORIES.map((category) => `${category} ${audit.scores[category]}`).join(', ')}`,
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

function section(audits: Audit[]): string {
  const date = new Date().toISOString().slice(0, 10);
  const command = `${process.env.BENCH_URL ? `BENCH_URL=${BASE_URL} ` : ''}npm run bench:web`;
  const rows = audits.map(
    (audit) =>
      `| ${audit.page.name} | \`${audit.page.path.replace(/ids=.*/, 'ids=…')}\` | ${audit.scores.performance} | ${audit.scores.accessibility} | ${audit.scores['best-practices']} | ${audit.scores.seo} | ${(audit.lcpMs / 1000).toFixed(1)} s | ${Math.round(audit.tbtMs)} ms | ${audit.cls.toFixed(3)} |`,
  );
  return [
    SECTION_START,
    '## Web (Lighthouse, mobile profile)',
    '',
    `Measured ${date} on ${machine()} with \`${command}\` against ${BASE_URL}`,
    `(Lighthouse ${audits[0].lighthouseVersion}, ${chromeVersion()}, headless; emulated phone on simulated slow 4G;`,
    `median of ${RUNS} ${RUNS === 1 ? 'run' : 'runs'} per page by performance; the product and the browser share the machine).`,
    '',
    '| page | address | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
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

const audits: Audit[] = [];
for (const page of await pagesToAudit()) audits.push(await auditPage(page));
writeSection(await formatted(section(audits)));
console.log(`\nWrote the bench:web section of ${BENCHMARKS_FILE}`);
