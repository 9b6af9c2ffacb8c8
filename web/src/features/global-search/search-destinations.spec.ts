import { searchDestination, textSearch } from './search-destinations';

describe(searchDestination.name, () => {
  it('searches free text for its words, with a city and a head count it names as filters', () => {
    expect(searchDestination(textSearch('conference venue for 80 in Leeds'))).toBe(
      '/v2/venues?q=conference+venue&city=leeds&capacity=100',
    );
    expect(searchDestination(textSearch('Manchester'))).toBe('/v2/venues?city=manchester');
    expect(searchDestination(textSearch('hotel near kings cross'))).toBe('/v2/venues?q=hotel+near+kings+cross');
  });

  it('opens a venue row on its page and a city row as its listing', () => {
    expect(
      searchDestination({ term: 'The Savoy', type: 'venue', data: { slug: 'the-savoy', city: 'london' } }),
    ).toMatch(/the-savoy/);
    expect(searchDestination({ term: 'Leeds', type: 'city', data: { value: 'leeds' } })).toBe('/v2/venues?city=leeds');
  });
});
