// Serves the built web app and uploaded media from the API's origin: hashed assets are cached
// for a year, and client routes get index.html with the page's own head (title, canonical,
// robots, Open Graph, JSON-LD) and status, so crawlers and link previews see real pages; the
// results, venue and compare pages also carry their first view, rendered on the server, with their
// styles written in (inline-stylesheets.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import express from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { ApiConfig } from '../config/api-config';
import { injectHead } from '../seo';
import { PageHeadService } from '../seo';
import { stylesheetInliner } from './inline-stylesheets';
import { injectPage, loadPageRenderer, ownOrigin } from './page-renderer';
import { precompressedAssets } from './precompressed-assets';
import { answerCompression } from './whole-body-compression';

/** Paths the API answers itself, and files (a path with an extension) that are simply missing. */
const NOT_CLIENT_ROUTES = /^\/(api|health|uploads|assets)(\/|$)|^\/(sitemap\.xml|robots\.txt)$|\.[a-z0-9]+$/i;

/** A file at the top of the web build: one name with an extension (`/favicon.svg`). */
const TOP_LEVEL_FILE = /^\/[^/]+\.[a-z0-9]+$/i;

export function serveWebApp(app: NestExpressApplication, config: ApiConfig): void {
  // Compressed, everything the API sends (JSON, HTML, scripts, SVG pictures); a proxy in front
  // may compress instead, which this leaves alone (it skips responses already encoded). A body
  // sent whole and small is encoded at once (whole-body-compression.ts), the rest streamed.
  for (const handler of answerCompression()) app.use(handler);
  app.useStaticAssets(config.uploadsDir, { prefix: '/uploads/', maxAge: '7d', fallthrough: false });
  const indexFile = join(config.webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    new Logger('WebApp').warn(`No web build at ${config.webDistDir}: run \`npm run build\` to serve the web app.`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const heads = app.get(PageHeadService);
  const renderPage = loadPageRenderer(
    config.webServerEntry,
    indexHtml,
    join(config.webDistDir, '.vite', 'manifest.json'),
  );
  const assetsDir = join(config.webDistDir, 'assets');
  // A rendered page carries its styles, so it is drawn at once; a shell waits for scripts anyway
  // and links them, cached across pages.
  const inlineStylesheets = stylesheetInliner(assetsDir);
  // Hashed names: a file never changes, so browsers keep it for a year.
  const assetCaching = { immutable: true, maxAge: '1y' };
  app.use('/assets/', precompressedAssets(assetsDir, assetCaching));
  app.useStaticAssets(assetsDir, { prefix: '/assets/', ...assetCaching });
  // The build's top-level files (the favicon, the placeholder picture); looked for only under
  // such a path, so an API request costs no look at the disk (and no trip to its thread pool).
  const topLevelFiles = express.static(config.webDistDir, { index: false, maxAge: '1h' });
  app.use((request: Request, response: Response, next: NextFunction) =>
    TOP_LEVEL_FILE.test(request.path) ? topLevelFiles(request, response, next) : next(),
  );
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || NOT_CLIENT_ROUTES.test(request.path) || !request.accepts('html')) return next();
    const query = new URLSearchParams(request.originalUrl.split('?')[1] ?? '');
    const origin = ownOrigin(request.socket.localAddress, request.socket.localPort);
    heads
      .headFor(request.path, query)
      .then(async (head) => {
        const html = injectHead(indexHtml, head);
        // Only a page that exists is rendered: a 404's shell says so by itself.
        const page = head.status === 200 ? await renderPage?.(request.originalUrl, origin) : undefined;
        response.status(head.status).setHeader('Cache-Control', 'no-cache');
        response.type('html').send(page ? inlineStylesheets(injectPage(html, page)) : html);
      })
      .catch(next);
  });
}
