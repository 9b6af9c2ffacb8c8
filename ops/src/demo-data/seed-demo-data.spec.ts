import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyPassword } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../../tests/support/test-database';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_OWNER_EMAIL, seedDemoData } from '.';

describe(seedDemoData.name, () => {
  let database: TestDataSource;
  let dataSource: DataSource;
  let uploadsDir: string;

  beforeAll(async () => {
    database = await openTestDataSource(2);
    ({ dataSource } = database);
    uploadsDir = await mkdtemp(join(tmpdir(), 'seed-uploads-'));
  });

  afterAll(async () => {
    await database?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('writes venues with their outbox messages, the demo people and the pictures', async () => {
    const progress: number[] = [];
    const result = await seedDemoData(dataSource, {
      count: 620,
      uploadsDir,
      onProgress: (done) => progress.push(done),
    });

    expect(result).toMatchObject({
      venues: 620,
      owner: { email: DEMO_OWNER_EMAIL },
      admin: { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD },
    });
    expect(progress).toEqual([500, 620]);
    const [counts] = await dataSource.query(`SELECT
      (SELECT count(*)::int FROM venues) AS venues,
      (SELECT count(*)::int FROM venues WHERE status = 'published') AS published,
      (SELECT count(DISTINCT aggregate_id)::int FROM outbox WHERE event_type = 'venue.upserted') AS outbox`);
    expect(counts).toEqual({ venues: 620, published: result.published, outbox: 620 });

    const [owner] = await dataSource.query(
      `SELECT count(v.id)::int AS venues, bool_and(v.status = 'published') AS published
         FROM users u JOIN venues v ON v.owner_id = u.id WHERE u.email = $1`,
      [DEMO_OWNER_EMAIL],
    );
    expect(owner).toEqual({ venues: 5, published: true });

    const [admin] = await dataSource.query(`SELECT user_type, roles, password_hash FROM users WHERE email = $1`, [
      DEMO_ADMIN_EMAIL,
    ]);
    expect(admin.user_type).toBe('admin');
    expect(admin.roles).toEqual(['admin']);
    expect(await verifyPassword(DEMO_ADMIN_PASSWORD, admin.password_hash)).toBe(true);

    expect(await readdir(join(uploadsDir, 'demo'))).toHaveLength(48);
  });

  it('refuses to seed the same venues twice, leaving the first seed intact', async () => {
    await expect(seedDemoData(dataSource, { count: 10, uploadsDir })).rejects.toThrow();
    const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM venues');
    expect(n).toBe(620);
  });
});
