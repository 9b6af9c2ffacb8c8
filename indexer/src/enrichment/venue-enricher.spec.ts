import { OfflineGeocoder, OutboxMessage, Venue, VenueWriter } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../../tests/support/test-database';
import { makeVenue } from '../../../tests/support/venue-factory';
import { VenueEnricher } from './venue-enricher';

/** The columns enrichment may write; every other column is the owner's (or the writer's). */
const DERIVED_COLUMNS = [
  'lat',
  'lng',
  'quality_score',
  'details',
  'phase1_version',
  'phase1_at',
  'phase2_version',
  'phase2_at',
];

describe(VenueEnricher.name, () => {
  let database: TestDataSource;
  let dataSource: DataSource;
  let writer: VenueWriter;
  const enricher = new VenueEnricher(new OfflineGeocoder());

  beforeEach(async () => {
    database = await openTestDataSource(2);
    ({ dataSource } = database);
    writer = new VenueWriter(dataSource);
  });

  afterEach(async () => {
    await database.close();
  });

  const storedRow = async (id: string): Promise<Record<string, unknown>> =>
    (await dataSource.query('SELECT * FROM venues WHERE id = $1', [id]))[0];
  const outboxCount = () => dataSource.getRepository(OutboxMessage).count();

  it('writes only derived columns: never an owner column, the version or an outbox message', async () => {
    const [id] = await writer.insertMany([
      makeVenue({
        name: '  The   Enriched Hall ',
        postcode: 'ec2a3bp',
        website: 'enriched.example',
        contactEmail: 'Events@Enriched.EXAMPLE',
        contactPhone: '+44 20 7946 0999',
        lat: null,
        lng: null,
        details: { faqs: [{ question: 'Parking?', answer: 'Yes.' }], venue_size_sqm: 100 },
      }),
    ]);
    // As a row stored before the writer tidied input would be: enrichment may report what it cannot
    // read, but rewriting an owner's columns is the writer's job, with a version and a message.
    await dataSource.query(
      `UPDATE venues SET name = ' the  enriched hall', postcode = 'ec2a3bp', contact_phone = '+44 20 7946 0999' WHERE id = $1`,
      [id],
    );
    const before = await storedRow(id);
    const messages = await outboxCount();

    const venue = await dataSource.getRepository(Venue).findOneByOrFail({ id });
    expect(await enricher.enrich(dataSource.manager, [venue])).toMatchObject({ phase1: 1, phase2: 1 });

    const after = await storedRow(id);
    const changed = Object.keys(after).filter(
      (column) => JSON.stringify(after[column]) !== JSON.stringify(before[column]),
    );
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.filter((column) => !DERIVED_COLUMNS.includes(column))).toEqual([]);
    expect(after).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number), version: 1, phase1_version: 1 });
    expect(after.details).toMatchObject({ faqs: [{ question: 'Parking?', answer: 'Yes.' }], venue_size_sqft: 1076 });
    expect(await outboxCount()).toBe(messages);
  });

  it("leaves an owner's edit made between its read and its write, and enriches the new version next time", async () => {
    const [id] = await writer.insertMany([makeVenue({ name: 'Before', lat: null, lng: null })]);
    const read = await dataSource.getRepository(Venue).findOneByOrFail({ id });

    await writer.update(id, { name: 'Owner Edit', postcode: 'M1 1AE' }, { expectedVersion: 1, actor: 'owner-1' });
    await enricher.enrich(dataSource.manager, [read]);

    expect(await storedRow(id)).toMatchObject({
      name: 'Owner Edit',
      postcode: 'M1 1AE',
      version: 2,
      lat: null,
      phase1_version: null,
    });
    // The owner's edit has its own outbox message; the indexer reads the venue again and enriches it.
    const current = await dataSource.getRepository(Venue).findOneByOrFail({ id });
    expect(await enricher.enrich(dataSource.manager, [current])).toMatchObject({ phase1: 1 });
    expect(await storedRow(id)).toMatchObject({ name: 'Owner Edit', version: 2, phase1_version: 2 });
  });
});
