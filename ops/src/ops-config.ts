// Configuration of the command-line work (start, migrate, seed), read once from the environment.
import { resolve } from 'node:path';
import { databaseEnv, loadConfig, port } from '@venue-finder/core';
import { z } from 'zod';

/** The repository root: ops/dist/ops-config.js → ../.. */
export const REPO_ROOT = resolve(__dirname, '../..');

const schema = z.object({
  ...databaseEnv,
  PORT: port(3000),
  DATA_DIR: z.string().default(resolve(REPO_ROOT, '.data')),
  EMBEDDED_PG_PORT: port(54329),
  SEED_VENUES: z.coerce.number().int('must be a whole number').min(0).max(200_000).default(12_000),
});

export type OpsConfig = z.output<typeof schema> & { uploadsDir: string; postgresDir: string };

export function loadOpsConfig(env: NodeJS.ProcessEnv = process.env): OpsConfig {
  const config = loadConfig(schema, env);
  return {
    ...config,
    uploadsDir: env.UPLOADS_DIR || resolve(config.DATA_DIR, 'uploads'),
    postgresDir: resolve(config.DATA_DIR, 'postgres'),
  };
}
