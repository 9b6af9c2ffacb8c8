import { chordToKm } from './earthdistance';

describe('chordToKm', () => {
  it('turns a straight line through the earth into the distance along it, to 100 m', () => {
    // King's Cross to Euston, about 0.6 km: the chord and the arc agree to the metre.
    expect(chordToKm(600)).toBe(0.6);
    expect(chordToKm(1249)).toBe(1.2);
    expect(chordToKm(0)).toBe(0);
  });
});
