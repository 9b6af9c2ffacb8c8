// The first view of the public pages, rendered on the server: the api imports the built file
// (web/dist-ssr/entry-server.js) and puts the HTML in #root, with the state the browser hydrates
// it from. A results page carries its first 20 venues, filters and count; a venue page its
// name, facts and first image; a comparison named in its address (?ids=) the venues side by
// side — real pages for crawlers, and for phones before scripts run.
// Pages whose route has no `handle` (forms, anything signed in) are left to the browser.
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router-dom';
import { AppProviders } from './app/app';
import { routePreloads, type Manifest } from './app/build-manifest';
import { appRoutes, preloadMatches, type ServerRendering } from './app/router';
import { signedInRoutes } from './app/routes/signed-in-routes';
import { serverStateElement, type ServerState, type ServerStateHolder } from './lib/server-state';
import { setApiBaseUrl } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

export interface RenderedPage {
  /**
   * Preloads of the images the page shows first (the venue's photo is what a phone paints
   * last), for the top of the <head>: asked for ahead of every script, they get the first of
   * the browser's connections rather than queueing behind a dozen chunks.
   */
  images: string;
  /** Links for the <head>: the page's own styles and scripts. */
  head: string;
  /** The markup of #root. */
  html: string;
  /** The element carrying the state the browser hydrates from (goes after #root). */
  stateElement: string;
}

// The whole table: an address of a signed-in area is known here (and left to the browser).
const routes = appRoutes(signedInRoutes);
const handler = createStaticHandler(routes);

/**
 * Renders `href` (path and query string) with the API at `apiOrigin`, or answers undefined for
 * a page the server does not render. With the browser build's manifest, the head also links the
 * page's own styles and preloads its scripts.
 */
export async function renderPage(
  href: string,
  apiOrigin: string,
  manifest?: Manifest,
): Promise<RenderedPage | undefined> {
  setApiBaseUrl(apiOrigin);
  const url = new URL(href, apiOrigin);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const match = context.matches.at(-1);
  const rendering = match?.route.handle as ServerRendering | undefined;
  if (!match || !rendering || rendering.rendersFor?.(url) === false) return undefined;

  // The table's own routes (the handler's copies render elements, without the pages' loaders).
  await preloadMatches(matchRoutes(routes, url.pathname) ?? []);
  const queryClient = createQueryClient();
  await rendering.prefetch?.(queryClient, match.params, url);
  // Data that could not be fetched is not handed over, so the browser would render a page that
  // differs from the server's: it is left to the browser whole (a comparison of venues gone).
  const queries = queryClient.getQueryCache().getAll();
  if (queries.some((query) => query.state.status === 'error')) return undefined;

  const router = createStaticRouter(handler.dataRoutes, context);
  const state: ServerState = { href: `${url.pathname}${url.search}` };
  const page = (serverState: ServerStateHolder) => (
    <AppProviders queryClient={queryClient} serverState={serverState}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  if (rendering.search) state.search = await getServerState(page({ current: state }), { renderToString });
  state.queries = dehydrate(queryClient);
  // React writes the preloads of the page's first images ahead of the markup; they belong in
  // the head, and hydration expects #root to hold the markup alone.
  const [, images = '', html = ''] =
    /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(renderToString(page({ current: state }))) ?? [];
  const { js, css } = manifest ? routePreloads(manifest, rendering.chunk) : { js: [], css: [] };
  // The page's styles and scripts, asked for as the HTML arrives: the same links Vite's loader
  // would add, so it sees them there and adds none of its own. The scripts are preloaded, not
  // run: they download while the page is drawn, and the app runs them once it is painted
  // (main.tsx), so that its controls work as soon as they have come. At low priority, the page's
  // first pictures (preloaded at the top of the head, at high priority) are fetched ahead of them.
  const head = [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
  ].join('');
  return { images, head, html, stateElement: serverStateElement(state) };
}
