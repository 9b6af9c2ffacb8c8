// What every benchmark command needs: its options, a free port, and the api and indexer started
// as child processes against its throwaway database, then stopped.
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
