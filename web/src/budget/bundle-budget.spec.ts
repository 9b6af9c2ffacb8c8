// The budget of each landing page, checked against the real build (npm test builds first).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FIRST_VIEW_MAX_JS, ROUTE_BUDGETS } from './budgets';
import { type Manifest, checkBudgets, entryBundle, gzippedBytes } from './route-bundles';

// Beside this file's package: web/dist (the web package is an ES module: no __dirname here).
const DIST = join(dirname(expect.getState().testPath!), '../../dist');
const MANIFEST = join(DIST, '.vite/manifest.json');

describe('The landing pages’ initial JavaScript and CSS (gzipped)', () => {
  it('stay within their budgets', () => {
    if (!existsSync(MANIFEST)) {
      throw new Error(`No web build at ${DIST}: run \`npm run build\` first (npm test does).`);
    }
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    const checks = checkBudgets(manifest, DIST, ROUTE_BUDGETS);
    const report = checks.map(
      ({ route, js, css }) =>
        `${route}: ${js.toLocaleString('en-GB')} B script (limit ${ROUTE_BUDGETS[route]!.maxJs.toLocaleString('en-GB')}), ` +
        `${css.toLocaleString('en-GB')} B CSS (limit ${ROUTE_BUDGETS[route]!.maxCss.toLocaleString('en-GB')})`,
    );
    // The figures, for the log of every run (and to see by how much a page is over).
    console.log(report.join('\n'));
    expect(checks.filter((check) => check.overJs || check.overCss).map((check) => check.route)).toEqual([]);
  });

  it('leave the first view of a rendered page to the entry alone, within its budget', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    const { js } = entryBundle(manifest);
    expect(js[0]).toMatch(/^assets\/index-[\w-]+\.js$/);
    expect(gzippedBytes(DIST, js)).toBeLessThanOrEqual(FIRST_VIEW_MAX_JS);
  });
});
