import { cityNamedBy, understandQuery } from './query-understanding';

describe(understandQuery.name, () => {
  it('takes a city and a head count out of the words, with the words that join them', () => {
    expect(understandQuery('conference venue for 80 in Leeds')).toEqual({
      text: 'conference venue',
      city: 'leeds',
      guests: 80,
      capacity: 100,
    });
    expect(understandQuery('boardroom london')).toEqual({ text: 'boardroom', city: 'london' });
    expect(understandQuery('120 delegates Manchester')).toEqual({
      text: '',
      city: 'manchester',
      guests: 120,
      capacity: 250,
    });
    expect(understandQuery('wedding for up to 1,200 guests')).toMatchObject({ text: 'wedding', guests: 1200 });
  });

  it('leaves numbers that are not a head count, and more than one city, as words', () => {
    expect(understandQuery('35 London Wall')).toEqual({ text: '35 Wall', city: 'london' });
    expect(understandQuery('meeting room M60')).toEqual({ text: 'meeting room M60' });
    expect(understandQuery('leeds or bristol')).toEqual({ text: 'leeds or bristol' });
    expect(understandQuery('for 0 people')).toEqual({ text: 'for 0 people' });
  });

  it("reads a city's name that begins a place elsewhere as that place, not the city", () => {
    expect(understandQuery('hotel near Liverpool Street')).toEqual({ text: 'hotel near Liverpool Street' });
    expect(understandQuery('liverpool street boardroom in Manchester')).toEqual({
      text: 'liverpool street boardroom',
      city: 'manchester',
    });
    expect(understandQuery('hotel in Liverpool')).toEqual({ text: 'hotel', city: 'liverpool' });
  });

  it('understands nothing in words without a city or a count', () => {
    expect(understandQuery('  hotel near kings cross ')).toEqual({ text: 'hotel near kings cross' });
    expect(understandQuery('')).toEqual({ text: '' });
  });
});

describe(cityNamedBy.name, () => {
  it('names the city a word of the query is, whatever its case and punctuation', () => {
    expect(cityNamedBy('Leeds,')).toBe('leeds');
    expect(cityNamedBy('leed')).toBeUndefined();
  });
});
