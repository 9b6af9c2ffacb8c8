import { formatDecimalEnGb, groupThousands } from './numbers-en-gb';

// Held to Intl.NumberFormat('en-GB'), which the functions replace on the visitor pages.
const intl = (places: number, trimZeros = false) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: trimZeros ? 0 : places, maximumFractionDigits: places });

/**
 * 20,000 values written with 0-4 decimals across eight magnitudes, a tenth negative, and the
 * halves where rounding turns (k.5, k.05, k.005, k.0005), all fixed so a failure repeats.
 */
function values(): number[] {
  const spread = Array.from({ length: 16_000 }, (_, i) => {
    const value = Number((((i * 7_919) % 99_991) * 10 ** ((i % 8) - 4)).toFixed(i % 5));
    return i % 10 === 0 ? -value : value;
  });
  const halves = Array.from({ length: 1_000 }, (_, k) => [k + 0.5, k + 0.05, k + 0.005, k + 0.0005]).flat();
  return [...spread, ...halves];
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
    const format = intl(places, trimZeros);
    const differences: [number, string, string][] = [];
    for (const value of values()) {
      // One chosen difference: a negative that rounds to nothing is written 0, where Intl writes -0.
      const expected = format.format(value).replace(/^-(?=0(\.0*)?$)/, '');
      const written = formatDecimalEnGb(value, places, trimZeros);
      if (written !== expected) differences.push([value, written, expected]);
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });
});
