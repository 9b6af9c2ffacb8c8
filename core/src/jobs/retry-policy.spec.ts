import { retryDelayMs } from './retry-policy';

describe(retryDelayMs.name, () => {
  it('doubles the wait after each attempt, from the base, up to the cap', () => {
    const policy = { baseMs: 1_000, maxDelayMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, policy))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});
