import { type ApiTestApp, startApiTestApp } from '../../../../tests/support/api-test-app';
import { eventually } from '../../../../tests/support/eventually';
import { createUser } from '../../../../tests/support/sign-in';
import { createApp } from '../../app';
import { Jobs } from './jobs';

describe('Recurring jobs across api processes', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp();
  });
  afterAll(() => api?.close());

  it('queues no recurring job by itself with RECURRING_JOBS=off (every HTTP spec’s default)', async () => {
    await api.app.get(Jobs).drain();
    expect(await api.dataSource.query('SELECT kind FROM jobs')).toEqual([]);
  });

  it('queues this period’s recurring jobs at start-up with RECURRING_JOBS=on', async () => {
    process.env.RECURRING_JOBS = 'on';
    const replica = await createApp();
    try {
      await replica.init();
      await eventually(async () => {
        const kinds: { kind: string }[] = await api.dataSource.query('SELECT kind FROM jobs');
        expect(kinds.map((row) => row.kind)).toEqual(expect.arrayContaining(['jobs.prune', 'moderation.digest']));
      });
    } finally {
      process.env.RECURRING_JOBS = 'off';
      await replica.close();
    }
  });

  it('queues each period’s housekeeping once however many processes ask, and runs it once', async () => {
    const replica = await createApp();
    await replica.init();
    try {
      const user = await createUser(api.dataSource, { userType: 'owner' });
      // Times from the app's clock (the test's own), never the database's now().
      const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60_000);
      await api.dataSource.query(
        `INSERT INTO sessions (token_hash, user_id, csrf_secret, created_at, last_seen_at, expires_at)
         VALUES ('\\x01', $1, '', $2, $2, $3), ('\\x02', $1, '', $4, $4, $5)`,
        [user.id, hoursFromNow(-3), hoursFromNow(-1), hoursFromNow(0), hoursFromNow(1)],
      );
      await api.dataSource.query('DELETE FROM jobs');
      const period = Date.now();
      await Promise.all([api.app.get(Jobs).tick(period), replica.get(Jobs).tick(period)]);
      await Promise.all([api.app.get(Jobs).drain(), replica.get(Jobs).drain()]);

      const jobs: { kind: string; status: string; attempts: number }[] = await api.dataSource.query(
        'SELECT kind, status, attempts FROM jobs ORDER BY kind',
      );
      expect(jobs).toEqual([
        { kind: 'auth.prune', status: 'done', attempts: 1 },
        { kind: 'claims.dns-recheck', status: 'done', attempts: 1 },
        { kind: 'jobs.prune', status: 'done', attempts: 1 },
        { kind: 'mail.prune', status: 'done', attempts: 1 },
        { kind: 'media.abandoned-uploads', status: 'done', attempts: 1 },
        { kind: 'media.unreferenced-uploads', status: 'done', attempts: 1 },
        { kind: 'moderation.digest', status: 'done', attempts: 1 },
        { kind: 'rate-limit.prune', status: 'done', attempts: 1 },
        { kind: 'venue-enquiries.sweep', status: 'done', attempts: 1 },
        { kind: 'venue-packs.prune', status: 'done', attempts: 1 },
        { kind: 'venue-reviews.request', status: 'done', attempts: 1 },
        { kind: 'verification.recompute-after-revocations', status: 'done', attempts: 1 },
      ]);
      const sessions: { token_hash: Buffer }[] = await api.dataSource.query(
        'SELECT token_hash FROM sessions WHERE user_id = $1',
        [user.id],
      );
      expect(sessions.map((row) => row.token_hash.toString('hex'))).toEqual(['02']);
    } finally {
      await replica.close();
    }
  });

  it('runs mail in a lane of its own: a sign-in link goes out while slow work holds the default lane', async () => {
    const jobs = api.app.get(Jobs);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    jobs.handle('test.slow', async () => {
      started = true;
      await released;
    });
    await jobs.queue.enqueue([{ kind: 'test.slow' }]);
    jobs.wake();
    await eventually(async () => expect(started).toBe(true));
    try {
      const email = 'in-a-hurry@grand-hotel.co.uk';
      await api.http().post('/api/auth/magic-link').send({ email }).expect(202);
      await eventually(async () => {
        const [mail] = await api.dataSource.query('SELECT status FROM mail_messages WHERE recipient = $1', [email]);
        expect(mail?.status).toBe('sent');
      });
      const [slow] = await api.dataSource.query("SELECT status FROM jobs WHERE kind = 'test.slow'");
      expect(slow.status).toBe('running');
    } finally {
      release();
    }
    await jobs.drain();
    const [slow] = await api.dataSource.query("SELECT status FROM jobs WHERE kind = 'test.slow'");
    expect(slow.status).toBe('done');
  });
});
