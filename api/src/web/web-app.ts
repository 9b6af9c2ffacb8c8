// Serves the built web app and uploaded media from the API's origin: hashed assets are cached
// for a year, index.html never, and client routes fall back to index.html.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { ApiConfig } from '../config/api-config';

const NOT_CLIENT_ROUTES = /^\/(api|health|uploads)(\/|$)/;

export function serveWebApp(app: NestExpressApplication, config: ApiConfig): void {
  app.useStaticAssets(config.uploadsDir, { prefix: '/uploads/', maxAge: '7d', fallthrough: false });
  const index = join(config.webDistDir, 'index.html');
  if (!existsSync(index)) {
    new Logger('WebApp').warn(`No web build at ${config.webDistDir}: run \`npm run build\` to serve the web app.`);
    return;
  }
  app.useStaticAssets(join(config.webDistDir, 'assets'), { prefix: '/assets/', immutable: true, maxAge: '1y' });
  app.useStaticAssets(config.webDistDir, { index: false, maxAge: '1h' });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || NOT_CLIENT_ROUTES.test(request.path) || !request.accepts('html')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}
