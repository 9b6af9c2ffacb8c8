import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Clock, OfflineGeocoder, PostgresSearchEngine, type SearchEngine, VenueWriter } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../../tests/support/test-database';
import { eventually } from '../../../tests/support/eventually';
import { startTcpProxy } from '../../../tests/support/tcp-proxy';
import { makeVenue } from '../../../tests/support/venue-factory';
import { VenueEnricher } from '../enrichment/venue-enricher';
import { IndexerConfig } from '../indexer-config';
import { IndexerModule } from '../indexer.module';
import { VenueIndexer } from '../venue-indexer';
import { OutboxConsumer } from './outbox-consumer';
import { OutboxRepository } from '@venue-finder/core';

describe(OutboxConsumer.name, () => {
  let database: TestDataSource;
  let dataSource: DataSource;
  let writer: VenueWriter;
  let engine: PostgresSearchEngine;

  beforeAll(() => Logger.overrideLogger(false)); // the retry warnings are expected here

  beforeEach(async () => {
    database = await openTestDataSource(4);
    ({ dataSource } = database);
    writer = new VenueWriter(dataSource);
    engine = new PostgresSearchEngine(dataSource);
  });

  afterEach(async () => {
    await database.close();
  });

  const consumerWith = (searchEngine: SearchEngine, env: Record<string, string> = {}) =>
    new OutboxConsumer(
      dataSource,
      new OutboxRepository(),
      new VenueIndexer(searchEngine, new VenueEnricher(new OfflineGeocoder())),
      new IndexerConfig({ DATABASE_URL: database.url, ...env }),
      new SchedulerRegistry(),
    );

  const searchNames = async () =>
    (await engine.search({ page: 1, pageSize: 50, sort: 'relevance', withFacets: false })).items.map((i) => i.name);

  const pending = async () =>
    Number((await dataSource.query('SELECT count(*) AS n FROM outbox WHERE processed_at IS NULL'))[0].n);

  it('indexes committed venue writes and marks their messages processed', async () => {
    await writer.insertMany([makeVenue({ name: 'Alpha Hall' }), makeVenue({ name: 'Beta Rooms' })]);
    await consumerWith(engine).drain();
    expect((await searchNames()).sort()).toEqual(['Alpha Hall', 'Beta Rooms']);
    expect(await pending()).toBe(0);
  });

  it('indexes only published venues and removes a venue once it is unpublished', async () => {
    const [published] = await writer.insertMany([
      makeVenue({ name: 'Live Venue' }),
      makeVenue({ name: 'Draft Venue', status: 'draft' }),
    ]);
    const consumer = consumerWith(engine);
    await consumer.drain();
    expect(await searchNames()).toEqual(['Live Venue']);
    await writer.update(published, { status: 'review' }, { expectedVersion: 1, actor: 'test' });
    await consumer.drain();
    expect(await searchNames()).toEqual([]);
  });

  it('brings a venue’s standing in the verification programme into its card, filter and facet', async () => {
    const [id] = await writer.insertMany([makeVenue({ name: 'Proven Hall' })]);
    const consumer = consumerWith(engine);
    await consumer.drain();
    const search = (verified?: 'silver') =>
      engine.search({ page: 1, pageSize: 20, sort: 'relevance', withFacets: true, verified });
    expect((await search()).items[0].programme).toBeNull();

    // What the programme does when an owner verifies an item: totals, then a reindex message.
    await dataSource.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO venue_programme (venue_id, total_points, verified_items, badges_count, tier, updated_at)
         VALUES ($1, 60, 4, 2, 'silver', $2)`,
        [id, new Date()],
      );
      await writer.reindex(id, 'owner', tx);
    });
    await consumer.drain();
    const result = await search('silver');
    expect(result.items.map((card) => [card.name, card.programme])).toEqual([
      ['Proven Hall', { tier: 'silver', verified_items: 4 }],
    ]);
    expect(result.facets?.verified).toEqual({ bronze: 1, silver: 1 });
  });

  it('enriches venues on the way: quality score, nearby transport and the 12 related searches', async () => {
    const [id] = await writer.insertMany([
      makeVenue({ name: 'Kings Cross Rooms', postcode: 'N1C 4AB', lat: 51.5316, lng: -0.1236 }),
    ]);
    await consumerWith(engine).drain();
    const [venue] = await dataSource.query(
      'SELECT version, phase1_version, phase2_version, quality_score, details FROM venues WHERE id = $1',
      [id],
    );
    expect(venue.phase1_version).toBe(venue.version);
    expect(venue.phase2_version).toBe(venue.version);
    expect(venue.version).toBe(1); // enrichment is not an edit: no new version, no new message
    expect(venue.quality_score).toBeGreaterThan(0);
    expect(venue.details.related_searches).toHaveLength(12);
    expect(venue.details.nearby_stations[0].name).toMatch(/King's Cross/);
    expect(await pending()).toBe(0);
  });

  it('geocodes a venue without coordinates from its postcode', async () => {
    const [id] = await writer.insertMany([
      makeVenue({ name: 'Unplaced Venue', postcode: 'M1 1AE', lat: null, lng: null }),
    ]);
    await consumerWith(engine).drain();
    const [venue] = await dataSource.query('SELECT lat, lng FROM venues WHERE id = $1', [id]);
    expect(venue.lat).toBeCloseTo(53.48, 1);
    expect(venue.lng).toBeCloseTo(-2.24, 1);
  });

  it('shows a large backlog as enrichment runs that complete', async () => {
    await writer.insertMany(Array.from({ length: 210 }, (_, i) => makeVenue({ name: `Backlog ${i}` })));
    await consumerWith(engine).drain();
    const runs = await dataSource.query('SELECT phase, status, total, done FROM enrichment_runs ORDER BY phase');
    expect(runs).toEqual([
      { phase: 1, status: 'completed', total: 210, done: 210 },
      { phase: 2, status: 'completed', total: 210, done: 210 },
    ]);
  });

  it('is idempotent: replaying processed messages changes nothing', async () => {
    await writer.insertMany([makeVenue({ name: 'Replay Hall' })]);
    const consumer = consumerWith(engine);
    await consumer.drain();
    await dataSource.query('UPDATE outbox SET processed_at = NULL');
    await consumer.drain();
    expect(await searchNames()).toEqual(['Replay Hall']);
    expect(await pending()).toBe(0);
  });

  it('keeps messages when the engine is down, retries them later and abandons them after the last attempt', async () => {
    await writer.insertMany([makeVenue({ name: 'Patient Venue' })]);
    const broken: SearchEngine = {
      ...engine,
      name: 'postgres',
      search: engine.search.bind(engine),
      health: engine.health.bind(engine),
      remove: engine.remove.bind(engine),
      upsert: () => Promise.reject(new Error('engine unavailable')),
    };
    const consumer = consumerWith(broken, { INDEXER_MAX_ATTEMPTS: '2' });
    await consumer.drain();
    // The outbox's times are its clock's (here the system's), not the database's: compare with it.
    let [row] = await dataSource.query(
      'SELECT attempts, last_error, abandoned_at, available_at > $1::timestamptz AS later FROM outbox',
      [new Clock().now()],
    );
    expect(row).toMatchObject({ attempts: 1, last_error: 'engine unavailable', abandoned_at: null, later: true });

    await dataSource.query('UPDATE outbox SET available_at = $1', [new Clock().now()]);
    await consumer.drain();
    [row] = await dataSource.query('SELECT attempts, abandoned_at FROM outbox');
    expect(row.attempts).toBe(2);
    expect(row.abandoned_at).not.toBeNull();
    expect(await searchNames()).toEqual([]);
  });

  it('lets two indexers share the outbox without indexing a venue twice at once', async () => {
    await writer.insertMany(Array.from({ length: 60 }, (_, i) => makeVenue({ name: `Shared ${i}` })));
    const first = consumerWith(engine, { INDEXER_BATCH_SIZE: '7' });
    const second = consumerWith(engine, { INDEXER_BATCH_SIZE: '7' });
    await Promise.all([first.drain(), second.drain()]);
    expect(await searchNames()).toHaveLength(50);
    expect(await pending()).toBe(0);
  });

  it('wakes on NOTIFY: a committed change is searchable without waiting for the poll', async () => {
    const previous = { DATABASE_URL: process.env.DATABASE_URL, INDEXER_POLL_MS: process.env.INDEXER_POLL_MS };
    Object.assign(process.env, { DATABASE_URL: database.url, INDEXER_POLL_MS: '600000' });
    const app = await NestFactory.createApplicationContext(IndexerModule, { logger: false });
    await app.init();
    try {
      await writer.insertMany([makeVenue({ name: 'Notified Venue' })]);
      const deadline = Date.now() + 10_000;
      while (!(await searchNames()).includes('Notified Venue') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await searchNames()).toEqual(['Notified Venue']);
    } finally {
      await app.close();
      for (const [key, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it('gets its notification connection back after a database outage longer than 5 s', async () => {
    // Only the listener goes through the proxy, and polling is an hour away: what gets indexed
    // after the outage was woken by a notification on the re-established connection.
    const server = new URL(database.url);
    const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port) });
    const consumer = consumerWith(engine, { DATABASE_URL: proxy.through(database.url), INDEXER_POLL_MS: '600000' });
    await consumer.onApplicationBootstrap();
    try {
      expect(consumer.listening).toBe(true);
      await proxy.cut();
      await eventually(async () => expect(consumer.listening).toBe(false));
      await sleep(6_000);
      await proxy.restore();
      await eventually(async () => expect(consumer.listening).toBe(true));

      await writer.insertMany([makeVenue({ name: 'After The Outage' })]);
      await eventually(async () => expect(await searchNames()).toEqual(['After The Outage']));
    } finally {
      await consumer.onApplicationShutdown();
      await proxy.close();
    }
  }, 30_000);
});
