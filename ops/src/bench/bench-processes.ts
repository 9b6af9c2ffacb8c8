// What every benchmark command needs: its options, a free port, the api and indexer started as
// child processes against its throwaway database (then stopped), and one way to run and fail.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_NODE_FLAGS } from '@venue-finder/api/dist/node-flags';

export function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The api or the indexer, started as in production (the api with API_NODE_FLAGS). */
export function launch(name: 'api' | 'indexer', env: NodeJS.ProcessEnv): ChildProcess {
  const flags = name === 'api' ? API_NODE_FLAGS : [];
  return spawn(process.execPath, [...flags, require.resolve(`@venue-finder/${name}/dist/main.js`)], {
    env,
    stdio: 'inherit',
  });
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
}

export async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error('The api did not come up');
}

/** A benchmark's database as far as starting processes against it goes (see bench-database.ts). */
interface BenchTarget {
  postgres: { url: string };
  uploadsDir: string;
  children: ChildProcess[];
}

/**
 * Starts the given processes (the api, and the indexer when asked) against the benchmark's database
 * on a free port, waits until the api is healthy and answers its address; the bench's cleanUp stops
 * them. `env` adds to or overrides the environment (a rate limit raised for the load, say).
 */
export async function startBenchApi(
  bench: BenchTarget,
  { env = {}, indexer = false }: { env?: NodeJS.ProcessEnv; indexer?: boolean } = {},
): Promise<string> {
  const port = await freePort();
  const processEnv = {
    ...process.env,
    DATABASE_URL: bench.postgres.url,
    PORT: String(port),
    LOG_LEVEL: 'error',
    UPLOADS_DIR: bench.uploadsDir,
    // The benchmarks sign in as the demo people through the dev mailbox, as `npm start` lets a
    // developer do (served to loopback only; the api's default is off).
    DEV_MAILBOX: 'on',
    ...env,
  };
  bench.children.push(launch('api', processEnv));
  if (indexer) bench.children.push(launch('indexer', processEnv));
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  return base;
}

/** Runs a command's main: on failure, the stack to stderr and exit code 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
