import { MAX_COMPARE_VENUES, compareIdsFromAddress } from './compare-store';

describe('the venues a comparison’s address names', () => {
  it('reads ?ids= as a comma-separated list, each venue once, blanks left out', () => {
    expect(compareIdsFromAddress('a, b,,a ,c')).toEqual(['a', 'b', 'c']);
  });

  it('keeps the first five', () => {
    const ids = Array.from({ length: MAX_COMPARE_VENUES + 2 }, (_, i) => `venue-${i}`);
    expect(compareIdsFromAddress(ids.join(','))).toEqual(ids.slice(0, MAX_COMPARE_VENUES));
  });

  it('names none when the address has no ids', () => {
    expect(compareIdsFromAddress(null)).toEqual([]);
    expect(compareIdsFromAddress(' , ')).toEqual([]);
  });
});
