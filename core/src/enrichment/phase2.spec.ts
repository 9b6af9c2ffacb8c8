import { haversineKm, kmToMiles } from '../geo/distance';
import { POINTS_OF_INTEREST } from '../geo/points-of-interest';
import { districtsOfCity } from '../geo/postcode-districts';
import { findTransportStop, STATION_TYPES } from '../geo/transport-stops';
import { CATEGORY_SLUGS, CITY_SLUGS, STYLES } from '@venue-finder/contract';
import {
  distanceText,
  enrichPhase2,
  NEARBY_LIMITS,
  type Phase2Input,
  taxiMinutes,
  travelTime,
  walkingMinutes,
} from './phase2';
import { RELATED_SEARCH_COUNT } from './related-searches';

function makeVenue(overrides: Partial<Phase2Input> = {}): Phase2Input {
  return {
    city: 'london',
    // On the corner of Euston Road and York Way, opposite King's Cross.
    lat: 51.5305,
    lng: -0.1232,
    name: 'The Lighterman Rooms',
    postcode: 'N1C 4AB',
    primaryCategory: 'meeting-room',
    categories: ['meeting-room', 'conference'],
    capacityMax: 120,
    styles: ['modern', 'creative'],
    bedroomsTotal: 0,
    ...overrides,
  };
}

/** The words of a venue's related searches. */
const phrasesOf = (venue: Phase2Input) => enrichPhase2(venue).related_searches.map((search) => search.phrase);

const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

describe(enrichPhase2.name, () => {
  describe('nearby transport', () => {
    it("puts King's Cross St Pancras first for a venue at King's Cross", () => {
      const { nearby_transport, nearby_stations } = enrichPhase2(makeVenue());
      expect(nearby_transport[0]).toMatchObject({ name: "King's Cross St Pancras", type: 'underground' });
      expect(nearby_stations[0]).toMatchObject({ name: "King's Cross St Pancras", type: 'underground' });
      expect(nearby_transport.map((t) => t.name)).toEqual(
        expect.arrayContaining(["London King's Cross", 'London St Pancras International']),
      );
    });

    it('lists up to five stops within 2 km, nearest first, with consistent units', () => {
      const { nearby_transport } = enrichPhase2(makeVenue());
      expect(nearby_transport).toHaveLength(NEARBY_LIMITS.transport.count);
      expect(ascending(nearby_transport.map((t) => t.distance_km))).toBe(true);
      for (const stop of nearby_transport) {
        expect(stop.distance_km).toBeLessThanOrEqual(2);
        expect(stop.distance_km).toBe(Math.round(stop.distance_km * 100) / 100);
        expect(stop.distance_mi).toBeCloseTo(kmToMiles(stop.distance_km), 1);
        expect(stop.travel_time).toMatch(/^\d+ min walk$/);
      }
    });

    it('gives the distance to a stop as the haversine distance', () => {
      const venue = makeVenue();
      const { nearby_transport } = enrichPhase2(venue);
      const stop = findTransportStop('london', nearby_transport[0]!.name)!;
      expect(nearby_transport[0]!.distance_km).toBe(Math.round(haversineKm(venue as never, stop) * 100) / 100);
    });

    it('lists the three nearest stations, with distance, walk and travel time as text', () => {
      const { nearby_stations } = enrichPhase2(makeVenue());
      expect(nearby_stations).toHaveLength(NEARBY_LIMITS.stations.count);
      for (const station of nearby_stations) {
        expect(STATION_TYPES).toContain(station.type);
        expect(station.distance).toMatch(/^(\d+0 m|\d+\.\d km)$/);
        expect(station.walk_time).toMatch(/^\d+ min$/);
        expect(station.travel_time).toMatch(/^\d+ min (walk|by taxi)$/);
      }
    });

    it('shows stations beyond walking distance as a taxi ride', () => {
      // Out in Roundhay Park, Leeds: the nearest stations are several kilometres away.
      const { nearby_stations, nearby_transport } = enrichPhase2(
        makeVenue({ city: 'leeds', lat: 53.8385, lng: -1.4985, postcode: 'LS8 2ER' }),
      );
      expect(nearby_transport).toEqual([]);
      expect(nearby_stations.length).toBeGreaterThan(0);
      expect(nearby_stations[0]!.travel_time).toMatch(/^\d+ min by taxi$/);
      expect(nearby_stations[0]!.distance).toMatch(/^\d+\.\d km$/);
    });
  });

  describe('nearby attractions and shopping', () => {
    it('lists up to five of each within 3 km, nearest first', () => {
      const { nearby_attractions, nearby_shopping } = enrichPhase2(makeVenue());
      for (const list of [nearby_attractions, nearby_shopping]) {
        expect(list.length).toBeGreaterThan(0);
        expect(list.length).toBeLessThanOrEqual(5);
        expect(ascending(list.map((p) => p.distance_km))).toBe(true);
        expect(list.every((p) => p.distance_km <= 3)).toBe(true);
      }
      expect(nearby_shopping[0]).toMatchObject({ name: 'Coal Drops Yard', type: 'shopping_centre' });
      expect(nearby_attractions.map((a) => a.name)).toContain('British Museum');
    });

    it('measures St Pancras to the British Museum as about 1.3 km as the crow flies (1.5 km on foot)', () => {
      const stPancras = findTransportStop('london', 'London St Pancras International')!;
      const museum = POINTS_OF_INTEREST.find((p) => p.name === 'British Museum')!;
      const km = haversineKm(stPancras, museum);
      expect(km).toBeGreaterThan(1.1);
      expect(km).toBeLessThan(1.6);
      const { nearby_attractions } = enrichPhase2(makeVenue({ lat: stPancras.lat, lng: stPancras.lng }));
      const listed = nearby_attractions.find((a) => a.name === 'British Museum')!;
      expect(listed.distance_km).toBe(Math.round(km * 100) / 100);
      expect(listed.distance_mi).toBe(Math.round(kmToMiles(km) * 100) / 100);
      expect(listed.travel_time).toBe(`${walkingMinutes(km)} min walk`);
    });

    it('does not list the venue itself as an attraction', () => {
      const hall = POINTS_OF_INTEREST.find((p) => p.name === 'Royal Albert Hall')!;
      const { nearby_attractions } = enrichPhase2(
        makeVenue({ name: 'The Royal Albert Hall', lat: hall.lat, lng: hall.lng }),
      );
      expect(nearby_attractions.map((a) => a.name)).not.toContain('Royal Albert Hall');
      expect(nearby_attractions.map((a) => a.name)).toContain('Science Museum');
    });
  });

  describe('a venue without coordinates', () => {
    it('gets empty lists and still twelve related searches', () => {
      const result = enrichPhase2(makeVenue({ lat: null, lng: null }));
      expect(result).toMatchObject({
        nearby_transport: [],
        nearby_stations: [],
        nearby_attractions: [],
        nearby_shopping: [],
      });
      expect(result.related_searches).toHaveLength(RELATED_SEARCH_COUNT);
      // The area still comes from the postcode.
      expect(result.related_searches.map((search) => search.phrase)).toContain("Meeting rooms in King's Cross");
    });
  });

  describe('related searches', () => {
    it('gives twelve distinct phrases built from the city, area, station, categories, size and styles', () => {
      const related_searches = phrasesOf(makeVenue());
      expect(related_searches).toHaveLength(12);
      expect(new Set(related_searches.map((s) => s.toLowerCase())).size).toBe(12);
      expect(related_searches).toEqual(
        expect.arrayContaining([
          'Meeting rooms in London',
          "Meeting rooms in King's Cross",
          'Venues for 100 people in London',
          "Meeting rooms near King's Cross St Pancras",
          'Conference venues in London',
          'Modern event spaces in London',
        ]),
      );
    });

    it('names the area from the postcode district, and a city centre as such', () => {
      const manchester = phrasesOf(
        makeVenue({
          city: 'manchester',
          lat: 53.4775,
          lng: -2.2335,
          postcode: 'M1 2AB',
          primaryCategory: 'conference',
          categories: ['conference'],
          capacityMax: 400,
        }),
      );
      expect(manchester).toEqual(
        expect.arrayContaining([
          'Conference venues in Manchester',
          'Conference venues in Piccadilly',
          'Venues for 300 people in Manchester',
          'Large conference venues in Manchester',
        ]),
      );
      const birmingham = phrasesOf(
        makeVenue({
          city: 'birmingham',
          lat: 52.4795,
          lng: -1.8975,
          postcode: 'B2 4QA',
          styles: ['boardroom'],
          categories: ['meeting-room'],
        }),
      );
      expect(birmingham).toEqual(
        expect.arrayContaining(['Meeting rooms in Birmingham city centre', 'Boardrooms in Birmingham']),
      );
    });

    it('names the area from the nearest district when the postcode is not a known one', () => {
      const related_searches = phrasesOf(
        makeVenue({
          city: 'cardiff',
          lat: 51.4755,
          lng: -3.1745,
          postcode: null,
          primaryCategory: 'hotel-function-room',
          categories: [],
        }),
      );
      expect(related_searches).toEqual(
        expect.arrayContaining(['Hotel function rooms in Cardiff', 'Hotel function rooms in Cardiff city centre']),
      );
    });

    it('names a station by the place it is in, and central London as such', () => {
      const edgwareRoad = phrasesOf(makeVenue({ lat: 51.5197, lng: -0.1683, postcode: 'W2 1AB' }));
      expect(edgwareRoad).toEqual(
        expect.arrayContaining(['Meeting rooms near Edgware Road', 'Meeting rooms in central London']),
      );
      const shadwell = phrasesOf(makeVenue({ lat: 51.5116, lng: -0.0562, postcode: 'E1 0AB' }));
      expect(shadwell).toContain('Meeting rooms near Shadwell');
      expect([...edgwareRoad, ...shadwell].join()).not.toMatch(/\(|DLR|London city centre/);
    });

    it('does not repeat the area as a station', () => {
      const related_searches = phrasesOf(
        makeVenue({ city: 'belfast', lat: 54.6095, lng: -5.9055, postcode: 'BT3 9DT' }),
      );
      expect(related_searches).toContain('Meeting rooms in Titanic Quarter');
      expect(related_searches).not.toContain('Meeting rooms near Titanic Quarter');
    });

    it('is deterministic, and differs between venues', () => {
      const a = phrasesOf(makeVenue());
      expect(phrasesOf(makeVenue())).toEqual(a);
      const b = phrasesOf(makeVenue({ name: 'Granary Square Studios', styles: ['heritage'] }));
      expect(b).not.toEqual(a);
    });

    it('still gives twelve for a venue about which little is known', () => {
      for (const venue of [
        makeVenue({
          lat: null,
          lng: null,
          postcode: null,
          categories: [],
          styles: [],
          capacityMax: 0,
          primaryCategory: '',
        }),
        makeVenue({
          lat: null,
          lng: null,
          postcode: null,
          categories: [],
          styles: [],
          capacityMax: 1,
          primaryCategory: 'unknown',
        }),
        makeVenue({ city: '', lat: null, lng: null, postcode: null, categories: [], styles: [], capacityMax: 3 }),
        makeVenue({ city: 'paris', lat: 48.8566, lng: 2.3522, postcode: '75001', capacityMax: 5000 }),
      ]) {
        const searches = phrasesOf(venue);
        expect(searches).toHaveLength(12);
        expect(new Set(searches.map((s) => s.toLowerCase())).size).toBe(12);
      }
    });

    it('gives every kind of venue in every city twelve distinct phrases', () => {
      for (const city of CITY_SLUGS) {
        for (const district of districtsOfCity(city).slice(0, 8)) {
          for (const [i, category] of CATEGORY_SLUGS.entries()) {
            const searches = phrasesOf(
              makeVenue({
                city,
                lat: district.lat,
                lng: district.lng,
                postcode: `${district.district} 1AA`,
                primaryCategory: category,
                categories: [category, CATEGORY_SLUGS[(i + 1) % CATEGORY_SLUGS.length]!],
                styles: [STYLES[i]!, STYLES[i + 5]!],
                capacityMax: [8, 25, 60, 150, 700][i]!,
                bedroomsTotal: i === 4 ? 120 : 0,
              }),
            );
            expect(searches).toHaveLength(12);
            expect(new Set(searches.map((s) => s.toLowerCase())).size).toBe(12);
          }
        }
      }
    });
  });

  describe('travel times', () => {
    it('walks at 5 km/h along a route 1.25 times the straight line, rounding up', () => {
      expect(walkingMinutes(0.35)).toBe(6); // 0.4375 km at 5 km/h = 5.25 min
      expect(walkingMinutes(0.4)).toBe(6); // exactly 6 min
      expect(walkingMinutes(0)).toBe(1);
      expect(travelTime(1.2)).toBe('18 min walk');
    });

    it('takes a taxi at 20 km/h beyond 1.5 km', () => {
      expect(taxiMinutes(2)).toBe(8); // 2.5 km at 20 km/h = 7.5 min
      expect(travelTime(1.5)).toBe('23 min walk');
      expect(travelTime(1.51)).toBe('6 min by taxi');
    });

    it('writes distances in metres below a kilometre and in kilometres above', () => {
      expect(distanceText(0.354)).toBe('350 m');
      expect(distanceText(0.04)).toBe('40 m');
      expect(distanceText(0.996)).toBe('1.0 km');
      expect(distanceText(1.234)).toBe('1.2 km');
    });
  });

  it('runs 12,000 venues in well under three seconds', () => {
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const districts = CITY_SLUGS.flatMap((city) => districtsOfCity(city));
    const venues = Array.from({ length: 12_000 }, (_, i) => {
      const d = districts[Math.floor(next() * districts.length)]!;
      return makeVenue({
        name: `Venue ${i}`,
        city: d.city,
        lat: d.lat + (next() - 0.5) * 0.014,
        lng: d.lng + (next() - 0.5) * 0.02,
        postcode: `${d.district} ${1 + (i % 9)}AB`,
        primaryCategory: CATEGORY_SLUGS[i % CATEGORY_SLUGS.length]!,
        capacityMax: 5 + (i % 800),
      });
    });
    const started = performance.now();
    let listed = 0;
    for (const venue of venues) listed += enrichPhase2(venue).nearby_stations.length;
    const elapsedMs = performance.now() - started;
    console.log(`phase 2: 12,000 venues in ${Math.round(elapsedMs)} ms`);
    expect(listed).toBeGreaterThan(12_000);
    expect(elapsedMs).toBeLessThan(10_000);
  });
});
