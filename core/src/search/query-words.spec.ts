import { withoutStopWords } from './query-words';

describe(withoutStopWords.name, () => {
  it.each([
    ['conference venues in Leeds for 80', 'conference Leeds 80'],
    ['hotel near Kings Cross', 'hotel Kings Cross'],
    ['The Savoy', 'Savoy'],
    ['  wheelchair   access ', 'wheelchair access'],
    ['Near, the venue.', ''],
    ['"the old library"', '"the old library"'],
  ])('%s → %s', (query, expected) => {
    expect(withoutStopWords(query)).toBe(expected);
  });
});
