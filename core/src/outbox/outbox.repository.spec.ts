import { openTestDataSource, type TestDataSource } from '../../../tests/support/test-database';
import { OutboxRepository, PROCESSED_OUTBOX_KEPT_DAYS } from './outbox.repository';

describe(`${OutboxRepository.name}.pruneProcessed`, () => {
  let database: TestDataSource;

  beforeAll(async () => {
    database = await openTestDataSource();
  });

  afterAll(() => database?.close());

  it(`deletes messages processed over ${PROCESSED_OUTBOX_KEPT_DAYS} days ago and keeps pending and abandoned ones`, async () => {
    const { dataSource } = database;
    const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
    await dataSource.query(
      `INSERT INTO outbox (aggregate_type, aggregate_id, event_type, processed_at, abandoned_at, created_at)
       VALUES ('venue', gen_random_uuid(), 'old', $1, NULL, $3),
              ('venue', gen_random_uuid(), 'recent', $2, NULL, $3),
              ('venue', gen_random_uuid(), 'pending', NULL, NULL, $3),
              ('venue', gen_random_uuid(), 'abandoned', NULL, $3, $3)`,
      [ago(PROCESSED_OUTBOX_KEPT_DAYS + 1), ago(PROCESSED_OUTBOX_KEPT_DAYS - 1), ago(365)],
    );

    await expect(dataSource.transaction((tx) => new OutboxRepository().pruneProcessed(tx))).resolves.toBe(1);

    expect(await dataSource.query('SELECT event_type FROM outbox ORDER BY event_type')).toEqual([
      { event_type: 'abandoned' },
      { event_type: 'pending' },
      { event_type: 'recent' },
    ]);
  });
});
