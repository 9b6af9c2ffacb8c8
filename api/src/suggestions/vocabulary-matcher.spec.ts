import { normaliseText } from '@venue-finder/contract';
import { editDistance, matchVocabulary, scoreTerm } from './vocabulary-matcher';

describe('vocabulary matching', () => {
  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('edinbrugh', 'edinburgh')).toBe(1);
    expect(editDistance('manchster', 'manchester')).toBe(1);
    expect(editDistance('leeds', 'leeds')).toBe(0);
  });

  it('scores a prefix above a word start above a near miss', () => {
    expect(scoreTerm('birm', 'birmingham')).toBe(1);
    expect(scoreTerm('dining', 'private dining')).toBe(0.9);
    expect(scoreTerm('manchster', 'manchester')).toBeCloseTo(0.7);
    expect(scoreTerm('xyz', 'leeds')).toBe(0);
  });

  it('forgives no typo in very short text', () => {
    expect(scoreTerm('lx', 'london')).toBe(0);
  });

  it('ignores case and accents', () => {
    expect(normaliseText('  Édinburgh  ')).toBe('edinburgh');
    expect(matchVocabulary('GLAS', [{ value: 'glasgow', terms: ['Glasgow'] }])).toEqual([
      { value: 'glasgow', score: 1 },
    ]);
  });
});
