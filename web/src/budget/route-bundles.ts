// What a page of the built app loads before it runs: the app's entry, the app's start it
// imports on every page, and the route's chunk, with every chunk they import statically (not the
// ones loaded on demand), and their CSS; and what a page the server rendered loads before it
// shows anything, the entry alone — read from Vite's build manifest (build-manifest.ts),
// measured gzipped as a phone downloads them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeBundle, type Manifest } from '../app/build-manifest';

export interface RouteBudget {
  /** The route's module in the manifest, e.g. 'src/app/routes/venues.tsx'. */
  module: string;
  /** Limits in bytes, gzipped. */
  maxJs: number;
  maxCss: number;
}

export {
  ENTRY,
  entryBundle,
  routeBundle,
  type Manifest,
  type ManifestChunk,
  type RouteBundle,
} from '../app/build-manifest';

/** Gzipped bytes of files under the build directory. */
export function gzippedBytes(distDir: string, files: string[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(join(distDir, file))).length, 0);
}

export interface BudgetCheck {
  route: string;
  js: number;
  css: number;
  overJs: boolean;
  overCss: boolean;
}

export function checkBudgets(
  manifest: Manifest,
  distDir: string,
  budgets: Record<string, RouteBudget>,
  measure: (files: string[]) => number = (files) => gzippedBytes(distDir, files),
): BudgetCheck[] {
  return Object.entries(budgets).map(([route, budget]) => {
    const bundle = routeBundle(manifest, budget.module);
    const js = measure(bundle.js);
    const css = measure(bundle.css);
    return { route, js, css, overJs: js > budget.maxJs, overCss: css > budget.maxCss };
  });
}
