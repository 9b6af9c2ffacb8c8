import { earthPoint, kmToChord } from './earthdistance';
import { GeoCells } from './geo-cells';

/** Points as the resident index keeps them: x, y, z by ordinal, NaN without a place. */
function points(places: ([number, number] | null)[]) {
  const [x, y, z]: number[][] = [[], [], []];
  for (const place of places) {
    const [px, py, pz] = place ? earthPoint(place[0], place[1]) : [NaN, NaN, NaN];
    x.push(px);
    y.push(py);
    z.push(pz);
  }
  return { x, y, z };
}

/** A deterministic spread of numbers in [0, 1). */
function sequence(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe(GeoCells.name, () => {
  it('offers every venue within the radius, and far fewer than all of them', () => {
    const next = sequence(7);
    const places = Array.from({ length: 20_000 }, (_, i): [number, number] | null =>
      i % 50 === 0 ? null : [49.9 + next() * 9, -7.5 + next() * 9.3],
    );
    const { x, y, z } = points(places);
    const cells = new GeoCells();
    for (const [lat, lng, km] of [
      [51.5072, -0.1276, 5],
      [51.5072, -0.1276, 50],
      [53.4808, -2.2426, 10],
      [55.9533, -3.1883, 25],
      [52.0, -1.0, 1],
      [50.0, -5.0, 100],
    ] as const) {
      const offered = cells.near(lat, lng, km, places.length, x, y, z)!;
      const [px, py, pz] = earthPoint(lat, lng);
      const within = places.flatMap((place, o) =>
        place && Math.hypot(x[o]! - px, y[o]! - py, z[o]! - pz) <= kmToChord(km) ? [o] : [],
      );
      const set = new Set(offered);
      expect(within.filter((o) => !set.has(o))).toEqual([]);
      expect([...offered]).toEqual([...offered].sort((a, b) => a - b));
      if (km <= 50) expect(offered.length).toBeLessThan(places.length / 4);
    }
  });

  it('takes in venues added since it was last asked', () => {
    const { x, y, z } = points([
      [51.5, -0.12],
      [53.48, -2.24],
      [51.5001, -0.1201],
    ]);
    const cells = new GeoCells();
    expect([...cells.near(51.5, -0.12, 2, 2, x, y, z)!]).toEqual([0]);
    expect([...cells.near(51.5, -0.12, 2, 3, x, y, z)!]).toEqual([0, 2]);
  });

  it('leaves a radius that reaches a pole or the antimeridian to the test of every venue', () => {
    const { x, y, z } = points([[0, 0]]);
    expect(new GeoCells().near(88.9, 0, 50, 1, x, y, z)).toBeNull();
    expect(new GeoCells().near(0, 179.9, 50, 1, x, y, z)).toBeNull();
  });
});
