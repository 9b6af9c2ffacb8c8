// What a page of the built app loads before it can show anything: its route's chunk and the
// app's entry, with every chunk they import statically (not the ones loaded on demand), and
// their CSS — read from Vite's build manifest, measured gzipped as a phone downloads them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  /** The files loaded first, entry first. */
  js: string[];
  css: string[];
}

export interface RouteBudget {
  /** The route's module in the manifest, e.g. 'src/app/routes/venues.tsx'. */
  module: string;
  /** Limits in bytes, gzipped. */
  maxJs: number;
  maxCss: number;
}

export const ENTRY = 'index.html';

/** The files a route loads before it renders: the entry's and the route's static imports. */
export function routeBundle(manifest: Manifest, routeModule: string): RouteBundle {
  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}: is the route's module renamed?`);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(ENTRY);
  visit(routeModule);
  return { js, css: [...css] };
}

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
