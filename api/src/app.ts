// Builds the configured API application; main.ts listens with it, tests drive it over HTTP.
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { ApiErrorFilter } from './common/api-error.filter';
import { createValidationPipe } from './common/validation';
import { ApiConfig } from './config/api-config';
import { serveWebApp } from './web/web-app';

export async function createApp(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true });
  const config = app.get(ApiConfig);
  app.useLogger(logLevels(config.logLevel));
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiErrorFilter());
  app.enableShutdownHooks();

  const openApi = new DocumentBuilder()
    .setTitle('Venue Finder API')
    .setDescription('Search, compare and shortlist UK event venues; owners and admins manage them.')
    .setVersion('2')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  serveWebApp(app, config);
  return app;
}

function logLevels(level: ApiConfig['logLevel']) {
  const order = ['error', 'warn', 'log', 'debug'] as const;
  return order.slice(0, order.indexOf(level) + 1) as ('error' | 'warn' | 'log' | 'debug')[];
}
