import { ordinal, rankText } from './analytics-figures';

describe('How an owner is told their venue’s rank', () => {
  it('writes ordinals as people in the UK read them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 1002].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '1,002nd',
    ]);
  });

  it('names the city', () => {
    expect(rankText({ rank: 3, of: 212, city: 'manchester' })).toBe('3rd of 212 in Manchester');
  });
});
