// The resident index's small parts; its searches answer to the engine contract
// (search-engine.contract.ts) and resident-index-sync.spec.ts.
import { best, chordToKm, levenshteinWithin } from './resident-index';

describe('best: the first few of many in order, in one pass', () => {
  it('gives what a full sort would, for every size of page', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const items = Array.from({ length: 500 }, (_, i) => i);
    const score = items.map(() => Math.floor(random() * 50));
    const compare = (a: number, b: number) => score[b]! - score[a]! || a - b;
    const sorted = [...items].sort(compare);
    for (const limit of [0, 1, 2, 20, 499, 500, 600]) {
      expect(best(items, limit, compare)).toEqual(sorted.slice(0, limit));
    }
  });
});

describe('levenshteinWithin', () => {
  it('counts edits up to the budget, and says "more" beyond it', () => {
    expect(levenshteinWithin('manchster', 'manchester', 2)).toBe(1);
    expect(levenshteinWithin('confrence', 'conference', 2)).toBe(1);
    expect(levenshteinWithin('hotle', 'hotel', 2)).toBe(2);
    expect(levenshteinWithin('lxyds', 'leeds', 1)).toBe(2);
    expect(levenshteinWithin('café', 'cafe', 1)).toBe(1);
  });
});

describe('chordToKm', () => {
  it('turns a straight line through the earth into the distance along it, to 100 m', () => {
    // King's Cross to Euston, about 0.6 km: the chord and the arc agree to the metre.
    expect(chordToKm(600)).toBe(0.6);
    expect(chordToKm(1249)).toBe(1.2);
    expect(chordToKm(0)).toBe(0);
  });
});
