// What Vite's build manifest (dist/.vite/manifest.json) says a route loads first: the bundle
// budget measures it (src/budget), and the server's render names it (entry-server.tsx).

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

export const ENTRY = 'index.html';

/** The files of `keys` and of every chunk they import statically (not those loaded on demand). */
function staticClosure(manifest: Manifest, keys: string[]): RouteBundle {
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
  for (const key of keys) visit(key);
  return { js, css: [...css] };
}

/**
 * The files the HTML names, which every page loads before anything else: the entry and its
 * static imports. On a page the server rendered, they are all its first view waits for.
 */
export function entryBundle(manifest: Manifest): RouteBundle {
  return staticClosure(manifest, [ENTRY]);
}

/**
 * The files a route loads before it renders: the entry's, the app's start and the route's, with
 * their static imports. The entry's only dynamic imports are the app's start (React DOM, then
 * app/start.tsx), which main.tsx imports on every page, on demand only to evaluate it in pieces.
 */
export function routeBundle(manifest: Manifest, routeModule: string): RouteBundle {
  return staticClosure(manifest, [ENTRY, ...(manifest[ENTRY]?.dynamicImports ?? []), routeModule]);
}

/**
 * The scripts and styles a route needs beyond what index.html already loads (the entry and its
 * static imports): the server's head preloads the scripts, all asked for as the HTML arrives, so
 * the page's chunk does not wait for the app's start that imports it, and links the styles, so
 * the page is drawn styled from the first paint (and without scripts).
 */
export function routePreloads(manifest: Manifest, routeModule: string): RouteBundle {
  const entry = entryBundle(manifest);
  const route = routeBundle(manifest, routeModule);
  return {
    js: route.js.filter((file) => !entry.js.includes(file)),
    css: route.css.filter((file) => !entry.css.includes(file)),
  };
}
