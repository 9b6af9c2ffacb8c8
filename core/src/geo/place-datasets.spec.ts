import { CITIES, CITY_SLUGS, normaliseText, PLACES_NAMED_LIKE_CITIES } from '@venue-finder/contract';
import { haversineKm } from './distance';
import { ATTRACTION_TYPES, POINTS_OF_INTEREST, pointsOfInterestOfCity, SHOPPING_TYPES } from './points-of-interest';
import { districtsOfCity } from './postcode-districts';
import {
  findTransportStop,
  STATION_TYPES,
  TRANSPORT_STOP_TYPES,
  TRANSPORT_STOPS,
  transportStopsOfCity,
} from './transport-stops';

/** A city's extent: its districts' centroids, widened by about 10 km each way. */
function cityBounds(city: string) {
  const districts = districtsOfCity(city);
  const lats = districts.map((d) => d.lat);
  const lngs = districts.map((d) => d.lng);
  return {
    minLat: Math.min(...lats) - 0.1,
    maxLat: Math.max(...lats) + 0.1,
    minLng: Math.min(...lngs) - 0.15,
    maxLng: Math.max(...lngs) + 0.15,
  };
}

function outsideItsCity(places: readonly { name: string; city: string; lat: number; lng: number }[]): string[] {
  return places
    .filter((p) => {
      const b = cityBounds(p.city);
      return !(p.lat >= b.minLat && p.lat <= b.maxLat && p.lng >= b.minLng && p.lng <= b.maxLng);
    })
    .map((p) => `${p.city}: ${p.name}`);
}

function duplicateNames(places: readonly { name: string; city: string }[]): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const p of places) {
    const key = `${p.city}: ${p.name.toLowerCase()}`;
    if (seen.has(key)) duplicates.push(key);
    seen.add(key);
  }
  return duplicates;
}

describe('transport stops', () => {
  it('puts every stop inside its city', () => {
    expect(outsideItsCity(TRANSPORT_STOPS)).toEqual([]);
  });

  it('names each stop once per city', () => {
    expect(duplicateNames(TRANSPORT_STOPS)).toEqual([]);
  });

  it('types every stop from the allowed set', () => {
    const allowed = new Set<string>(TRANSPORT_STOP_TYPES);
    expect(TRANSPORT_STOPS.filter((s) => !allowed.has(s.type))).toEqual([]);
  });

  it('covers central London thoroughly and every other city with stations', () => {
    expect(transportStopsOfCity('london').length).toBeGreaterThanOrEqual(150);
    for (const city of CITY_SLUGS) {
      const stations = transportStopsOfCity(city).filter((s) => STATION_TYPES.includes(s.type));
      expect([city, stations.length >= 10]).toEqual([city, true]);
    }
    const centralLondon = transportStopsOfCity('london').filter(
      (s) => haversineKm(s, { lat: 51.5113, lng: -0.1198 }) <= 4,
    );
    expect(centralLondon.length).toBeGreaterThanOrEqual(70);
  });

  it('has the stations a visitor would expect', () => {
    for (const [city, name] of [
      ['london', "King's Cross St Pancras"],
      ['london', 'London Liverpool Street'],
      ['london', 'Canary Wharf DLR'],
      ['london', 'Farringdon'],
      ['manchester', 'Manchester Piccadilly'],
      ['manchester', "St Peter's Square"],
      ['birmingham', 'Birmingham New Street'],
      ['leeds', 'Leeds station'],
      ['edinburgh', 'Edinburgh Waverley'],
      ['glasgow', 'Buchanan Street'],
      ['bristol', 'Bristol Temple Meads'],
      ['liverpool', 'Liverpool Lime Street'],
      ['cardiff', 'Cardiff Central'],
      ['belfast', 'Belfast Grand Central'],
    ] as const) {
      expect([city, findTransportStop(city, name)?.name]).toEqual([city, name]);
    }
    expect(findTransportStop('london', "  king's cross st pancras ")?.type).toBe('underground');
    expect(transportStopsOfCity('paris')).toEqual([]);
  });

  it('places stations where they are', () => {
    const waverley = findTransportStop('edinburgh', 'Edinburgh Waverley')!;
    const haymarket = findTransportStop('edinburgh', 'Haymarket')!;
    // Waverley to Haymarket is about 1.9 km as the crow flies.
    expect(haversineKm(waverley, haymarket)).toBeGreaterThan(1.6);
    expect(haversineKm(waverley, haymarket)).toBeLessThan(2.2);
    const euston = findTransportStop('london', 'London Euston')!;
    const kingsCross = findTransportStop('london', "London King's Cross")!;
    expect(haversineKm(euston, kingsCross)).toBeGreaterThan(0.6);
    expect(haversineKm(euston, kingsCross)).toBeLessThan(0.9);
  });
});

describe('places named like cities', () => {
  it("lists every stop whose name begins, after its own city's, with another city's name (the search box and the engines read it)", () => {
    const cityWords = new Map(CITIES.map((city) => [normaliseText(city.name), city.slug]));
    const found = TRANSPORT_STOPS.flatMap((stop) => {
      const words = normaliseText(stop.name).split(' ');
      const i = words.findIndex(
        (word, at) => at < words.length - 1 && (cityWords.get(word) ?? stop.city) !== stop.city,
      );
      return i === -1 ? [] : [{ words: words.slice(i), city: stop.city, stop: stop.name }];
    });
    expect(found).toEqual(PLACES_NAMED_LIKE_CITIES);
    for (const place of PLACES_NAMED_LIKE_CITIES) expect(findTransportStop(place.city, place.stop)).toBeDefined();
  });
});

describe('points of interest', () => {
  it('puts every place inside its city', () => {
    expect(outsideItsCity(POINTS_OF_INTEREST)).toEqual([]);
  });

  it('names each place once per city', () => {
    expect(duplicateNames(POINTS_OF_INTEREST)).toEqual([]);
  });

  it('types attractions and shopping from their allowed sets', () => {
    const attractions = new Set<string>(ATTRACTION_TYPES);
    const shopping = new Set<string>(SHOPPING_TYPES);
    for (const p of POINTS_OF_INTEREST) {
      const allowed = p.kind === 'attraction' ? attractions : shopping;
      expect([p.name, allowed.has(p.type)]).toEqual([p.name, true]);
    }
  });

  it('gives every city attractions and shopping, London the most', () => {
    for (const city of CITY_SLUGS) {
      expect([city, pointsOfInterestOfCity(city, 'attraction').length >= 8]).toEqual([city, true]);
      expect([city, pointsOfInterestOfCity(city, 'shopping').length >= 5]).toEqual([city, true]);
    }
    expect(pointsOfInterestOfCity('london', 'attraction').length).toBeGreaterThanOrEqual(40);
    expect(pointsOfInterestOfCity('london', 'shopping').length).toBeGreaterThanOrEqual(25);
  });
});
