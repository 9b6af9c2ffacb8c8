import { best } from './ordinal-lists';

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
