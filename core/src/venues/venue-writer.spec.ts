import type { DataSource } from 'typeorm';
import { Clock } from '../clock';
import { openTestDataSource, type TestDataSource } from '../../../tests/support/test-database';
import { makeVenue } from '../../../tests/support/venue-factory';
import { OutboxMessage } from '../entities/outbox-message.entity';
import { Venue } from '../entities/venue.entity';
import { VenueWriteError, VenueWriter } from './venue-writer';

/** A clock that always answers the time it was set to. */
class SetClock extends Clock {
  constructor(public at: Date) {
    super();
  }

  override now(): Date {
    return this.at;
  }
}

const created = new Date('2031-03-30T00:59:30.000Z');
const published = new Date('2031-10-26T23:59:30.000Z');

describe(VenueWriter.name, () => {
  let database: TestDataSource;
  let dataSource: DataSource;
  let writer: VenueWriter;

  beforeEach(async () => {
    database = await openTestDataSource(2);
    ({ dataSource } = database);
    writer = new VenueWriter(dataSource);
  });

  afterEach(async () => {
    await database.close();
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

  it('bumps the version on update, stamps the first publication and records the change with its actor', async () => {
    const [id] = await writer.insertMany([makeVenue({ status: 'draft' })]);
    const updated = await writer.update(id, { status: 'published' }, { expectedVersion: 1, actor: 'admin-7' });
    expect(updated.version).toBe(2);
    expect(updated.publishedAt).toBeInstanceOf(Date);
    expect((await outbox()).map((m) => [m.eventType, m.payload])).toEqual([
      ['venue.upserted', { actor: 'system' }],
      ['venue.upserted', { actor: 'admin-7' }],
    ]);
  });

  it('keeps the first publication date when a venue is published again', async () => {
    const [id] = await writer.insertMany([makeVenue({ status: 'draft' })]);
    const first = await writer.update(id, { status: 'published' }, { expectedVersion: 1, actor: 'a' });
    await writer.update(id, { status: 'review' }, { expectedVersion: 2, actor: 'a' });
    const again = await writer.update(id, { status: 'published' }, { expectedVersion: 3, actor: 'a' });
    expect(again.publishedAt).toEqual(first.publishedAt);
  });

  it('makes a lost update impossible: of two edits based on the same version, one wins and one conflicts', async () => {
    const [id] = await writer.insertMany([makeVenue({ descriptionShort: 'Original' })]);
    const before = (await outbox()).length;
    const results = await Promise.allSettled([
      writer.update(id, { descriptionShort: 'Edit A' }, { expectedVersion: 1, actor: 'owner-a' }),
      writer.update(id, { descriptionShort: 'Edit B' }, { expectedVersion: 1, actor: 'owner-b' }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toBeInstanceOf(VenueWriteError);
    expect(lost[0].reason).toMatchObject({ code: 'VENUE_VERSION_CONFLICT', kind: 'conflict' });
    const stored = await dataSource.getRepository(Venue).findOneByOrFail({ id });
    expect(stored.version).toBe(2);
    expect(stored.descriptionShort).toBe((won[0] as PromiseFulfilledResult<Venue>).value.descriptionShort);
    expect((await outbox()).length).toBe(before + 1);
  });

  it('refuses an update based on an old version and changes nothing', async () => {
    const [id] = await writer.insertMany([makeVenue({ descriptionShort: 'Original' })]);
    await writer.update(id, { descriptionShort: 'First' }, { expectedVersion: 1, actor: 'a' });
    await expect(writer.update(id, { descriptionShort: 'Stale' }, { expectedVersion: 1, actor: 'b' })).rejects.toThrow(
      /changed by someone else since you opened it \(version 1, now 2\)/,
    );
    expect((await dataSource.getRepository(Venue).findOneByOrFail({ id })).descriptionShort).toBe('First');
  });

  it('answers not found for a venue that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(writer.update(missing, { name: 'X' }, { expectedVersion: 1, actor: 'a' })).rejects.toMatchObject({
      code: 'VENUE_NOT_FOUND',
      kind: 'not_found',
    });
    await expect(writer.delete(missing, 'a')).rejects.toMatchObject({ code: 'VENUE_NOT_FOUND' });
  });

  it('tidies what owners type on insert and on update', async () => {
    const [id] = await writer.insertMany([
      makeVenue({
        name: '  The   Grand\tHall ',
        displayName: '',
        postcode: 'wc1h8as',
        website: 'WWW.GrandHall.Example',
        contactEmail: ' Events@GrandHall.EXAMPLE ',
        contactPhone: '+44 (0)20 7946 0123',
      }),
    ]);
    const inserted = await dataSource.getRepository(Venue).findOneByOrFail({ id });
    expect(inserted).toMatchObject({
      name: 'The Grand Hall',
      displayName: 'The Grand Hall',
      postcode: 'WC1H 8AS',
      website: 'https://www.grandhall.example',
      contactEmail: 'events@grandhall.example',
      contactPhone: '020 7946 0123',
    });
    const updated = await writer.update(
      id,
      { postcode: ' m1  1ae ', contactPhone: '', addressLine1: ' 12  Argyle\u00a0Square ' },
      { expectedVersion: 1, actor: 'owner' },
    );
    expect(updated).toMatchObject({ postcode: 'M1 1AE', contactPhone: null, addressLine1: '12 Argyle Square' });
    expect(updated.name).toBe('The Grand Hall');
  });

  it('records the deletion of a venue', async () => {
    const [id] = await writer.insertMany([makeVenue()]);
    await writer.delete(id, 'admin-7');
    expect(await dataSource.getRepository(Venue).count()).toBe(0);
    expect((await outbox()).at(-1)).toMatchObject({
      aggregateId: id,
      eventType: 'venue.deleted',
      payload: { actor: 'admin-7' },
    });
  });

  describe('with a set clock', () => {
    it('stamps creation, each update and the first publication with the clock, not the database', async () => {
      const clock = new SetClock(created);
      const timed = new VenueWriter(dataSource, clock);
      const [id] = await timed.insertMany([makeVenue({ status: 'draft', createdAt: undefined, updatedAt: undefined })]);
      expect(await dataSource.getRepository(Venue).findOneByOrFail({ id })).toMatchObject({
        createdAt: created,
        updatedAt: created,
        publishedAt: null,
      });

      clock.at = published;
      const updated = await timed.update(id, { status: 'published' }, { expectedVersion: 1, actor: 'admin-7' });
      expect(updated).toMatchObject({ createdAt: created, updatedAt: published, publishedAt: published });
    });
  });

  describe('writeEnrichment', () => {
    const enrichment = (id: string, version: number) => ({
      id,
      version,
      lat: 51.5,
      lng: -0.12,
      qualityScore: 77,
      details: { directions_links: { google_maps: 'https://maps.example/x' }, venue_size_sqft: null },
      phase1Version: version,
      phase1Ran: true,
      phase2Version: null,
      phase2Ran: false,
    });

    it('stamps the enrichment phases that ran with the clock', async () => {
      const [id] = await writer.insertMany([makeVenue({ lat: null, lng: null })]);
      // Phase 1 ran, phase 2 did not.
      const rows = [enrichment(id, 1)];
      expect(await VenueWriter.writeEnrichment(dataSource.manager, rows, new SetClock(published))).toEqual([id]);
      expect(await dataSource.getRepository(Venue).findOneByOrFail({ id })).toMatchObject({
        phase1At: published,
        phase2At: null,
      });
    });

    it('writes only derived columns and derived details keys, without a version or a message', async () => {
      const [id] = await writer.insertMany([
        makeVenue({ lat: null, lng: null, details: { faqs: [{ question: 'Q?', answer: 'A.' }], venue_size_sqft: 10 } }),
      ]);
      const messages = (await outbox()).length;
      expect(await VenueWriter.writeEnrichment(dataSource.manager, [enrichment(id, 1)])).toEqual([id]);
      const venue = await dataSource.getRepository(Venue).findOneByOrFail({ id });
      expect(venue).toMatchObject({ lat: 51.5, lng: -0.12, qualityScore: 77, version: 1, phase1Version: 1 });
      expect(venue.details).toEqual({
        faqs: [{ question: 'Q?', answer: 'A.' }],
        directions_links: { google_maps: 'https://maps.example/x' },
      });
      expect((await outbox()).length).toBe(messages);
    });

    it("can't clobber an owner's edit made after enrichment read the venue", async () => {
      const [id] = await writer.insertMany([makeVenue({ descriptionShort: 'Before', lat: null, lng: null })]);
      // Enrichment reads version 1; the owner saves an edit; then enrichment writes.
      await writer.update(id, { descriptionShort: 'Owner edit' }, { expectedVersion: 1, actor: 'owner' });
      expect(await VenueWriter.writeEnrichment(dataSource.manager, [enrichment(id, 1)])).toEqual([]);
      const venue = await dataSource.getRepository(Venue).findOneByOrFail({ id });
      expect(venue).toMatchObject({ descriptionShort: 'Owner edit', version: 2, lat: null, phase1Version: null });
    });
  });
});
