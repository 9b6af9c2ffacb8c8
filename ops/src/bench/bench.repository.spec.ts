import { VenueWriter } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../../tests/support/test-database';
import { makeVenue } from '../../../tests/support/venue-factory';
import { fillModerationQueues } from './bench.repository';

describe(fillModerationQueues.name, () => {
  let database: TestDataSource;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await openTestDataSource(2);
    ({ dataSource } = database);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('fills each queue with the items waiting and decided, timed back from the moment it is given', async () => {
    await new VenueWriter(dataSource).insertMany(Array.from({ length: 5 }, () => makeVenue()));
    const now = new Date('2031-03-30T00:59:30.000Z');
    await fillModerationQueues(dataSource, { owners: 3, pending: 2, decided: 3 }, now);

    const statuses = async (table: string) =>
      (
        (await dataSource.query(`SELECT status, count(*)::int AS n FROM ${table} GROUP BY status ORDER BY status`)) as {
          status: string;
          n: number;
        }[]
      ).map((row) => `${row.status} ${row.n}`);
    expect(await statuses('registrations')).toEqual(['rejected 3', 'submitted 2']);
    expect(await statuses('change_requests')).toEqual(['approved 3', 'submitted 2']);
    expect((await statuses('claims')).reduce((n, row) => n + Number(row.split(' ').at(-1)), 0)).toBe(5);

    // The newest registration is 41 s before `now`, the oldest 5 × 41 s.
    const [times]: { newest: Date; oldest: Date }[] = await dataSource.query(
      'SELECT max(created_at) AS newest, min(created_at) AS oldest FROM registrations',
    );
    expect(times).toEqual({ newest: new Date(now.getTime() - 41_000), oldest: new Date(now.getTime() - 5 * 41_000) });
    // Decided evidence was revoked at `now`; waiting evidence is not revoked.
    const revoked: { revoked_at: Date | null }[] = await dataSource.query(
      'SELECT revoked_at FROM gamification_verifications ORDER BY created_at DESC',
    );
    expect(revoked.map((row) => row.revoked_at)).toEqual([null, null, now, now, now]);
  });
});
