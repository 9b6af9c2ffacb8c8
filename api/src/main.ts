import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { ApiConfig } from './config/api-config';

async function main(): Promise<void> {
  const app = await createApp();
  const config = app.get(ApiConfig);
  await app.listen(config.port, config.host);
  new Logger('Api').log(`Listening on ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
