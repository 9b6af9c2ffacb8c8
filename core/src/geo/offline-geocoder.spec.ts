import { geocodeFailureMessage, InvalidPostcodeError, type GeocodeResult } from './geocoder';
import { OfflineGeocoder } from './offline-geocoder';

describe(OfflineGeocoder.name, () => {
  const geocoder = new OfflineGeocoder();

  it('places EC2A 3BP at the centroid of Shoreditch', async () => {
    const result = await geocoder.locate('EC2A 3BP');
    expect(result).toEqual({
      found: true,
      postcode: 'EC2A 3BP',
      lat: expect.closeTo(51.5245, 2),
      lng: expect.closeTo(-0.0825, 2),
      source: 'offline',
      precision: 'district',
    });
  });

  it('places M1 1AE in central Manchester', async () => {
    const result = await geocoder.locate('M1 1AE');
    expect(result).toMatchObject({ found: true, postcode: 'M1 1AE', precision: 'district' });
    const { lat, lng } = result as Extract<GeocodeResult, { found: true }>;
    // Within about 2 km of Manchester town hall.
    expect(Math.abs(lat - 53.4794)).toBeLessThan(0.02);
    expect(Math.abs(lng - -2.2453)).toBeLessThan(0.03);
  });

  it.each(['SW1A1AA', 'sw1a 1aa', '  SW1A   1AA '])('normalises %j to SW1A 1AA', async (input) => {
    expect(await geocoder.locate(input)).toMatchObject({ found: true, postcode: 'SW1A 1AA' });
  });

  it('reports a Shetland postcode as outside coverage, with a message naming the cities covered', async () => {
    const result = await geocoder.locate('ZE1 0AA');
    expect(result).toEqual({ found: false, postcode: 'ZE1 0AA', reason: 'outside_coverage' });
    expect(geocodeFailureMessage(result as Extract<GeocodeResult, { found: false }>)).toBe(
      'ZE1 0AA is outside the areas we cover. We list venues in London, Manchester, Birmingham, Leeds, ' +
        'Edinburgh, Glasgow, Bristol, Liverpool, Cardiff and Belfast.',
    );
  });

  it.each(['hello', '', 'EC2A', 'EC2A 3BPX', '12345'])('rejects %j as not a UK postcode', async (input) => {
    const failure = geocoder.locate(input);
    await expect(failure).rejects.toBeInstanceOf(InvalidPostcodeError);
    await expect(failure).rejects.toThrow('Please enter a valid UK postcode (e.g. EC2A 3BP)');
  });

  it('gives an unknown postcode a message a planner can act on', () => {
    expect(geocodeFailureMessage({ found: false, postcode: 'EC2A 9ZZ', reason: 'unknown_postcode' })).toBe(
      "We couldn't find the postcode EC2A 9ZZ. Please check it and try again.",
    );
  });
});
