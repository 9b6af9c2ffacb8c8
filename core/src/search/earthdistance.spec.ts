import { chordLength, chordToKm, earthPoint } from './earthdistance';

describe('chordToKm', () => {
  it('turns a straight line through the earth into the distance along it, to 100 m', () => {
    // King's Cross to Euston, about 0.6 km: the chord and the arc agree to the metre.
    expect(chordToKm(600)).toBe(0.6);
    expect(chordToKm(1249)).toBe(1.2);
    expect(chordToKm(0)).toBe(0);
  });
});

describe('chordLength', () => {
  it('is Math.hypot to the last bit, for points across the country and for every edge case', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 200_000; i++) {
      const from = earthPoint(49 + random() * 10, -8 + random() * 10);
      const to = earthPoint(49 + random() * 10, -8 + random() * 10);
      // Near points too: a radius of a few hundred metres.
      const scale = random() < 0.5 ? 1 : random() / 1000;
      const [dx, dy, dz] = [0, 1, 2].map((axis) => (from[axis]! - to[axis]!) * scale) as [number, number, number];
      expect(Object.is(chordLength(dx, dy, dz), Math.hypot(dx, dy, dz))).toBe(true);
    }
    for (const [dx, dy, dz] of [
      [0, 0, 0],
      [-0, 0, -0],
      [NaN, 1, 2],
      [1, NaN, 0],
      [Infinity, NaN, 1],
      [-Infinity, 1, 1],
      [1e308, 1e308, 1e308],
      [5e-324, 0, 0],
      [3, 4, 12],
    ] as const) {
      expect(chordLength(dx, dy, dz)).toBe(Math.hypot(dx, dy, dz));
    }
  });
});
