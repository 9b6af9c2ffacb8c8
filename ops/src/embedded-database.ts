// Where command-line work finds its database: DATABASE_URL when set; else the embedded server
// that `npm start` is running (its port is in postmaster.pid); else the embedded server is
// started for the length of the command and stopped after it (and, for the commands that make
// a database ready, migrate and seed, created first when there is none yet).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '@venue-finder/core';
import type { OpsConfig } from './ops-config';

const EMBEDDED_CREDENTIALS = 'postgres:postgres';
const EMBEDDED_DATABASE = 'venue_finder';

/** The URL of the embedded server already running on this data directory, if one is. */
function runningEmbeddedUrl(postgresDir: string): string | undefined {
  const pidFile = join(postgresDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  // postmaster.pid: pid, data directory, start time, port, … (one per line).
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return undefined;
  }
  return `postgres://${EMBEDDED_CREDENTIALS}@127.0.0.1:${Number(port)}/${EMBEDDED_DATABASE}`;
}

export interface DatabaseOptions {
  /** Create the embedded database when there is none yet (else the command is refused). */
  create?: boolean;
}

export async function withDatabase<T>(
  config: OpsConfig,
  work: (databaseUrl: string) => Promise<T>,
  options: DatabaseOptions = {},
): Promise<T> {
  if (config.DATABASE_URL) return work(config.DATABASE_URL);
  const running = runningEmbeddedUrl(config.postgresDir);
  if (running) return work(running);
  if (!options.create && !existsSync(join(config.postgresDir, 'PG_VERSION'))) {
    throw new Error('There is no database yet: run `npm start` once, or set DATABASE_URL.');
  }
  const postgres = await startEmbeddedPostgres({ dataDir: config.postgresDir, port: config.EMBEDDED_PG_PORT });
  try {
    return await work(postgres.url);
  } finally {
    await postgres.stop();
  }
}
