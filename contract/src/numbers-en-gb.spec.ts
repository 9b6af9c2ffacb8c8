import { formatDecimalEnGb, groupThousands } from './numbers-en-gb';

// Held to Intl.NumberFormat('en-GB'), which the functions replace on the visitor pages.
const intl = (places: number, trimZeros = false) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: trimZeros ? 0 : places, maximumFractionDigits: places });

/** A deterministic stream of numbers (mulberry32), so a failure names a value that fails again. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Numbers written as in the UK, without Intl', () => {
  it('groups thousands with commas', () => {
    expect([0, 7, 999, 1000, 12000, 250000, 1234567, -1500].map(groupThousands)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,000',
      '250,000',
      '1,234,567',
      '-1,500',
    ]);
  });

  it('rounds halves away from zero on the number as written, as Intl does: 1.45 → "1.5", 2.675 → "2.68"', () => {
    expect(formatDecimalEnGb(1.45, 1)).toBe('1.5');
    expect(formatDecimalEnGb(2.675, 2)).toBe('2.68');
    expect(formatDecimalEnGb(0.05, 1)).toBe('0.1');
    expect(formatDecimalEnGb(-1.45, 1)).toBe('-1.5');
    expect(formatDecimalEnGb(4, 1)).toBe('4.0');
    expect(formatDecimalEnGb(4, 1, true)).toBe('4');
    expect(formatDecimalEnGb(3.96, 1, true)).toBe('4');
    expect(formatDecimalEnGb(1234.5, 2)).toBe('1,234.50');
  });

  it.each([
    [0, false],
    [1, false],
    [1, true],
    [2, false],
    [3, true],
  ])('agrees with Intl over 20,000 values at %i places (trailing zeros trimmed: %s)', (places, trimZeros) => {
    const random = numbers(places * 10 + Number(trimZeros));
    const format = intl(places, trimZeros);
    const differences: [number, string, string][] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const magnitude = 10 ** Math.floor(random() * 8);
      // Values written with a few decimals, as prices, ratings and distances are, some negative.
      const value = Number((random() * magnitude * (random() < 0.1 ? -1 : 1)).toFixed(Math.floor(random() * 5)));
      // One chosen difference: a negative that rounds to nothing is written 0, where Intl writes -0.
      const expected = format.format(value).replace(/^-(?=0(\.0*)?$)/, '');
      const written = formatDecimalEnGb(value, places, trimZeros);
      if (written !== expected) differences.push([value, written, expected]);
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });
});
