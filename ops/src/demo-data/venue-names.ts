// How demo venues are named: each kind has its own patterns ("Albion House", "The Boardroom at 20
// Fenchurch", "Hilton Manchester Deansgate", "Riverside Conference Centre"), filled from small
// vocabularies and from the venue's own street and area, so names read like the real thing.
import type { Chain } from '@venue-finder/core';
import { type HotelBrand, HOTEL_BRANDS, hotelName } from './hotel-brands';
import type { RandomSource } from './random-source';
import type { VenueKind } from './venue-kinds';
import {
  WORDS,
  SURNAMES,
  FIRST_NAMES,
  ADJECTIVES,
  CREATURES,
  PAIRS,
  OLD_BUILDINGS,
  SAINTS,
  SIDES,
  ODD_PLACES,
} from './name-vocabulary';

export interface NamingPlace {
  cityName: string;
  /** The district's area, or the city's name where the area is just "City Centre". */
  area: string;
  street: string;
  streetNumber: number;
  central: boolean;
}

export interface VenueIdentity {
  name: string;
  chain: Chain | null;
  brand: HotelBrand | null;
  /** 1 budget … 4 luxury: drives price, rating and finish. */
  tier: 1 | 2 | 3 | 4;
}

const GENERIC_STREET_WORDS = new Set([
  'High',
  'King',
  "Queen's",
  'Queens',
  'North',
  'New',
  'Market',
  'Church',
  'Castle',
  'Bridge',
  'Water',
  'George',
  'Park',
  'Station',
  'The',
]);

/** "Fenchurch Street" → "Fenchurch", as buildings are nicknamed; generic streets keep their full name. */
export function shortStreet(street: string): string {
  const short = street.replace(/ (Street|Road|Lane|Square|Avenue|Place|Row|Walk|Way|Terrace|Crescent|Gardens)$/, '');
  return short === street || GENERIC_STREET_WORDS.has(short) || short.split(' ').length > 2 ? street : short;
}

type Pattern = (r: RandomSource, p: NamingPlace) => string;

const PATTERNS: Record<string, readonly (readonly [Pattern, number])[]> = {
  meeting_rooms: [
    [(_, p) => `The Boardroom at ${p.streetNumber} ${shortStreet(p.street)}`, 2],
    [(_, p) => `${p.streetNumber} ${p.street}`, 2],
    [(r) => `${r.pick(WORDS)} House`, 3],
    [(r) => `${r.pick(WORDS)} Works`, 1],
    [(r) => `The ${r.pick(WORDS)} Rooms`, 2],
    [(r) => `${r.pick(WORDS)} Meeting Rooms`, 2],
    [(_, p) => `${p.area} Business Centre`, 2],
    [(r) => `${r.pick(WORDS)} Studios`, 1],
    [(r, p) => `${r.pick(WORDS)} Hub ${p.area}`, 1],
  ],
  training_centre: [
    [(_, p) => `${p.area} Training Centre`, 2],
    [(r) => `${r.pick(WORDS)} Learning Centre`, 2],
    [(r) => `The ${r.pick(WORDS)} Academy`, 2],
    [(r) => `${r.pick(WORDS)} Skills Centre`, 1],
    [(r) => `${r.pick(SURNAMES)} Training Rooms`, 1],
  ],
  conference_centre: [
    [(_, p) => `${p.area} Conference Centre`, 3],
    [(r) => `The ${r.pick(WORDS)} Centre`, 2],
    [(r, p) => `${p.cityName} ${r.pick(WORDS)} Conference Centre`, 1],
    [(r) => `${r.pick(WORDS)} House Conference Centre`, 1],
    [(r) => `The ${r.pick(['Grand', 'Royal', 'Corn', 'Wool', 'Cotton'])} Exchange`, 1],
    [(r) => `${r.pick(SIDES)} Conference Centre`, 2],
    [(r, p) => `${p.area} ${r.pick(['Conference & Events Centre', 'Congress Centre', 'Convention Centre'])}`, 1],
  ],
  restaurant: [
    [(r) => `The ${r.pick(ADJECTIVES)} ${r.pick(CREATURES)}`, 3],
    [(r) => r.pick(PAIRS), 2],
    [(r) => `${r.pick(FIRST_NAMES)}'s Kitchen`, 1],
    [(r) => `Brasserie ${r.pick(SURNAMES)}`, 1],
    [(r) => `The Private Dining Room at ${r.pick(PAIRS)}`, 1],
    [(_, p) => `${p.area} Dining Rooms`, 1],
    [(r) => `The ${r.pick(WORDS)} Grill`, 1],
  ],
  historic_venue: [
    [(r) => `${r.pick(SURNAMES)} Hall`, 3],
    [(r) => `The Old ${r.pick(OLD_BUILDINGS)}`, 3],
    [(_, p) => `${p.area} Assembly Rooms`, 1],
    [(r) => `The ${r.pick(['Grand', 'Royal', 'Old', 'Corn', 'Wool', 'Cotton'])} Exchange`, 1],
    [(r) => `${r.pick(WORDS)} House`, 2],
    [(r) => `St ${r.pick(SAINTS)}'s Hall`, 1],
    [(r) => `The ${r.pick(SURNAMES)} Rooms`, 1],
  ],
  unusual_venue: [
    [(r) => `The ${r.pick(WORDS)} Warehouse`, 2],
    [(_, p) => `${p.area} Boathouse`, 1],
    [(r, p) => `The ${r.pick(ODD_PLACES)} ${p.area}`, 3],
    [(_, p) => `The Roof Garden at ${p.streetNumber} ${shortStreet(p.street)}`, 1],
    [(r) => `The ${r.pick(WORDS)} Gallery`, 1],
    [(r) => `${r.pick(WORDS)} Brewery Tap Room`, 1],
    [(r) => `${r.pick(WORDS)} Studios`, 1],
  ],
  academic_venue: [
    [(r) => `${r.pick(WORDS)} Business School Conference Centre`, 2],
    [(r) => `The ${r.pick(SURNAMES)} Building`, 2],
    [(_, p) => `${p.area} Campus Conference Centre`, 1],
    [(r) => `The ${r.pick(WORDS)} Institute`, 1],
  ],
  sports_venue: [
    [(_, p) => `${p.area} Stadium Conference Suites`, 2],
    [(_, p) => `${p.area} Racecourse`, 1],
    [(_, p) => `${p.area} Cricket Ground Pavilion`, 1],
    [(r, p) => `The ${r.pick(WORDS)} Lounge at ${p.area} Park`, 1],
    [(_, p) => `${p.area} Arena Suites`, 1],
  ],
  independent_hotel: [
    [(r) => `The ${r.pick(['Grand', 'Royal', 'Albion', 'Regent', 'Victoria', 'Imperial'])} Hotel`, 2],
    [(r) => `${r.pick(SURNAMES)} House Hotel`, 2],
    [(_, p) => `The ${p.area} Hotel`, 2],
    [(_, p) => `${p.area} Park Hotel`, 1],
    [(r) => `Hotel ${r.pick(SURNAMES)}`, 1],
  ],
  boutique_hotel: [
    [(r) => `The ${r.pick(WORDS)} Townhouse`, 2],
    [(r) => `The ${r.pick(ADJECTIVES)} ${r.pick(CREATURES)} Hotel`, 2],
    [(_, p) => `No. ${p.streetNumber} ${p.street}`, 1],
    [(r) => `${r.pick(SURNAMES)} Rooms`, 1],
  ],
};

function hotelLocality(r: RandomSource, place: NamingPlace): string {
  return r.weighted<() => string>([
    [() => (place.area === place.cityName ? 'City Centre' : place.area), 5],
    [() => place.street, 3],
    [() => 'City Centre', place.central ? 2 : 0.01],
  ])();
}

function pickTier(r: RandomSource): 1 | 2 | 3 | 4 {
  return r.weighted<1 | 2 | 3 | 4>([
    [1, 2],
    [2, 4],
    [3, 3],
    [4, 1],
  ]);
}

export function createVenueIdentity(kind: VenueKind, r: RandomSource, place: NamingPlace): VenueIdentity {
  if (kind.id === 'chain_hotel') {
    const brand = r.weighted(HOTEL_BRANDS.map((b) => [b, b.weight] as const));
    return {
      name: hotelName(brand, place.cityName, hotelLocality(r, place)),
      chain: brand.chain,
      brand,
      tier: brand.tier,
    };
  }
  if (kind.id === 'independent_hotel') {
    const boutique = r.chance(0.45);
    const name = r.weighted(PATTERNS[boutique ? 'boutique_hotel' : 'independent_hotel']!)(r, place);
    return {
      name,
      chain: boutique ? 'boutique' : 'independent',
      brand: null,
      tier: boutique ? r.pick([3, 4] as const) : pickTier(r),
    };
  }
  const name = r.weighted(PATTERNS[kind.id]!)(r, place);
  const chain = r.weighted<Chain | null>([
    ['independent', 4],
    ['boutique', 1],
    [null, 5],
  ]);
  return { name, chain, brand: null, tier: pickTier(r) };
}
