import { EARTH_RADIUS_KM, haversineKm, isGeoPoint, kmToMiles } from './distance';

describe('haversineKm', () => {
  it('is zero between a point and itself, and symmetric', () => {
    const a = { lat: 51.5072, lng: -0.1276 };
    const b = { lat: 53.4794, lng: -2.2453 };
    expect(haversineKm(a, a)).toBe(0);
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 10);
  });

  it('measures a degree of latitude as about 111.2 km', () => {
    expect(haversineKm({ lat: 51, lng: 0 }, { lat: 52, lng: 0 })).toBeCloseTo((Math.PI * EARTH_RADIUS_KM) / 180, 6);
  });

  it('measures known distances', () => {
    // Central London to central Manchester: about 262 km as the crow flies.
    const londonToManchester = haversineKm({ lat: 51.5072, lng: -0.1276 }, { lat: 53.4794, lng: -2.2453 });
    expect(londonToManchester).toBeGreaterThan(261);
    expect(londonToManchester).toBeLessThan(264);
    // A degree of longitude on the equator, and a quarter of the globe.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111.195, 2);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * EARTH_RADIUS_KM, 6);
  });

  it('converts kilometres to miles', () => {
    expect(kmToMiles(1.609344)).toBeCloseTo(1, 12);
    expect(kmToMiles(10)).toBeCloseTo(6.2137, 4);
  });

  it('recognises a valid point', () => {
    expect(isGeoPoint(51.5, -0.12)).toBe(true);
    expect(isGeoPoint(null, -0.12)).toBe(false);
    expect(isGeoPoint(Number.NaN, 0)).toBe(false);
    expect(isGeoPoint(91, 0)).toBe(false);
  });
});
