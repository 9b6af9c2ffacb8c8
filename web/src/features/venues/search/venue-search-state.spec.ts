import {
  EMPTY_VENUE_SEARCH,
  describeVenueSearch,
  readVenueSearchState,
  venueSearchToApiQuery,
  venueSearchToUrlQuery,
  type VenueSearchState,
} from './venue-search-state';

const read = (query: string, path = {}) => readVenueSearchState(new URLSearchParams(query), path);

describe('the results page’s search: address ↔ search state ↔ API query', () => {
  it('reads an empty address as no filters, relevance, page 1', () => {
    expect(read('')).toEqual(EMPTY_VENUE_SEARCH);
  });

  it('reads every filter from the query string, by the API’s own names', () => {
    const state = read(
      'q=ballroom&city=leeds&category=conference&capacity=100&styles=modern&styles=heritage' +
        '&meeting_facilities=wifi&conference_equipment=projector&seating_layouts=theatre&bedroom_facilities=wifi' +
        '&accessibility=hearing_loop&bedrooms_total_min=10&budget.min=500&budget.max=2000&budget.unit=hour' +
        '&chain=hilton&verified=gold&wheelchair_accessible=true&capacity.theatre_min=80&near=ec2a3bp&radius_km=25' +
        '&sort=price&page=3',
    );
    expect(state).toMatchObject({
      q: 'ballroom',
      city: 'leeds',
      category: 'conference',
      capacity: 100,
      styles: ['modern', 'heritage'],
      meeting_facilities: ['wifi'],
      conference_equipment: ['projector'],
      seating_layouts: ['theatre'],
      accessibility: ['hearing_loop'],
      bedrooms_total_min: 10,
      budget: { min: 500, max: 2000, unit: 'hour' },
      chain: 'hilton',
      verified: 'gold',
      wheelchair_accessible: true,
      layoutMinimums: { 'capacity.theatre_min': 80, 'capacity.cabaret_min': null, 'capacity.standing_min': null },
      near: 'EC2A 3BP',
      radius_km: 25,
      sort: 'price',
      page: 3,
    });
  });

  it('reads the path form /v2/venues/{city}/{category}/{capacity}, the path winning over the query', () => {
    expect(read('city=bristol', { city: 'london', category: 'conference', capacity: '50-people' })).toMatchObject({
      city: 'london',
      category: 'conference',
      capacity: 50,
    });
    expect(read('', { city: 'london', capacity: '30-people' }).capacity).toBe(50); // the bucket that holds 30
  });

  it('drops values it does not know rather than sending them on', () => {
    expect(
      read(
        'city=paris&category=spaceship&capacity=0&styles=gothic&styles=modern&sort=cheapest&page=-2' +
          '&radius_km=7&near=not-a-postcode&bedrooms_total_min=3&budget.min=lots&wheelchair_accessible=yes' +
          '&verified=diamond',
      ),
    ).toEqual({ ...EMPTY_VENUE_SEARCH, styles: ['modern'] });
  });

  it('writes an address with the defaults left out, lists repeated, and reads it back the same', () => {
    const state: VenueSearchState = {
      ...EMPTY_VENUE_SEARCH,
      q: 'garden',
      city: 'manchester',
      styles: ['modern', 'outdoor'],
      budget: { min: null, max: 1500, unit: 'day' },
      near: 'M1 1AE',
      radius_km: 10,
    };
    const address = venueSearchToUrlQuery(state);
    expect(address.toString()).toBe(
      'q=garden&city=manchester&styles=modern&styles=outdoor&budget.max=1500&budget.unit=day&near=M1+1AE&radius_km=10',
    );
    expect(readVenueSearchState(address)).toEqual(state);
    expect(venueSearchToUrlQuery(EMPTY_VENUE_SEARCH).toString()).toBe('');
  });

  it('asks the API for one page of 20, with the unit and radius only alongside a budget and a postcode', () => {
    expect(venueSearchToApiQuery(read('city=leeds&budget.unit=hour&radius_km=25'))).toMatchObject({
      city: 'leeds',
      'budget.unit': undefined,
      radius_km: undefined,
      page: 1,
      pageSize: 20,
      sort: 'relevance',
    });
    expect(venueSearchToApiQuery(read('budget.min=100&near=LS1 4DY'))).toMatchObject({
      'budget.min': 100,
      'budget.unit': 'day',
      near: 'LS1 4DY',
      radius_km: 10,
    });
  });

  describe('the event’s dates', () => {
    const TODAY = '2027-03-01';
    const readOn = (query: string) => readVenueSearchState(new URLSearchParams(query), {}, TODAY);

    it('reads one day as date and several as date_from and date_to, and writes them back the same way', () => {
      const one = readOn('date=2027-03-18');
      expect([one.date, one.date_to]).toEqual(['2027-03-18', null]);
      expect(venueSearchToUrlQuery(one).toString()).toBe('date=2027-03-18');
      const range = readOn('date_from=2027-03-18&date_to=2027-03-20');
      expect([range.date, range.date_to]).toEqual(['2027-03-18', '2027-03-20']);
      expect(venueSearchToApiQuery(range)).toMatchObject({ date_from: '2027-03-18', date_to: '2027-03-20' });
      expect(venueSearchToApiQuery(range).date).toBeUndefined();
    });

    it('drops a day that is no real day or has passed, and a last day before the first or 14 days or more after it', () => {
      expect(readOn('date=2027-02-30').date).toBeNull();
      expect(readOn('date=2027-02-28').date).toBeNull();
      expect(readOn('date_from=2027-03-18&date_to=2027-03-17').date_to).toBeNull();
      expect(readOn('date_from=2027-03-18&date_to=2027-04-01').date_to).toBeNull();
      expect(readOn('date_from=2027-03-18&date_to=2027-03-31').date_to).toBe('2027-03-31');
    });

    // Not "free on": venues that keep no calendar are found too (after the free ones, marked
    // "Availability not confirmed"); only those taken then are left out.
    it('describes the search by its dates, as what it leaves out and in which order', () => {
      expect(describeVenueSearch({ ...readOn('date=2027-03-18'), city: 'leeds' })).toBe(
        'Venues in Leeds not taken on 18 Mar 2027, free ones first',
      );
      expect(describeVenueSearch(readOn('date_from=2027-03-18&date_to=2027-03-19'))).toBe(
        'Venues not taken from 18 Mar 2027 to 19 Mar 2027, free ones first',
      );
    });
  });
});
