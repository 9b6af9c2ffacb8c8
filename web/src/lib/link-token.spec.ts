import { linkTokenIn } from './link-token';

describe('a mailed link’s token', () => {
  it('is read after # (never sent to a server)', () => {
    expect(linkTokenIn({ hash: '#token=abc_DEF-123', search: '' })).toBe('abc_DEF-123');
    expect(linkTokenIn({ hash: '#token=abc&x=1', search: '?next=%2Fowners' })).toBe('abc');
  });

  it('is read from the query of a link mailed before, when there is none after #', () => {
    expect(linkTokenIn({ hash: '', search: '?token=older' })).toBe('older');
    expect(linkTokenIn({ hash: '#token=newer', search: '?token=older' })).toBe('newer');
  });

  it('is none when the address carries none', () => {
    expect(linkTokenIn({ hash: '', search: '?user_type=admin' })).toBeNull();
    expect(linkTokenIn({ hash: '#token=', search: '' })).toBeNull();
  });
});
