// Builds the configured API application; main.ts listens with it, tests drive it over HTTP.
import { PayloadTooLargeException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from './app.module';
import { ApiErrorFilter } from './common/api-error.filter';
import { createValidationPipe } from './common/validation';
import { ApiConfig } from './config/api-config';
import { DEV_MAILBOX_PATH, devMailboxHandler } from './dev-mailbox/dev-mailbox.routes';
import { MailQueueRepository } from './mail/mail-queue.repository';
import { serveWebApp } from './web/web-app';

/**
 * Room for the largest valid body (a brief of 50 venues with 2,000-character notes each) many
 * times over, so an over-long field is parsed and refused by name (400); beyond it, a 413.
 */
export const JSON_BODY_LIMIT_MB = 2;

export async function createApp(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true });
  const config = app.get(ApiConfig);
  app.useLogger(logLevels(config.logLevel));
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiErrorFilter());
  app.enableShutdownHooks();
  app.useBodyParser('json', { limit: `${JSON_BODY_LIMIT_MB}mb` });
  app.use(explainBodyTooLarge);

  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  if (!config.production) app.use(DEV_MAILBOX_PATH, devMailboxHandler(app.get(MailQueueRepository)));
  serveWebApp(app, config);
  return app;
}

/** The body parser's 413 with words a person can act on. */
function explainBodyTooLarge(error: unknown, _request: Request, _response: Response, next: NextFunction): void {
  if ((error as { type?: string } | null)?.type !== 'entity.too.large') return next(error);
  next(
    new PayloadTooLargeException({
      error: 'Payload Too Large',
      message: `The request body is too large: at most ${JSON_BODY_LIMIT_MB} MB is accepted. Shorten the notes and try again.`,
    }),
  );
}

/** The OpenAPI document, also committed as api/openapi.json and checked by openapi.spec.ts. */
export function buildOpenApiDocument(app: NestExpressApplication): OpenAPIObject {
  const info = new DocumentBuilder()
    .setTitle('Venue Finder API')
    .setDescription('Search, compare and shortlist UK event venues; owners and admins manage them.')
    .setVersion('2')
    .build();
  return SwaggerModule.createDocument(app, info);
}

function logLevels(level: ApiConfig['logLevel']) {
  const order = ['error', 'warn', 'log', 'debug'] as const;
  return order.slice(0, order.indexOf(level) + 1) as ('error' | 'warn' | 'log' | 'debug')[];
}
