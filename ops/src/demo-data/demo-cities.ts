// What the demo data needs to know about each city beyond its districts: how many venues it gets,
// how expensive it is, its phone numbers (Ofcom's ranges reserved for drama, so no real line is
// ever dialled) and the stations and landmarks its descriptions mention.
import type { CitySlug } from '@venue-finder/core';

export interface Landmark {
  name: string;
  lat: number;
  lng: number;
}

export interface DemoCity {
  slug: CitySlug;
  name: string;
  /** Share of the demo venues, by the size of the city's events market. */
  weight: number;
  /** Multiplies every price: London costs more than Cardiff. */
  priceFactor: number;
  /** Formats a number from the city's drama range; `n` is 0–999. */
  phone: (n: number) => string;
  /** The main railway stations, for transport directions. */
  stations: readonly string[];
  /** The airport visitors fly into, for travel FAQs. */
  airport: string;
  /** Landmarks a venue may be near, for descriptions; a long one (a river) appears at several points. */
  landmarks: readonly Landmark[];
}

const three = (n: number) => String(n).padStart(3, '0');

export const DEMO_CITIES: readonly DemoCity[] = [
  {
    slug: 'london',
    name: 'London',
    weight: 35,
    priceFactor: 1.4,
    phone: (n) => `020 7946 0${three(n)}`,
    stations: [
      "King's Cross St Pancras",
      'Liverpool Street',
      'Waterloo',
      'Paddington',
      'London Bridge',
      'Euston',
      'Victoria',
    ],
    airport: 'Heathrow',
    landmarks: [
      { name: 'the Thames', lat: 51.508, lng: -0.099 },
      { name: 'the Thames', lat: 51.501, lng: -0.123 },
      { name: 'the Thames', lat: 51.505, lng: -0.05 },
      { name: "St Paul's Cathedral", lat: 51.5138, lng: -0.0984 },
      { name: 'the Barbican', lat: 51.5202, lng: -0.0937 },
      { name: 'Tower Bridge', lat: 51.5055, lng: -0.0754 },
      { name: 'Hyde Park', lat: 51.5073, lng: -0.1657 },
      { name: 'the British Museum', lat: 51.5194, lng: -0.127 },
      { name: 'Covent Garden', lat: 51.5117, lng: -0.124 },
      { name: 'the Southbank Centre', lat: 51.5058, lng: -0.1167 },
      { name: 'Tate Modern', lat: 51.5076, lng: -0.0994 },
      { name: "Regent's Park", lat: 51.5313, lng: -0.157 },
      { name: 'the Royal Albert Hall', lat: 51.5009, lng: -0.1774 },
      { name: 'Trafalgar Square', lat: 51.508, lng: -0.1281 },
      { name: 'the Houses of Parliament', lat: 51.4995, lng: -0.1248 },
      { name: 'Granary Square', lat: 51.5353, lng: -0.1254 },
      { name: 'Jubilee Park', lat: 51.5045, lng: -0.0195 },
      { name: 'the Olympic Park', lat: 51.543, lng: -0.0165 },
      { name: 'Greenwich Park', lat: 51.4769, lng: 0.0005 },
      { name: 'Battersea Park', lat: 51.4791, lng: -0.1566 },
      { name: 'Shoreditch High Street', lat: 51.5236, lng: -0.0776 },
    ],
  },
  {
    slug: 'manchester',
    name: 'Manchester',
    weight: 11,
    priceFactor: 1.05,
    phone: (n) => `0161 496 0${three(n)}`,
    stations: ['Manchester Piccadilly', 'Manchester Victoria', 'Deansgate', 'Manchester Oxford Road'],
    airport: 'Manchester Airport',
    landmarks: [
      { name: 'Albert Square', lat: 53.4794, lng: -2.2451 },
      { name: 'the Bridgewater Hall', lat: 53.4758, lng: -2.2437 },
      { name: 'Spinningfields', lat: 53.4805, lng: -2.2525 },
      { name: 'the Northern Quarter', lat: 53.484, lng: -2.236 },
      { name: 'Castlefield', lat: 53.4745, lng: -2.256 },
      { name: 'Piccadilly Gardens', lat: 53.4809, lng: -2.2365 },
      { name: 'MediaCityUK', lat: 53.4725, lng: -2.298 },
      { name: 'Old Trafford', lat: 53.4631, lng: -2.2913 },
      { name: 'the Etihad Campus', lat: 53.4831, lng: -2.2004 },
      { name: 'the University of Manchester', lat: 53.4668, lng: -2.2339 },
    ],
  },
  {
    slug: 'birmingham',
    name: 'Birmingham',
    weight: 10,
    priceFactor: 0.95,
    phone: (n) => `0121 496 0${three(n)}`,
    stations: ['Birmingham New Street', 'Birmingham Moor Street', 'Birmingham Snow Hill', 'Birmingham International'],
    airport: 'Birmingham Airport',
    landmarks: [
      { name: 'Centenary Square', lat: 52.4796, lng: -1.908 },
      { name: 'the Bullring', lat: 52.4775, lng: -1.894 },
      { name: 'Brindleyplace', lat: 52.478, lng: -1.914 },
      { name: 'Victoria Square', lat: 52.4797, lng: -1.903 },
      { name: 'the Jewellery Quarter', lat: 52.488, lng: -1.913 },
      { name: 'Edgbaston Stadium', lat: 52.4559, lng: -1.9025 },
      { name: 'the NEC', lat: 52.453, lng: -1.718 },
      { name: 'the Custard Factory', lat: 52.4745, lng: -1.883 },
    ],
  },
  {
    slug: 'leeds',
    name: 'Leeds',
    weight: 7,
    priceFactor: 0.9,
    phone: (n) => `0113 496 0${three(n)}`,
    stations: ['Leeds station'],
    airport: 'Leeds Bradford Airport',
    landmarks: [
      { name: 'Leeds Dock', lat: 53.7918, lng: -1.533 },
      { name: 'the Victoria Quarter', lat: 53.7975, lng: -1.5405 },
      { name: 'Millennium Square', lat: 53.801, lng: -1.548 },
      { name: 'the Corn Exchange', lat: 53.796, lng: -1.5405 },
      { name: 'the Royal Armouries', lat: 53.792, lng: -1.532 },
      { name: 'Roundhay Park', lat: 53.837, lng: -1.499 },
      { name: 'Headingley Stadium', lat: 53.8175, lng: -1.582 },
      { name: 'Kirkstall Abbey', lat: 53.821, lng: -1.607 },
    ],
  },
  {
    slug: 'edinburgh',
    name: 'Edinburgh',
    weight: 8,
    priceFactor: 1.15,
    phone: (n) => `0131 496 0${three(n)}`,
    stations: ['Edinburgh Waverley', 'Haymarket'],
    airport: 'Edinburgh Airport',
    landmarks: [
      { name: 'Edinburgh Castle', lat: 55.9486, lng: -3.1999 },
      { name: 'the Royal Mile', lat: 55.95, lng: -3.188 },
      { name: 'Princes Street Gardens', lat: 55.951, lng: -3.2 },
      { name: 'Calton Hill', lat: 55.9553, lng: -3.1826 },
      { name: 'Holyrood Park', lat: 55.944, lng: -3.161 },
      { name: 'the Shore', lat: 55.976, lng: -3.17 },
      { name: 'Murrayfield Stadium', lat: 55.9422, lng: -3.2409 },
      { name: 'the Royal Botanic Garden', lat: 55.9653, lng: -3.209 },
    ],
  },
  {
    slug: 'glasgow',
    name: 'Glasgow',
    weight: 8,
    priceFactor: 0.95,
    phone: (n) => `0141 496 0${three(n)}`,
    stations: ['Glasgow Central', 'Glasgow Queen Street', 'Exhibition Centre', 'Partick'],
    airport: 'Glasgow Airport',
    landmarks: [
      { name: 'George Square', lat: 55.8612, lng: -4.2502 },
      { name: 'the River Clyde', lat: 55.859, lng: -4.285 },
      { name: 'the River Clyde', lat: 55.856, lng: -4.255 },
      { name: 'Kelvingrove Park', lat: 55.869, lng: -4.287 },
      { name: 'the Merchant City', lat: 55.859, lng: -4.245 },
      { name: 'Buchanan Street', lat: 55.862, lng: -4.254 },
      { name: 'the Riverside Museum', lat: 55.865, lng: -4.306 },
      { name: 'Glasgow Green', lat: 55.85, lng: -4.237 },
      { name: 'the University of Glasgow', lat: 55.8721, lng: -4.2882 },
      { name: 'Ibrox Stadium', lat: 55.853, lng: -4.3092 },
      { name: 'Hampden Park', lat: 55.8258, lng: -4.252 },
    ],
  },
  {
    slug: 'bristol',
    name: 'Bristol',
    weight: 6,
    priceFactor: 1.0,
    phone: (n) => `0117 496 0${three(n)}`,
    stations: ['Bristol Temple Meads', 'Clifton Down', 'Bristol Parkway'],
    airport: 'Bristol Airport',
    landmarks: [
      { name: 'the Harbourside', lat: 51.45, lng: -2.6 },
      { name: 'the Clifton Suspension Bridge', lat: 51.4549, lng: -2.6278 },
      { name: 'Queen Square', lat: 51.4507, lng: -2.5945 },
      { name: 'the SS Great Britain', lat: 51.4491, lng: -2.6085 },
      { name: 'College Green', lat: 51.452, lng: -2.6 },
      { name: 'Cabot Circus', lat: 51.459, lng: -2.585 },
      { name: 'the Downs', lat: 51.473, lng: -2.62 },
      { name: 'Ashton Court', lat: 51.444, lng: -2.64 },
    ],
  },
  {
    slug: 'liverpool',
    name: 'Liverpool',
    weight: 6,
    priceFactor: 0.9,
    phone: (n) => `0151 496 0${three(n)}`,
    stations: ['Liverpool Lime Street', 'Liverpool Central', 'Moorfields', 'James Street'],
    airport: 'Liverpool John Lennon Airport',
    landmarks: [
      { name: 'the Royal Albert Dock', lat: 53.4, lng: -2.992 },
      { name: 'the Pier Head', lat: 53.405, lng: -2.996 },
      { name: "St George's Hall", lat: 53.4085, lng: -2.98 },
      { name: 'Liverpool ONE', lat: 53.403, lng: -2.987 },
      { name: 'Liverpool Cathedral', lat: 53.3975, lng: -2.973 },
      { name: 'Sefton Park', lat: 53.383, lng: -2.937 },
      { name: 'Anfield', lat: 53.4308, lng: -2.9608 },
      { name: 'the Baltic Triangle', lat: 53.396, lng: -2.98 },
    ],
  },
  {
    slug: 'cardiff',
    name: 'Cardiff',
    weight: 4.5,
    priceFactor: 0.85,
    phone: (n) => `029 2018 0${three(n)}`,
    stations: ['Cardiff Central', 'Cardiff Queen Street', 'Cardiff Bay'],
    airport: 'Cardiff Airport',
    landmarks: [
      { name: 'Cardiff Castle', lat: 51.4816, lng: -3.1809 },
      { name: 'the Principality Stadium', lat: 51.4782, lng: -3.1826 },
      { name: 'Cardiff Bay', lat: 51.464, lng: -3.165 },
      { name: 'Bute Park', lat: 51.487, lng: -3.19 },
      { name: 'the Wales Millennium Centre', lat: 51.465, lng: -3.163 },
      { name: 'Roath Park', lat: 51.505, lng: -3.174 },
      { name: 'Llandaff Cathedral', lat: 51.496, lng: -3.218 },
    ],
  },
  {
    slug: 'belfast',
    name: 'Belfast',
    weight: 4.5,
    priceFactor: 0.85,
    phone: (n) => `028 9018 0${three(n)}`,
    stations: ['Belfast Grand Central', 'Lanyon Place'],
    airport: 'George Best Belfast City Airport',
    landmarks: [
      { name: 'City Hall', lat: 54.5967, lng: -5.9301 },
      { name: 'Titanic Belfast', lat: 54.6081, lng: -5.9099 },
      { name: 'the Cathedral Quarter', lat: 54.602, lng: -5.927 },
      { name: 'the River Lagan', lat: 54.599, lng: -5.92 },
      { name: "St George's Market", lat: 54.5962, lng: -5.9236 },
      { name: "Queen's University", lat: 54.5844, lng: -5.9342 },
      { name: 'the Botanic Gardens', lat: 54.582, lng: -5.931 },
      { name: 'the SSE Arena', lat: 54.604, lng: -5.916 },
      { name: 'Stormont', lat: 54.604, lng: -5.832 },
    ],
  },
];

export function demoCity(slug: string): DemoCity {
  const city = DEMO_CITIES.find((c) => c.slug === slug);
  if (!city) throw new Error(`No demo profile for city "${slug}"`);
  return city;
}

/** The landmark nearest to a point, if one is within `maxKm` (so "close by" is true). */
export function nearestLandmark(city: DemoCity, lat: number, lng: number, maxKm = 1.6): Landmark | undefined {
  const km = (l: Landmark) => {
    const dLat = (l.lat - lat) * 111.2;
    const dLng = (l.lng - lng) * 111.2 * Math.cos((lat * Math.PI) / 180);
    return Math.hypot(dLat, dLng);
  };
  let best: Landmark | undefined;
  for (const landmark of city.landmarks)
    if (km(landmark) <= maxKm && (!best || km(landmark) < km(best))) best = landmark;
  return best;
}
