import { startFakePostcodesIo, postcodeRecord, type FakePostcodesIo } from '../../../tests/support/fake-postcodes-io';
import { InvalidPostcodeError } from './geocoder';
import { PostcodesIoGeocoder, postcodesIoBaseUrl } from './postcodes-io-geocoder';

const EC2A_3BP = postcodeRecord('EC2A 3BP', 51.524446, -0.083129);
const SHOREDITCH_CENTROID = { lat: 51.5245, lng: -0.0825 };

describe(PostcodesIoGeocoder.name, () => {
  let server: FakePostcodesIo;
  let logger: { warn: jest.Mock };
  let clock: number;

  beforeEach(async () => {
    server = await startFakePostcodesIo({
      live: [EC2A_3BP, postcodeRecord('EC2A 4NE', null, null)],
      terminated: [
        { postcode: 'EC2A 1AB', year_terminated: 2015, month_terminated: 6, longitude: -0.0841, latitude: 51.5232 },
      ],
    });
    logger = { warn: jest.fn() };
    clock = 1_000_000;
  });

  afterEach(() => server.close());

  const geocoder = (overrides: { baseUrl?: string; timeoutMs?: number } = {}) =>
    new PostcodesIoGeocoder({ baseUrl: server.url, timeoutMs: 1000, logger, now: () => clock, ...overrides });

  it('maps an answer to a point at postcode precision', async () => {
    expect(await geocoder().locate('EC2A 3BP')).toEqual({
      found: true,
      postcode: 'EC2A 3BP',
      lat: 51.524446,
      lng: -0.083129,
      source: 'postcodes_io',
      precision: 'postcode',
    });
    expect(server.requests).toEqual(['/postcodes/EC2A%203BP']);
  });

  it('asks for the normalised postcode, URI-encoded', async () => {
    expect(await geocoder().locate(' ec2a3bp ')).toMatchObject({ found: true, postcode: 'EC2A 3BP' });
    expect(server.requests).toEqual(['/postcodes/EC2A%203BP']);
  });

  it('reports a postcode postcodes.io does not know as unknown, without falling back', async () => {
    expect(await geocoder().locate('EC2A 9ZZ')).toEqual({
      found: false,
      postcode: 'EC2A 9ZZ',
      reason: 'unknown_postcode',
    });
    expect(server.requests).toHaveLength(1);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("treats postcodes.io's 'Invalid postcode' 404 as an unknown postcode", async () => {
    server.script({ status: 404, body: { status: 404, error: 'Invalid postcode' } });
    expect(await geocoder().locate('EC2A 3BP')).toMatchObject({ found: false, reason: 'unknown_postcode' });
  });

  it('places a terminated postcode at its last known point', async () => {
    expect(await geocoder().locate('EC2A 1AB')).toEqual({
      found: true,
      postcode: 'EC2A 1AB',
      lat: 51.5232,
      lng: -0.0841,
      source: 'postcodes_io',
      precision: 'postcode',
    });
  });

  it('uses the district centroid for a live postcode without coordinates', async () => {
    expect(await geocoder().locate('EC2A 4NE')).toMatchObject({
      found: true,
      ...SHOREDITCH_CENTROID,
      precision: 'district',
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('retries once after a server error', async () => {
    server.script({ status: 500, body: { status: 500, error: '500 Server Error.' } });
    expect(await geocoder().locate('EC2A 3BP')).toMatchObject({ found: true, precision: 'postcode' });
    expect(server.requests).toHaveLength(2);
  });

  it('retries once after a dropped connection', async () => {
    server.script('drop');
    expect(await geocoder().locate('EC2A 3BP')).toMatchObject({ found: true, precision: 'postcode' });
    expect(server.requests).toHaveLength(2);
  });

  it('falls back to the district centroid after a second server error, and says so', async () => {
    server.script({ status: 503 }, { status: 502 });
    expect(await geocoder().locate('EC2A 3BP')).toEqual({
      found: true,
      postcode: 'EC2A 3BP',
      ...SHOREDITCH_CENTROID,
      source: 'offline',
      precision: 'district',
    });
    expect(server.requests).toHaveLength(2);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('unavailable (HTTP 502)'));
  });

  it('gives up on a server that does not answer within the time-out and falls back', async () => {
    server.script('hang');
    const started = Date.now();
    const result = await geocoder({ timeoutMs: 200 }).locate('EC2A 3BP');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toMatchObject({ found: true, source: 'offline', precision: 'district' });
    expect(server.requests).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('timeout'));
  });

  it('refuses to follow a redirect, to another host or at all', async () => {
    const elsewhere = await startFakePostcodesIo({ live: [EC2A_3BP] });
    try {
      server.script({ status: 302, headers: { location: `${elsewhere.url}/postcodes/EC2A%203BP` } });
      const result = await geocoder().locate('EC2A 3BP');
      expect(result).toMatchObject({ found: true, source: 'offline', precision: 'district' });
      expect(elsewhere.requests).toEqual([]);
      expect(server.requests).toHaveLength(1);
      expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('redirect'));
    } finally {
      await elsewhere.close();
    }
  });

  it('falls back on a 404 that is not about the postcode (a wrong base path)', async () => {
    const result = await geocoder({ baseUrl: `${server.url}/v9` }).locate('EC2A 3BP');
    expect(server.requests).toEqual(['/v9/postcodes/EC2A%203BP']);
    expect(result).toMatchObject({ found: true, source: 'offline' });
  });

  it('falls back when nothing listens at the configured address', async () => {
    const address = server.url;
    await server.close();
    expect(await geocoder({ baseUrl: address }).locate('M1 1AE')).toMatchObject({ found: true, source: 'offline' });
    server = await startFakePostcodesIo();
  });

  it('reports an outside-coverage postcode from the fallback as such', async () => {
    server.script({ status: 500 }, { status: 500 });
    expect(await geocoder().locate('ZE1 0AA')).toEqual({
      found: false,
      postcode: 'ZE1 0AA',
      reason: 'outside_coverage',
    });
  });

  it('warns of the fallback at most once a minute', async () => {
    const unavailable = geocoder();
    server.script({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    await unavailable.locate('EC2A 3BP');
    clock += 59_000;
    await unavailable.locate('EC2A 3BP');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    clock += 1_000;
    server.script({ status: 500 }, { status: 500 });
    await unavailable.locate('EC2A 3BP');
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('rejects a malformed postcode without asking postcodes.io', async () => {
    await expect(geocoder().locate('hello')).rejects.toBeInstanceOf(InvalidPostcodeError);
    await expect(geocoder().locate('EC2A/../../admin')).rejects.toBeInstanceOf(InvalidPostcodeError);
    expect(server.requests).toEqual([]);
  });

  describe(postcodesIoBaseUrl.name, () => {
    it('keeps a path prefix and drops a trailing slash', () => {
      expect(postcodesIoBaseUrl('https://api.postcodes.io/')).toBe('https://api.postcodes.io');
      expect(postcodesIoBaseUrl('http://127.0.0.1:8000/pc/')).toBe('http://127.0.0.1:8000/pc');
    });

    it.each([
      'ftp://api.postcodes.io',
      'file:///etc/passwd',
      'api.postcodes.io',
      'https://u:p@api.postcodes.io',
      'https://api.postcodes.io/?x=1',
    ])('refuses %j', (url) => expect(() => postcodesIoBaseUrl(url)).toThrow(/postcodes.io URL/));
  });
});
