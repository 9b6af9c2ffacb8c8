// The pool with real worker threads running a small script: it echoes, waits, throws or exits.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WorkerPool, WorkerPoolFullError, workerEntry } from './worker-pool';

type Task = { kind: 'echo' | 'wait' | 'throw' | 'exit'; value: number };

const SCRIPT = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ kind, value }) => {
  if (kind === 'exit') process.exit(7);
  if (kind === 'throw') return parentPort.postMessage({ ok: false, message: 'cannot do ' + value });
  setTimeout(() => parentPort.postMessage({ ok: true, value: value * 2 }), kind === 'wait' ? 200 : 0);
});
`;

describe(WorkerPool.name, () => {
  let dir: string;
  let pool: WorkerPool<Task, number>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'worker-pool-'));
    await writeFile(join(dir, 'doubler.js'), SCRIPT);
  });

  afterEach(() => pool?.close());
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const poolOf = (size: number, maxQueued: number) =>
    (pool = new WorkerPool<Task, number>(workerEntry(dir, 'doubler'), { size, maxQueued }));

  it('runs at most `size` tasks at once and queues the rest in order', async () => {
    poolOf(2, 10);
    const results = [1, 2, 3, 4, 5].map((value) => pool.run({ kind: 'wait', value }));
    expect(pool.load).toEqual({ running: 2, queued: 3 });
    await expect(Promise.all(results)).resolves.toEqual([2, 4, 6, 8, 10]);
    expect(pool.load).toEqual({ running: 0, queued: 0 });
  });

  it('refuses at once when every worker is busy and the queue is full', async () => {
    poolOf(1, 1);
    const running = pool.run({ kind: 'wait', value: 1 });
    const queued = pool.run({ kind: 'wait', value: 2 });
    await expect(pool.run({ kind: 'echo', value: 3 })).rejects.toBeInstanceOf(WorkerPoolFullError);
    await expect(Promise.all([running, queued])).resolves.toEqual([2, 4]);
  });

  it('fails only the task whose worker failed or died, and carries on with a new worker', async () => {
    poolOf(1, 10);
    const outcomes = await Promise.allSettled([
      pool.run({ kind: 'throw', value: 1 }),
      pool.run({ kind: 'exit', value: 2 }),
      pool.run({ kind: 'echo', value: 3 }),
    ]);
    expect(outcomes).toEqual([
      { status: 'rejected', reason: new Error('cannot do 1') },
      { status: 'rejected', reason: new Error('A worker stopped (exit code 7).') },
      { status: 'fulfilled', value: 6 },
    ]);
  });

  it('lets the running task finish on close and refuses new ones', async () => {
    poolOf(1, 10);
    const running = pool.run({ kind: 'wait', value: 4 });
    const queued = pool.run({ kind: 'echo', value: 5 }).catch((error: Error) => error.message);
    await pool.close();
    await expect(running).resolves.toBe(8);
    await expect(queued).resolves.toBe('The api is shutting down.');
    await expect(pool.run({ kind: 'echo', value: 6 })).rejects.toThrow('The worker pool is closed.');
  });
});
