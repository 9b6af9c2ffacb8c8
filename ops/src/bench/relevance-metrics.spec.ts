import { mean, scoreRanking } from './relevance-metrics';

const relevant = (ids: string[]) => (id: string) => ids.includes(id);

describe(scoreRanking.name, () => {
  it('is perfect when the relevant answers come first', () => {
    expect(scoreRanking(['a', 'b', 'x'], relevant(['a', 'b']), 2)).toEqual({ recall: 1, ndcg: 1, wrong: 0 });
  });

  it('counts recall out of the most the top 10 could hold', () => {
    const ranked = ['a', ...Array.from({ length: 9 }, (_, i) => `x${i}`)];
    expect(scoreRanking(ranked, () => true, 500).recall).toBe(1);
    expect(scoreRanking(ranked, relevant(['a']), 500).recall).toBeCloseTo(0.1);
  });

  it('discounts relevant answers that come late', () => {
    const late = scoreRanking(['x', 'y', 'a'], relevant(['a']), 1);
    expect(late.recall).toBe(1);
    expect(late.ndcg).toBeCloseTo(1 / Math.log2(4)); // position 3
  });

  it('counts answers that must not be there, and scores a query with nothing relevant as answered', () => {
    expect(
      scoreRanking(
        ['bad', 'x'],
        () => false,
        0,
        (id) => id === 'bad',
      ),
    ).toEqual({ recall: 1, ndcg: 1, wrong: 1 });
  });

  it('averages', () => {
    expect(mean([1, 0.5])).toBe(0.75);
  });
});
