// What a page's start costs the browser's main thread, traced twice: by Chromium itself with no
// DevTools attached (--trace-startup: what a visitor's browser does), and through the DevTools
// protocol as Lighthouse and Playwright drive it. Both at 1× (throttling needs the protocol), so
// the two differ only by the inspector. With it attached V8 records a detailed stack (line and
// column) for every Error created, so each of React DOM's module-level Error sentinels makes V8
// re-parse the whole chunk for source positions (V8.CollectSourcePositions): time a visitor
// never spends, which Lighthouse counts as blocking and multiplies by its CPU slowdown.
//
//   node tests/bench/start-trace.ts [url] [runs]     # default http://localhost:3000/v2/venues, 3
//
// Prints, per run and way: the main thread's time in tasks over 50 ms after the first contentful
// paint (blocking time, unthrottled; noisy on a shared machine, and the inspector-free browser is
// starting up meanwhile), the time V8 spent collecting source positions (the clean comparison),
// the time layout waited on font lookups, and the task that laid out and painted the first
// content. On Linux the sandboxed renderer asks the browser process, and fontconfig through it,
// for every new font strike (family, size, weight) it lays text out in
// (FontCache::GetFontPlatformData): tens of milliseconds each on this machine, with or without an
// inspector. Chromium on Android, which Lighthouse's phone stands for, makes no such round trip.
//
// Lighthouse's simulation (Lantern) keeps, of the layout and paint tasks before the first paint,
// only the first that did a layout and the first that painted as holding that paint back. When
// the browser laid out and painted the document's head before its body had been parsed, the
// tasks that really drew the first content are neither: the simulation moves them after the
// first paint, counts them as blocking at four times their length, and holds the LCP back by
// them. The last column is their time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const url = process.argv[2] ?? 'http://localhost:3000/v2/venues';
const runs = Number(process.argv[3] ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8',
  'disabled-by-default-v8.compile',
  'loading',
  'fonts',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

interface StartCost {
  blockingMs: number;
  sourcePositionsMs: number;
  fontLookupsMs: number;
  /** Layout and paint before the first paint that Lighthouse's simulation moves after it (see above). */
  movedAfterPaintMs: number;
}

/** How long the events named `name` took together, nested ones counted once. */
function timeIn(events: TraceEvent[], name: string): number {
  return (
    events
      .filter((e) => e.name === name)
      .sort((a, b) => a.ts - b.ts)
      .reduce((acc, e) => (e.ts >= acc.end ? { end: e.ts + (e.dur ?? 0), sum: acc.sum + (e.dur ?? 0) } : acc), {
        end: 0,
        sum: 0,
      }).sum / 1000
  );
}

/** The page's renderer: the one that painted; its main thread's long tasks after that paint. */
function costOf(events: TraceEvent[]): StartCost {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('The trace has no first contentful paint: did the page load?');
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.pid === fcp.pid &&
      (e as { args?: { name?: string } }).args?.name === 'CrRendererMain',
  );
  const onMain = events.filter((e) => e.pid === fcp.pid && e.tid === main?.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  let blocking = 0;
  for (const task of tasks.filter((e) => e.ts >= fcp.ts)) blocking += Math.max(0, (task.dur ?? 0) / 1000 - 50);
  const does = (task: TraceEvent, name: string) =>
    onMain.some((e) => e.name === name && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
  const drawing = tasks.filter((task) => task.ts < fcp.ts && (does(task, 'Layout') || does(task, 'Paint')));
  const kept = [drawing.find((task) => does(task, 'Layout')), drawing.find((task) => does(task, 'Paint'))];
  return {
    blockingMs: blocking,
    sourcePositionsMs: timeIn(onMain, 'V8.CollectSourcePositions'),
    fontLookupsMs: timeIn(onMain, 'FontCache::GetFontPlatformData'),
    movedAfterPaintMs:
      drawing.filter((task) => !kept.includes(task)).reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000,
  };
}

/** Chromium on its own, tracing its start into a file: no DevTools protocol, no inspector. */
async function withoutInspector(): Promise<StartCost> {
  const dir = mkdtempSync(join(tmpdir(), 'start-trace-'));
  const file = join(dir, 'trace.json');
  const browser = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      `--user-data-dir=${join(dir, 'profile')}`,
      '--window-size=412,823',
      `--trace-startup=${CATEGORIES.join(',')}`,
      '--trace-startup-format=json',
      `--trace-startup-file=${file}`,
      '--trace-startup-duration=7',
      url,
    ],
    { stdio: 'ignore' },
  );
  try {
    // The trace is written once its duration is over; then the browser has nothing left to do.
    for (let waited = 0; waited < 40_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      try {
        const parsed = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
        return costOf(Array.isArray(parsed) ? parsed : parsed.traceEvents);
      } catch {
        // not written (or not whole) yet
      }
    }
    throw new Error('Chromium wrote no startup trace within 40 s');
  } finally {
    browser.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same load driven through the DevTools protocol, as Lighthouse and Playwright do. */
async function withInspector(): Promise<StartCost> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    const parsed = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return costOf(parsed.traceEvents);
  } finally {
    await browser.close();
  }
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;
console.log(`${url}, ${runs} cold loads each way, 1×, 412 × 823`);
console.log(
  'way                   blocking after FCP   collecting source positions   font lookups   drawing moved after FCP',
);
for (let run = 1; run <= runs; run++) {
  for (const [way, trace] of [
    ['no inspector', withoutInspector],
    ['DevTools protocol', withInspector],
  ] as const) {
    const cost = await trace();
    console.log(
      `${way.padEnd(20)}  ${ms(cost.blockingMs).padStart(18)}   ${ms(cost.sourcePositionsMs).padStart(27)}   ${ms(cost.fontLookupsMs).padStart(12)}   ${ms(cost.movedAfterPaintMs).padStart(23)}`,
    );
  }
}
