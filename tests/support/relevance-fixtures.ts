// Venues the relevance rules of core's query-words.ts are about: names with accents, apostrophes
// and ampersands, and a word written joined in one name and split in another. Added beside the
// six fixture venues (venue-fixtures.ts) by the specs of those rules, and removed after them, so
// the six keep their hand-worked answers.
import type { Venue } from '../../core/src/entities/venue.entity';
import { buildSearchDocument } from '../../core/src/search/search-document';
import { makeVenue } from './venue-factory';

/** A venue that states only its name and city: every word a query finds it by is in its name. */
function named(name: string, slug: string, city = 'london', facts: Partial<Venue> = {}): Venue {
  return makeVenue({
    name,
    displayName: name,
    slug,
    city,
    primaryCategory: 'meeting-room',
    categories: ['meeting-room'],
    styles: [],
    amenities: [],
    equipment: [],
    seatingLayouts: [],
    bedroomFacilities: [],
    wheelchairAccessible: false,
    descriptionShort: '',
    addressLine1: '',
    postcode: '',
    lat: null,
    lng: null,
    qualityScore: 50,
    ...facts,
  });
}

export const CAFE_LUMIERE = named('Café Lumière', 'cafe-lumiere-london');
export const COTE_HOUSE = named('Côte House', 'cote-house-leeds', 'leeds');
export const CASA_NINO = named('Casa Niño', 'casa-nino-manchester', 'manchester');
export const LETOILE = named("L'Étoile Rooms", 'letoile-rooms-london');
export const LINCOLNS_INN = named("Lincoln's Inn Fields Hall", 'lincolns-inn-fields-hall-london');
export const SMITH_AND_WOLLENSKY = named('Smith & Wollensky', 'smith-wollensky-london');
/** A word joined in one name and split in the other: "boardroom", "Board Room". */
export const CAVENDISH_BOARDROOM = named('Cavendish Boardroom', 'cavendish-boardroom-london');
export const WREN_BOARD_ROOM = named('Wren Board Room', 'wren-board-room-london');
export const MARYLEBONE_LOFT = named('Marylebone Loft', 'marylebone-loft-london');
/** Named with a misspelling of another venue's name (Hilton Manchester Deansgate): as typed, it ranks first. */
export const DEANSGAIT_ROOMS = named('Deansgait Rooms', 'deansgait-rooms-manchester', 'manchester');

/** A place named like a city: Liverpool Street is a London station; Water Street is in Liverpool. */
const station = { type: 'rail', distance: '0.2 km', walk_time: '3 min', travel_time: '' };
export const BISHOPSGATE_HALL = named('Bishopsgate Hall', 'bishopsgate-hall-london', 'london', {
  lat: 51.5172,
  lng: -0.08,
  details: { nearby_stations: [{ ...station, name: 'London Liverpool Street' }] },
});
export const WATER_STREET_ROOMS = named('Water Street Rooms', 'water-street-rooms-liverpool', 'liverpool', {
  addressLine1: '12 Water Street',
  lat: 53.4066,
  lng: -2.9923,
});
/** Manchester Square is in London: a query naming Manchester shows Manchester's venues first. */
export const MANCHESTER_SQUARE_ROOMS = named('Manchester Square Rooms', 'manchester-square-rooms-london');

/**
 * One word, "heritage", in a different attribute of each (rule 5: name, place, categories and
 * facilities, description), the better attribute on the lower quality, so only ranking by
 * attribute puts them in that order; and a longer name of the same words, of higher quality, which
 * only exactness ranks after "Heritage Hall".
 */
export const HERITAGE_HALL = named('Heritage Hall', 'heritage-hall-london', 'london', { qualityScore: 20 });
export const QUAYSIDE_ROOMS = named('Quayside Rooms', 'quayside-rooms-london', 'london', {
  addressLine1: '4 Heritage Quay',
  qualityScore: 40,
});
export const ALBION_WORKS = named('Albion Works', 'albion-works-london', 'london', {
  styles: ['heritage'],
  qualityScore: 60,
});
export const FOUNDRY_STUDIOS = named('Foundry Studios', 'foundry-studios-london', 'london', {
  descriptionShort: 'Studios in a converted foundry, its heritage brickwork left bare.',
  qualityScore: 80,
});
export const HERITAGE_HALL_GALLERY = named('Heritage Hall Gallery', 'heritage-hall-gallery-london', 'london', {
  qualityScore: 30,
});

export const RELEVANCE_VENUES: Venue[] = [
  CAFE_LUMIERE,
  COTE_HOUSE,
  CASA_NINO,
  LETOILE,
  LINCOLNS_INN,
  SMITH_AND_WOLLENSKY,
  CAVENDISH_BOARDROOM,
  WREN_BOARD_ROOM,
  MARYLEBONE_LOFT,
  DEANSGAIT_ROOMS,
  BISHOPSGATE_HALL,
  WATER_STREET_ROOMS,
  MANCHESTER_SQUARE_ROOMS,
  HERITAGE_HALL,
  QUAYSIDE_ROOMS,
  ALBION_WORKS,
  FOUNDRY_STUDIOS,
  HERITAGE_HALL_GALLERY,
];
export const relevanceDocuments = () => RELEVANCE_VENUES.map((venue) => buildSearchDocument(venue, null));
