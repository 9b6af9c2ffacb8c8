import { ConfigError } from '../config/load-config';
import { CachedGeocoder } from './cached-geocoder';
import { createGeocoder } from './create-geocoder';
import { readGeocoderConfig } from './geocoder-config';
import { OfflineGeocoder } from './offline-geocoder';

describe(createGeocoder.name, () => {
  const db = { query: jest.fn() };

  it('defaults to the offline centroids, which never touch the database', async () => {
    const geocoder = createGeocoder({}, db);
    expect(geocoder).toBeInstanceOf(OfflineGeocoder);
    await geocoder.locate('EC2A 3BP');
    expect(db.query).not.toHaveBeenCalled();
  });

  it('wraps postcodes.io in the cache when configured', () => {
    const geocoder = createGeocoder({ GEOCODER: 'postcodes_io' }, db);
    expect(geocoder).toBeInstanceOf(CachedGeocoder);
    expect(geocoder.name).toBe('postcodes_io+cache');
  });
});

describe(readGeocoderConfig.name, () => {
  it('has embedded defaults, an empty variable counting as unset', () => {
    expect(readGeocoderConfig({ GEOCODER: '', POSTCODES_IO_URL: '' })).toEqual({
      kind: 'offline',
      postcodesIoUrl: 'https://api.postcodes.io',
      timeoutMs: 3000,
    });
  });

  it('reads a self-hosted postcodes.io and a time-out', () => {
    expect(
      readGeocoderConfig({
        GEOCODER: 'postcodes_io',
        POSTCODES_IO_URL: 'http://postcodes:8000',
        GEOCODER_TIMEOUT_MS: '1500',
      }),
    ).toEqual({ kind: 'postcodes_io', postcodesIoUrl: 'http://postcodes:8000', timeoutMs: 1500 });
  });

  it.each([
    [{ GEOCODER: 'google' }, 'GEOCODER'],
    [{ POSTCODES_IO_URL: 'ftp://api.postcodes.io' }, 'POSTCODES_IO_URL: must be an http(s) URL'],
    [{ POSTCODES_IO_URL: 'javascript:alert(1)' }, 'POSTCODES_IO_URL'],
    [{ GEOCODER_TIMEOUT_MS: 'soon' }, 'GEOCODER_TIMEOUT_MS'],
    [{ GEOCODER_TIMEOUT_MS: '0' }, 'GEOCODER_TIMEOUT_MS'],
  ])('refuses %j, naming the variable', (env, problem) => {
    expect(() => readGeocoderConfig(env)).toThrow(ConfigError);
    expect(() => readGeocoderConfig(env)).toThrow(problem);
  });
});
