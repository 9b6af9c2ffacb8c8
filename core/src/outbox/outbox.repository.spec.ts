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
      `INSERT INTO outbox (aggregate_type, aggregate_id, event_type, processed_at, abandoned_at, created_at, available_at)
       VALUES ('venue', gen_random_uuid(), 'old', $1, NULL, $3, $3),
              ('venue', gen_random_uuid(), 'recent', $2, NULL, $3, $3),
              ('venue', gen_random_uuid(), 'pending', NULL, NULL, $3, $3),
              ('venue', gen_random_uuid(), 'abandoned', NULL, $3, $3, $3)`,
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

describe(`${OutboxRepository.name}, and the time`, () => {
  let database: TestDataSource;

  beforeAll(async () => {
    database = await openTestDataSource();
  });

  afterAll(() => database?.close());

  it("claims, processes and gives up on messages by the clock it is given, never the database's", async () => {
    const { dataSource } = database;
    const at = new Date('2030-10-27T00:59:59Z');
    const outbox = new OutboxRepository({ now: () => at });
    await dataSource.query(
      `INSERT INTO outbox (aggregate_type, aggregate_id, event_type, available_at, created_at)
       VALUES ('venue', gen_random_uuid(), 'later', $1, $1), ('venue', gen_random_uuid(), 'fails', $1, $1)`,
      [new Date('2030-10-27T00:59:58Z')],
    );
    // Due at the clock's time, not yet by today's.
    await expect(dataSource.transaction((tx) => new OutboxRepository().claimBatch(tx, 10))).resolves.toEqual([]);
    const claimed = await dataSource.transaction((tx) => outbox.claimBatch(tx, 10));
    expect(claimed.map((message) => message.eventType).sort()).toEqual(['fails', 'later']);
    const idOf = (type: string) => claimed.find((message) => message.eventType === type)!.id;
    await dataSource.transaction(async (tx) => {
      await outbox.markProcessed(tx, [idOf('later')]);
      await outbox.markFailed(tx, [idOf('fails')], 'no engine', 1);
    });
    const rows: { event_type: string; processed_at: Date | null; abandoned_at: Date | null }[] = await dataSource.query(
      'SELECT event_type, processed_at, abandoned_at FROM outbox ORDER BY event_type',
    );
    expect(rows).toEqual([
      { event_type: 'fails', processed_at: null, abandoned_at: at },
      { event_type: 'later', processed_at: at, abandoned_at: null },
    ]);
  });
});
