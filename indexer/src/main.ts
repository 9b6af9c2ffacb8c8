// The indexer process: a headless Nest application context that consumes the outbox.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { logLevelsFrom } from '@venue-finder/core';
import { IndexerConfig } from './indexer-config';
import { IndexerModule } from './indexer.module';

async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(IndexerModule, { bufferLogs: true });
  app.useLogger(logLevelsFrom(app.get(IndexerConfig).logLevel));
  app.enableShutdownHooks();
  new Logger('Indexer').log('Consuming the outbox');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
