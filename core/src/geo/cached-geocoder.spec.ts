import type { DataSource } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../../tests/support/test-database';
import { CachedGeocoder } from './cached-geocoder';
import { postcodeRecord, startFakePostcodesIo, type FakePostcodesIo } from '../../../tests/support/fake-postcodes-io';
import type { Geocoder } from './geocoder';
import { OfflineGeocoder } from './offline-geocoder';
import { PostcodesIoGeocoder } from './postcodes-io-geocoder';

describe(CachedGeocoder.name, () => {
  let database: TestDataSource;
  let dataSource: DataSource;
  let server: FakePostcodesIo;
  let logger: { warn: jest.Mock };
  let geocoder: CachedGeocoder;

  beforeEach(async () => {
    database = await openTestDataSource(2);
    ({ dataSource } = database);
    server = await startFakePostcodesIo({ live: [postcodeRecord('EC2A 3BP', 51.524446, -0.083129)] });
    logger = { warn: jest.fn() };
    geocoder = new CachedGeocoder(
      new PostcodesIoGeocoder({ baseUrl: server.url, timeoutMs: 1000, logger }),
      dataSource,
      { logger },
    );
  });

  afterEach(async () => {
    await server.close();
    await database.close();
  });

  const cacheRows = () =>
    dataSource.query('SELECT postcode, found, lat, lng, source FROM geocode_cache ORDER BY postcode');
  const age = (postcode: string, interval: string) =>
    dataSource.query(`UPDATE geocode_cache SET fetched_at = $3::timestamptz - $2::interval WHERE postcode = $1`, [
      postcode,
      interval,
      new Date(),
    ]);

  it('serves the second lookup of a postcode from the cache', async () => {
    const first = await geocoder.locate('EC2A 3BP');
    const second = await geocoder.locate('ec2a3bp');
    expect(second).toEqual(first);
    expect(second).toEqual({
      found: true,
      postcode: 'EC2A 3BP',
      lat: 51.524446,
      lng: -0.083129,
      source: 'postcodes_io',
      precision: 'postcode',
    });
    expect(server.requests).toHaveLength(1);
    expect(await cacheRows()).toEqual([
      { postcode: 'EC2A 3BP', found: true, lat: 51.524446, lng: -0.083129, source: 'postcodes_io' },
    ]);
  });

  it('caches a postcode that does not exist, too', async () => {
    const expected = { found: false, postcode: 'EC2A 9ZZ', reason: 'unknown_postcode' };
    expect(await geocoder.locate('EC2A 9ZZ')).toEqual(expected);
    expect(await geocoder.locate('EC2A 9ZZ')).toEqual(expected);
    expect(server.requests).toHaveLength(1);
    expect(await cacheRows()).toEqual([
      { postcode: 'EC2A 9ZZ', found: false, lat: null, lng: null, source: 'postcodes_io' },
    ]);
  });

  it('asks again once a found postcode is older than 90 days, and refreshes the entry', async () => {
    await geocoder.locate('EC2A 3BP');
    await age('EC2A 3BP', '89 days');
    await geocoder.locate('EC2A 3BP');
    expect(server.requests).toHaveLength(1);

    await age('EC2A 3BP', '91 days');
    await geocoder.locate('EC2A 3BP');
    expect(server.requests).toHaveLength(2);
    const [{ fresh }] = await dataSource.query(
      `SELECT fetched_at > $1::timestamptz - interval '1 minute' AS fresh FROM geocode_cache WHERE postcode = 'EC2A 3BP'`,
      [new Date()],
    );
    expect(fresh).toBe(true);
  });

  it('asks again once "not found" is older than a day — new postcodes are issued', async () => {
    await geocoder.locate('EC2A 9ZZ');
    await age('EC2A 9ZZ', '23 hours');
    await geocoder.locate('EC2A 9ZZ');
    expect(server.requests).toHaveLength(1);

    await age('EC2A 9ZZ', '25 hours');
    await geocoder.locate('EC2A 9ZZ');
    expect(server.requests).toHaveLength(2);
  });

  it('replaces a stale "not found" with the point once the postcode exists', async () => {
    server.script({ status: 404, body: { status: 404, error: 'Postcode not found' } });
    expect(await geocoder.locate('EC2A 3BP')).toMatchObject({ found: false });
    await age('EC2A 3BP', '2 days');
    expect(await geocoder.locate('EC2A 3BP')).toMatchObject({ found: true, precision: 'postcode' });
    expect(await cacheRows()).toEqual([expect.objectContaining({ postcode: 'EC2A 3BP', found: true })]);
  });

  it('keeps and ages its answers by the time it is given (the api’s clock), not the database’s', async () => {
    let now = new Date('2026-03-29T00:59:30.000Z');
    const clocked = new CachedGeocoder(
      new PostcodesIoGeocoder({ baseUrl: server.url, timeoutMs: 1000, logger }),
      dataSource,
      { logger, now: () => new Date(now) },
    );
    await clocked.locate('EC2A 3BP');
    const [{ fetched_at }] = await dataSource.query(`SELECT fetched_at FROM geocode_cache WHERE postcode = 'EC2A 3BP'`);
    expect(fetched_at).toEqual(now);

    now = new Date(now.getTime() + 89 * 24 * 60 * 60_000);
    await clocked.locate('EC2A 3BP');
    expect(server.requests).toHaveLength(1);
    now = new Date(now.getTime() + 2 * 24 * 60 * 60_000);
    await clocked.locate('EC2A 3BP');
    expect(server.requests).toHaveLength(2);
  });

  it('does not keep the district centroid it fell back on while postcodes.io was down', async () => {
    server.script({ status: 500 }, { status: 500 });
    expect(await geocoder.locate('EC2A 3BP')).toMatchObject({ found: true, source: 'offline', precision: 'district' });
    expect(await cacheRows()).toEqual([]);

    expect(await geocoder.locate('EC2A 3BP')).toMatchObject({ found: true, precision: 'postcode' });
    expect(server.requests).toHaveLength(3);
  });

  it('does not keep offline answers when it wraps the offline geocoder', async () => {
    const offline = new CachedGeocoder(new OfflineGeocoder(), dataSource, { logger });
    expect(await offline.locate('M1 1AE')).toMatchObject({ found: true, precision: 'district' });
    expect(await offline.locate('ZE1 0AA')).toMatchObject({ found: false, reason: 'outside_coverage' });
    expect(await cacheRows()).toEqual([]);
  });

  it('still answers, and says why, when the cache cannot be reached', async () => {
    const inner: Geocoder = new PostcodesIoGeocoder({ baseUrl: server.url, logger });
    const broken = new CachedGeocoder(
      inner,
      { query: () => Promise.reject(new Error('connection terminated')) },
      { logger },
    );
    expect(await broken.locate('EC2A 3BP')).toMatchObject({ found: true, precision: 'postcode' });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('unreadable'));
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('unwritable'));
  });
});
