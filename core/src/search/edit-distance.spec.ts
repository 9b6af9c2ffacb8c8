import { levenshteinWithin } from './edit-distance';

describe('levenshteinWithin', () => {
  it('counts edits up to the budget, and says "more" beyond it', () => {
    expect(levenshteinWithin('manchster', 'manchester', 2)).toBe(1);
    expect(levenshteinWithin('confrence', 'conference', 2)).toBe(1);
    expect(levenshteinWithin('hotle', 'hotel', 2)).toBe(2);
    expect(levenshteinWithin('lxyds', 'leeds', 1)).toBe(2);
    expect(levenshteinWithin('café', 'cafe', 1)).toBe(1);
  });
});
