// Builds the configured API application; main.ts listens with it, tests drive it over HTTP.
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { logLevelsFrom } from '@venue-finder/core';
import { useContainer } from 'class-validator';
import { AppModule } from './app.module';
import { sameOriginOnly } from './auth/same-origin.middleware';
import { allowedHostsOnly } from './common/allowed-hosts';
import { ApiErrorFilter } from './common/api-error.filter';
import { JSON_BODY_LIMIT_MB } from './common/request-body';
import { KernelModule } from './kernel/kernel.module';
import { requestHygiene } from './common/request-hygiene';
import { holdIdleConnections } from './common/keep-alive';
import { securityHeaders } from './common/security-headers';
import { createValidationPipe, validatorContainer } from './common/validation';
import { ApiConfig } from './config/api-config';
import { DEV_MAILBOX_PATH, devMailboxHandler } from './dev-mailbox/dev-mailbox.routes';
import { MailQueueRepository } from './kernel/mail/mail-queue.repository';
import { serveWebApp } from './web/web-app';

export async function createApp(): Promise<NestExpressApplication> {
  // Only JSON bodies are parsed (no url-encoded forms): see request-hygiene.ts.
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false });
  const config = app.get(ApiConfig);
  app.useLogger(logLevelsFrom(config.logLevel));
  app.disable('x-powered-by');
  // The client's address: the socket's, or the right-most one no trusted proxy added (TRUST_PROXY).
  app.set('trust proxy', config.trustProxy);
  // Validators that need a provider (the event date's "not in the past" reads the Clock) get it
  // from the app; the rest are created by class-validator as before.
  useContainer(validatorContainer(app.select(KernelModule)), { fallback: true });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiErrorFilter());
  app.enableShutdownHooks();
  holdIdleConnections(app.getHttpServer());
  app.use(securityHeaders(config.s3Media?.uploadOrigin ?? null));
  app.use(allowedHostsOnly(config.publicUrl));
  app.use(sameOriginOnly(config.publicUrl));
  app.useBodyParser('json', { limit: `${JSON_BODY_LIMIT_MB}mb` });
  app.use(requestHygiene());

  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  if (config.devMailbox) app.use(DEV_MAILBOX_PATH, devMailboxHandler(app.get(MailQueueRepository)));
  serveWebApp(app, config);
  // Whatever the middleware above passes on as an error gets the one error shape too (a 503 when
  // the database is down), never Express's default page with a stack.
  app.use(ApiErrorFilter.expressHandler());
  return app;
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
