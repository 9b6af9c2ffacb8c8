import { haversineKm } from '../geo/distance';
import { NearestPlaces } from './nearest-places';

/** A small deterministic PRNG (mulberry32), so failures can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe(NearestPlaces.name, () => {
  const next = random(42);
  const around = (lat: number, lng: number, spread: number) => ({
    lat: lat + (next() - 0.5) * spread,
    lng: lng + (next() - 0.5) * spread * 1.6,
  });
  const places = [
    ...Array.from({ length: 400 }, (_, i) => ({ id: `london-${i}`, ...around(51.51, -0.12, 0.2) })),
    ...Array.from({ length: 200 }, (_, i) => ({ id: `glasgow-${i}`, ...around(55.86, -4.25, 0.1) })),
  ];
  const index = new NearestPlaces(places);

  function bruteForce(point: { lat: number; lng: number }, radiusKm: number, limit: number) {
    return places
      .map((place) => ({ place, distanceKm: haversineKm(point, place) }))
      .filter((h) => h.distanceKm <= radiusKm)
      .sort((a, b) => a.distanceKm - b.distanceKm)
      .slice(0, limit);
  }

  it('finds the same nearest places as comparing every place', () => {
    for (let i = 0; i < 300; i++) {
      const point = i % 3 === 0 ? around(55.86, -4.25, 0.12) : around(51.51, -0.12, 0.25);
      const radiusKm = [0.5, 1, 2, 3, 5, 12][i % 6]!;
      const limit = [1, 3, 5, 20][i % 4]!;
      const expected = bruteForce(point, radiusKm, limit).map((h) => h.place.id);
      expect(index.nearest(point, radiusKm, limit).map((h) => h.place.id)).toEqual(expected);
    }
  });

  it('sorts by distance, keeps to the radius and the limit, and honours the filter', () => {
    const point = { lat: 51.51, lng: -0.12 };
    const hits = index.nearest(point, 2, 5, (p) => p.id.endsWith('7'));
    expect(hits.length).toBeLessThanOrEqual(5);
    expect(hits.every((h) => h.place.id.endsWith('7') && h.distanceKm <= 2)).toBe(true);
    expect(hits.map((h) => h.distanceKm)).toEqual([...hits.map((h) => h.distanceKm)].sort((a, b) => a - b));
  });

  it('finds nothing far from every place, or when asked for none', () => {
    expect(index.nearest({ lat: 53.4, lng: -2.2 }, 5, 5)).toEqual([]);
    expect(index.nearest({ lat: 51.51, lng: -0.12 }, 5, 0)).toEqual([]);
  });
});
