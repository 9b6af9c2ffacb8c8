// The web app's server rendering (web/src/entry-server.tsx, built to web/dist-ssr/): the first
// view of the results and venue pages as HTML, put into the index.html the api serves, with the
// state the browser hydrates from. A page the renderer does not render, or cannot (an error, no
// server build), is served as before: the head alone, and the browser renders the rest.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';

/** What web/dist-ssr/entry-server.js renders a page as. */
export interface RenderedPage {
  images: string;
  head: string;
  html: string;
  stateElement: string;
}

interface RendererModule {
  renderPage(href: string, apiOrigin: string, manifest?: object): Promise<RenderedPage | undefined>;
}

export type PageRenderer = (href: string, apiOrigin: string) => Promise<RenderedPage | undefined>;

const ROOT = '<div id="root"></div>';

/**
 * The server build's renderer, loaded on first use; undefined when there is no server build, or
 * when `indexHtml` has no empty #root to put a page in (checked once here, not on every page).
 * The browser build's manifest, when there is one, lets it link each page's styles and name its
 * scripts.
 */
export function loadPageRenderer(
  entryFile: string,
  indexHtml: string,
  manifestFile?: string,
): PageRenderer | undefined {
  const missing = !existsSync(entryFile)
    ? `No server build at ${entryFile}`
    : !indexHtml.includes(ROOT)
      ? `index.html has no ${ROOT}`
      : undefined;
  if (missing) {
    new Logger('WebApp').warn(`${missing}: pages are served without their first view.`);
    return undefined;
  }
  const logger = new Logger('ServerRendering');
  const manifest =
    manifestFile && existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as object) : undefined;
  let loading: Promise<RendererModule> | undefined;
  return async (href, apiOrigin) => {
    try {
      loading ??= import(pathToFileURL(entryFile).href) as Promise<RendererModule>;
      return await (await loading).renderPage(href, apiOrigin, manifest);
    } catch (error) {
      // The page still works: the browser renders it, as it does every page the server skips.
      logger.warn(`Could not render ${href}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
}

/** Where the page's first images go: the head's first element, or its start. */
const HEAD_START = /<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i;

/**
 * index.html (with its head already in place) carrying the rendered page: the preloads of its
 * first images open the head, ahead of the entry's script, and its styles end it.
 */
export function injectPage(html: string, page: RenderedPage): string {
  if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  return html
    .replace(HEAD_START, (start) => `${start}${page.images}`)
    .replace('</head>', () => `  ${page.head}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>\n    ${page.stateElement}`);
}

/**
 * The address the api itself is reached at on this connection, for the renderer's own requests
 * (the search and the venue): loopback to the very socket the page was asked on.
 */
export function ownOrigin(localAddress: string | undefined, localPort: number | undefined): string {
  const address = localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${localPort ?? 80}`;
}
