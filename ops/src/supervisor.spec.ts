// The supervisor with real child processes: small Node scripts that run, die or refuse to stop.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../../tests/support/eventually';
import { type RestartPolicy, Supervisor } from './supervisor';

const FAST: RestartPolicy = { maxRestarts: 3, windowMs: 60_000, stopTimeoutMs: 500, firstDelayMs: 50 };

describe(Supervisor.name, () => {
  let dir: string;
  let said: string[];
  let gaveUp: string[];
  let supervisor: Supervisor;

  const script = async (name: string, source: string) => {
    const file = join(dir, `${name}.js`);
    await writeFile(file, source);
    return file;
  };
  const alive = (pid: number | undefined) => {
    try {
      return pid !== undefined && process.kill(pid, 0);
    } catch {
      return false;
    }
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'supervisor-'));
    said = [];
    gaveUp = [];
    supervisor = new Supervisor({ say: (line) => said.push(line), gaveUp: (name) => gaveUp.push(name) }, FAST);
  });

  afterEach(async () => {
    await supervisor.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('starts a service again when it is killed', async () => {
    supervisor.start('api', await script('forever', 'setInterval(() => {}, 1000);'), process.env);
    const first = supervisor.pid('api');
    await eventually(async () => expect(alive(first)).toBe(true));

    process.kill(first!, 'SIGKILL');
    await eventually(async () => {
      expect(supervisor.pid('api')).not.toBe(first);
      expect(alive(supervisor.pid('api'))).toBe(true);
    });
    expect(said).toEqual(['The api was killed (SIGKILL); starting it again in 0.1 s.']);
    expect(gaveUp).toEqual([]);
  });

  it('runs a service with its Node flags, after a restart too', async () => {
    const flagsFile = join(dir, 'flags.txt');
    const source = `require('node:fs').appendFileSync(${JSON.stringify(flagsFile)}, process.execArgv.join(' ') + '\\n');
      setInterval(() => {}, 1000);`;
    supervisor.start('api', await script('flags', source), process.env, ['--max-semi-space-size=8']);
    await eventually(async () => expect(await readFile(flagsFile, 'utf8')).toContain('\n'));
    process.kill(supervisor.pid('api')!, 'SIGKILL');

    await eventually(async () =>
      expect((await readFile(flagsFile, 'utf8')).trim().split('\n')).toEqual([
        '--enable-source-maps --max-semi-space-size=8',
        '--enable-source-maps --max-semi-space-size=8',
      ]),
    );
  });

  it('gives up on a service that keeps dying, so the launcher can stop with a message', async () => {
    supervisor.start('indexer', await script('dies', 'process.exit(3);'), process.env);
    await eventually(async () => expect(gaveUp).toEqual(['indexer']));
    expect(said).toHaveLength(4);
    expect(said[0]).toBe('The indexer exited with code 3; starting it again in 0.1 s.');
    expect(said[3]).toBe('The indexer exited with code 3, its 4th stop within 60 s; giving up.');
  });

  it('stops services with SIGTERM, and kills one that ignores it after the stop timeout', async () => {
    supervisor.start('api', await script('polite', 'setInterval(() => {}, 1000);'), process.env);
    supervisor.start(
      'indexer',
      await script('stubborn', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000);"),
      process.env,
    );
    const pids = [supervisor.pid('api'), supervisor.pid('indexer')];
    await eventually(async () => expect(pids.every(alive)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200)); // the SIGTERM handler is installed

    await supervisor.stop();
    expect(pids.map(alive)).toEqual([false, false]);
    expect(said).toEqual(['The indexer did not stop within 0.5 s; killing it.']);
  });
});
