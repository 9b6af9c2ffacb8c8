import { CITY_SLUGS } from '@venue-finder/contract';
import {
  districtOfPostcode,
  districtsOfCity,
  findDistrict,
  outwardCode,
  POSTCODE_DISTRICTS,
} from './postcode-districts';

/** Generous boxes around each city and its centre, to catch a mistyped centroid. */
const CITIES: Record<string, { box: [number, number, number, number]; centre: [number, number] }> = {
  london: { box: [51.28, 51.7, -0.52, 0.34], centre: [51.5072, -0.1276] },
  manchester: { box: [53.33, 53.6, -2.55, -2.05], centre: [53.4794, -2.2453] },
  birmingham: { box: [52.36, 52.58, -2.05, -1.68], centre: [52.4797, -1.9026] },
  leeds: { box: [53.69, 53.96, -1.8, -1.29], centre: [53.7965, -1.5478] },
  edinburgh: { box: [55.88, 55.99, -3.42, -3.08], centre: [55.9533, -3.1883] },
  glasgow: { box: [55.78, 55.93, -4.42, -4.08], centre: [55.8609, -4.2514] },
  bristol: { box: [51.39, 51.53, -2.72, -2.48], centre: [51.4545, -2.5879] },
  liverpool: { box: [53.32, 53.57, -3.08, -2.76], centre: [53.4084, -2.9916] },
  cardiff: { box: [51.44, 51.56, -3.3, -3.1], centre: [51.4816, -3.1791] },
  belfast: { box: [54.53, 54.65, -6.05, -5.78], centre: [54.5973, -5.9301] },
};

function km(a: [number, number], b: [number, number]): number {
  const dLat = (a[0] - b[0]) * 111.2;
  const dLng = (a[1] - b[1]) * 111.2 * Math.cos((a[0] * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

describe('postcode districts', () => {
  it('covers every city of the search schema, each with central districts', () => {
    for (const city of CITY_SLUGS) {
      expect(districtsOfCity(city).length).toBeGreaterThanOrEqual(8);
      expect(districtsOfCity(city).some((d) => d.zone === 'central')).toBe(true);
    }
  });

  it('lists each outward code once, in the UK outward-code format', () => {
    const codes = POSTCODE_DISTRICTS.map((d) => d.district);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{1,2}\d[A-Z\d]?$/);
  });

  it('puts every centroid inside its city, and central districts near the centre', () => {
    for (const d of POSTCODE_DISTRICTS) {
      const { box, centre } = CITIES[d.city]!;
      expect([d.district, d.lat >= box[0] && d.lat <= box[1] && d.lng >= box[2] && d.lng <= box[3]]).toEqual([
        d.district,
        true,
      ]);
      if (d.zone === 'central') expect([d.district, km([d.lat, d.lng], centre) < 10]).toEqual([d.district, true]);
    }
  });

  it('has the central districts one would expect', () => {
    for (const code of [
      'EC2A',
      'EC3M',
      'WC2N',
      'SW1A',
      'W1J',
      'E14',
      'SE1',
      'M1',
      'M3',
      'B1',
      'LS1',
      'EH1',
      'G2',
      'BS1',
      'L1',
      'CF10',
      'BT1',
    ]) {
      expect(findDistrict(code)).toBeDefined();
    }
  });

  it('finds a district from an outward code or a full postcode, however it is typed', () => {
    expect(findDistrict(' ec2a ')).toMatchObject({ district: 'EC2A', city: 'london', area: 'Shoreditch' });
    expect(districtOfPostcode('m1 1ae')).toMatchObject({ district: 'M1', city: 'manchester' });
    expect(districtOfPostcode('SW1A1AA')).toMatchObject({ district: 'SW1A' });
    expect(findDistrict('ZZ9')).toBeUndefined();
  });

  it('splits postcodes into their outward code', () => {
    expect(outwardCode('EC2A 3BP')).toBe('EC2A');
    expect(outwardCode('n1c4ag')).toBe('N1C');
    expect(outwardCode('B1 1AA')).toBe('B1');
    expect(outwardCode('LS1')).toBe('LS1');
  });
});
