import { ScratchArrays, best, firstAtLeastFrom } from './ordinal-lists';

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

describe(ScratchArrays.name, () => {
  it('lends the same memory to the next borrower of a name, zeroed only when asked', () => {
    const scratch = new ScratchArrays();
    const first = scratch.int32('rank', 100, true);
    first.fill(7);
    const again = scratch.int32('rank', 100, false);
    expect(again.buffer).toBe(first.buffer);
    expect(again[99]).toBe(7);
    expect([...scratch.int32('rank', 100, true)].every((value) => value === 0)).toBe(true);
    expect(scratch.int32('seen', 100, false).buffer).not.toBe(first.buffer);
  });

  it('gives exactly as many elements as asked, growing when the copy has grown', () => {
    const scratch = new ScratchArrays();
    expect(scratch.uint8('met', 10, true)).toHaveLength(10);
    expect(scratch.uint8('met', 12, true)).toHaveLength(12);
    const grown = scratch.float64('chords', 1000, false);
    expect(grown).toHaveLength(1000);
    expect([...grown].every((value) => value === 0)).toBe(true);
  });
});

describe(firstAtLeastFrom.name, () => {
  it('finds what a scan from the same place finds, for lists short and long and every ordinal', () => {
    let seed = 3;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const [length, spread] of [
      [0, 1],
      [1, 1],
      [7, 3],
      [300, 2],
      [300, 40],
    ] as const) {
      const list = new Int32Array(length);
      for (let i = 0, o = 0; i < length; i++) list[i] = o += 1 + Math.floor(random() * spread);
      const last = length === 0 ? 5 : list[length - 1]! + 2;
      for (let from = 0; from <= length; from += Math.max(1, length >> 3)) {
        for (let o = 0; o <= last; o++) {
          let scanned = from;
          while (scanned < length && list[scanned]! < o) scanned++;
          expect(firstAtLeastFrom(list, from, o)).toBe(scanned);
        }
      }
    }
  });
});
