import type { DataSource } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../../tests/support/test-database';
import { Clock } from '../clock';
import { JobQueue } from './job-queue.repository';
import { JobRunner } from './job-runner';

const RETRY = { baseMs: 60_000, maxDelayMs: 3_600_000 };

describe('the job queue', () => {
  let db: TestDataSource;
  let dataSource: DataSource;
  let queue: JobQueue;

  beforeAll(async () => {
    db = await openTestDataSource(4);
    ({ dataSource } = db);
    queue = new JobQueue(dataSource);
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(() => dataSource.query('DELETE FROM jobs'));

  const rows = (): Promise<{ kind: string; status: string; attempts: number; last_error: string | null }[]> =>
    dataSource.query('SELECT kind, status, attempts, last_error FROM jobs ORDER BY id');

  it('queues a job once per dedupe key, however often it is asked for', async () => {
    expect(await queue.enqueue([{ kind: 'prune', dedupeKey: 'prune:1' }])).toBe(1);
    expect(await queue.enqueue([{ kind: 'prune', dedupeKey: 'prune:1' }, { kind: 'prune' }])).toBe(1);
    expect((await rows()).map((row) => row.kind)).toEqual(['prune', 'prune']);
  });

  it('never gives the same job to two workers claiming at once', async () => {
    await queue.enqueue(Array.from({ length: 30 }, (_, i) => ({ kind: 'work', payload: { i } })));
    const claims = await Promise.all([0, 1, 2].map(() => queue.claim(['work'], 12, 60_000)));
    const ids = claims.flat().map((job) => job.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('claims only the kinds asked for, and nothing before it is due', async () => {
    await queue.enqueue([{ kind: 'mine' }, { kind: 'theirs' }, { kind: 'mine', runAt: new Date(Date.now() + 60_000) }]);
    expect((await queue.claim(['mine'], 10, 60_000)).map((job) => job.kind)).toEqual(['mine']);
  });

  it('retries a failing job after a back-off, then abandons it with its last error', async () => {
    await queue.enqueue([{ kind: 'flaky', maxAttempts: 2 }]);
    const runner = new JobRunner(queue, { batchSize: 5, leaseMs: 60_000, retry: RETRY });
    runner.handle('flaky', async () => {
      throw new Error('the DNS server did not answer');
    });
    await runner.drain();
    expect(await rows()).toEqual([
      { kind: 'flaky', status: 'failed', attempts: 1, last_error: 'the DNS server did not answer' },
    ]);
    // The queue's times are its clock's (here the system's), not the database's: compare with it.
    const [{ wait }]: { wait: number }[] = await dataSource.query(
      `SELECT extract(epoch FROM available_at - $1::timestamptz)::float8 AS wait FROM jobs`,
      [new Clock().now()],
    );
    expect(wait).toBeGreaterThan(50); // the first retry waits baseMs (60 s)

    await dataSource.query(`UPDATE jobs SET available_at = $1`, [new Clock().now()]);
    await runner.drain();
    expect(await rows()).toEqual([
      { kind: 'flaky', status: 'abandoned', attempts: 2, last_error: 'the DNS server did not answer' },
    ]);
  });

  it('loses nothing when a worker dies mid-job: the job is claimed again when its lease ends', async () => {
    await queue.enqueue([{ kind: 'long' }]);
    const [first] = await queue.claim(['long'], 1, 50); // the worker then "dies"
    expect(await queue.claim(['long'], 1, 50)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const [again] = await queue.claim(['long'], 1, 60_000);
    expect(again).toMatchObject({ id: first!.id, attempt: 2 });
  });

  it('finishes the job in hand when stopped, and claims nothing more', async () => {
    await queue.enqueue([{ kind: 'slow' }, { kind: 'slow' }]);
    const runner = new JobRunner(queue, { batchSize: 1, leaseMs: 60_000, retry: RETRY });
    let release!: () => void;
    const inHand = new Promise<void>((started) => {
      runner.handle('slow', () => {
        started();
        return new Promise<void>((done) => (release = done));
      });
    });
    runner.wake();
    await inHand;
    const stopped = runner.stop();
    expect((await rows()).map((row) => row.status)).toEqual(['running', 'queued']);
    release();
    await stopped;
    expect((await rows()).map((row) => row.status)).toEqual(['done', 'queued']);
  });

  it("takes its times from the clock it is given, never the database's", async () => {
    const at = new Date('2030-03-30T23:59:30Z');
    const clocked = new JobQueue(dataSource, { now: () => at } satisfies Clock);
    await clocked.enqueue([{ kind: 'timed' }]);
    const times = async () =>
      ((await dataSource.query('SELECT created_at, available_at FROM jobs')) as Record<string, Date>[]).map((row) => [
        row.created_at!.toISOString(),
        row.available_at!.toISOString(),
      ]);
    expect(await times()).toEqual([[at.toISOString(), at.toISOString()]]);
    // Queued at the clock's 2030, it is not yet due by today's time, and is by the clock's.
    expect(await queue.claim(['timed'], 1, 60_000)).toEqual([]);
    expect(await clocked.claim(['timed'], 1, 60_000)).toHaveLength(1);
    expect(await times()).toEqual([[at.toISOString(), '2030-03-31T00:00:30.000Z']]);
  });
});
