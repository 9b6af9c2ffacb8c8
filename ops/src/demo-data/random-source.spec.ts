import { deriveSeed, RandomSource, seedOfLabel } from './random-source';

describe(RandomSource.name, () => {
  it('gives the same sequence for the same seed', () => {
    const a = new RandomSource(42);
    const b = new RandomSource(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it('gives different sequences for different seeds', () => {
    expect(new RandomSource(1).next()).not.toEqual(new RandomSource(2).next());
  });

  it('keeps whole numbers within both bounds', () => {
    const r = new RandomSource(7);
    const draws = Array.from({ length: 2000 }, () => r.int(3, 6));
    expect(Math.min(...draws)).toBe(3);
    expect(Math.max(...draws)).toBe(6);
    expect(draws.every(Number.isInteger)).toBe(true);
  });

  it('never picks an item of weight zero', () => {
    const r = new RandomSource(9);
    const picks = Array.from({ length: 500 }, () =>
      r.weighted([
        ['a', 1],
        ['b', 0],
        ['c', 3],
      ] as const),
    );
    expect(picks).not.toContain('b');
    expect(picks.filter((p) => p === 'c').length).toBeGreaterThan(picks.filter((p) => p === 'a').length);
  });

  it('samples distinct items', () => {
    const sample = new RandomSource(3).sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
  });

  it('draws version-4-format UUIDs, stable for a seed', () => {
    const uuid = new RandomSource(11).uuid();
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new RandomSource(11).uuid()).toBe(uuid);
  });
});

describe(deriveSeed.name, () => {
  it('mixes its parts so that neighbouring indexes give unrelated seeds', () => {
    expect(deriveSeed(1, 2)).toBe(deriveSeed(1, 2));
    expect(deriveSeed(1, 2)).not.toBe(deriveSeed(1, 3));
    expect(deriveSeed(1, 2)).not.toBe(deriveSeed(2, 1));
    expect(seedOfLabel('images')).not.toBe(seedOfLabel('users'));
  });
});
