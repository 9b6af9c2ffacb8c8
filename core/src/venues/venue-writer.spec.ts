import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { makeVenue } from '../../../tests/support/venue-factory';
import { openDataSource } from '../database/data-source';
import { OutboxMessage } from '../entities/outbox-message.entity';
import { Venue } from '../entities/venue.entity';
import { VenueWriter } from './venue-writer';

describe(VenueWriter.name, () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let writer: VenueWriter;

  beforeEach(async () => {
    database = await createTestDatabase();
    dataSource = await openDataSource(database.url, 2);
    writer = new VenueWriter(dataSource);
  });

  afterEach(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  const outbox = () => dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });

  it('records one outbox message per inserted venue', async () => {
    const ids = await writer.insertMany([makeVenue(), makeVenue()]);
    expect((await outbox()).map((m) => [m.aggregateId, m.eventType])).toEqual(ids.map((id) => [id, 'venue.upserted']));
  });

  it('writes neither the venues nor their messages when the transaction fails', async () => {
    const duplicate = makeVenue({ slug: 'same-slug' });
    await expect(writer.insertMany([duplicate, makeVenue({ slug: 'same-slug' })])).rejects.toThrow();
    expect(await dataSource.getRepository(Venue).count()).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it('bumps the version on update, stamps the first publication and records the change', async () => {
    const [id] = await writer.insertMany([makeVenue({ status: 'draft' })]);
    const updated = await writer.update(id, { status: 'published' });
    expect(updated.version).toBe(2);
    expect(updated.publishedAt).toBeInstanceOf(Date);
    expect((await outbox()).map((m) => m.eventType)).toEqual(['venue.upserted', 'venue.upserted']);
  });

  it('records the deletion of a venue', async () => {
    const [id] = await writer.insertMany([makeVenue()]);
    await writer.delete(id);
    expect(await dataSource.getRepository(Venue).count()).toBe(0);
    expect((await outbox()).at(-1)).toMatchObject({ aggregateId: id, eventType: 'venue.deleted' });
  });
});
