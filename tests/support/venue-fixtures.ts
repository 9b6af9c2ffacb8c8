// The venues tests are about, defined once. Six published venues whose search answers are worked
// out by hand in the engine contract suite, and whose facts the AI assistant, the venue pack, briefs
// and enquiries read (answers worked out by hand in ai-chat.http.spec.ts); plus a draft.
// Each is a complete Venue entity: build search documents from them, or insert them with the writer.
import type { VenueData } from '../../contract/src/venue-rules';
import type { ProgrammeStanding } from '../../contract/src/verification-programme';
import type { Venue } from '../../core/src/entities/venue.entity';
import { buildSearchDocument } from '../../core/src/search/search-document';
import { makeVenue } from './venue-factory';

/** A fixture states every fact it has: none of the factory's meeting-room defaults leak into answers. */
function fixture(facts: Partial<Venue>): Venue {
  return makeVenue({
    descriptionShort: '',
    addressLine1: '',
    postcode: '',
    lat: null,
    lng: null,
    rating: null,
    reviewCount: 0,
    capacityTheatre: null,
    capacityBoardroom: null,
    dayRatePence: null,
    hourRatePence: null,
    personRatePence: null,
    photoMain: null,
    images: [],
    ...facts,
  });
}

const at = (day: number) => new Date(Date.UTC(2026, 9, day));

export const SAVOY: Venue = fixture({
  name: 'The Savoy Ballroom',
  slug: 'the-savoy-ballroom-london',
  city: 'london',
  primaryCategory: 'conference',
  categories: ['conference', 'private-dining'],
  capacityMin: 20,
  capacityMax: 800,
  capacityTheatre: 500,
  capacityBanquet: 350,
  capacityCabaret: 300,
  capacityStanding: 800,
  styles: ['heritage', 'banqueting'],
  amenities: ['wifi', 'catering', 'accessibility'],
  equipment: ['projector', 'microphones'],
  seatingLayouts: ['theatre', 'banquet'],
  wheelchairAccessible: true,
  stepFreeAccess: true,
  hearingLoop: true,
  dayRatePence: 1_200_000,
  hourRatePence: 150_000,
  personRatePence: 9_500,
  rating: 4.8,
  reviewCount: 312,
  qualityScore: 90,
  addressLine1: 'Strand',
  postcode: 'WC2R 0EZ',
  lat: 51.5104,
  lng: -0.1204,
  contactPhone: '020 7836 4343',
  contactEmail: 'events@savoy.example',
  photoMain: '/uploads/demo/venue-02.jpg',
  details: {
    av_equipment: ['PA system', 'Stage lighting'],
    food_catering: {
      available: true,
      restaurant_onsite: true,
      bar_onsite: true,
      dietary_options: ['vegetarian', 'vegan', 'halal'],
    },
  },
  updatedAt: at(1),
});

export const SHOREDITCH: Venue = fixture({
  name: 'Shoreditch Studio',
  slug: 'shoreditch-studio-london',
  city: 'london',
  primaryCategory: 'meeting-room',
  categories: ['meeting-room'],
  capacityMin: 2,
  capacityMax: 12,
  capacityBoardroom: 12,
  styles: ['creative', 'modern'],
  amenities: ['wifi', 'natural_light'],
  equipment: ['screens', 'whiteboard', 'video_conferencing'],
  seatingLayouts: ['boardroom'],
  dayRatePence: 60_000,
  hourRatePence: 9_000,
  personRatePence: 4_500,
  rating: 4.4,
  reviewCount: 58,
  qualityScore: 70,
  addressLine1: '12 Rivington Street',
  postcode: 'EC2A 3BP',
  lat: 51.5246,
  lng: -0.0786,
  photoMain: '/uploads/demo/venue-01.jpg',
  details: { food_catering: { available: false, restaurant_onsite: false, bar_onsite: false, dietary_options: [] } },
  updatedAt: at(2),
});

export const HILTON: Venue = fixture({
  name: 'Hilton Manchester Deansgate',
  slug: 'hilton-manchester-deansgate',
  city: 'manchester',
  primaryCategory: 'hotel-function-room',
  categories: ['hotel-function-room', 'conference'],
  capacityMin: 10,
  capacityMax: 500,
  capacityTheatre: 400,
  capacityClassroom: 200,
  capacityBanquet: 300,
  capacityCabaret: 250,
  capacityStanding: 500,
  bedroomsTotal: 279,
  bedroomFacilities: ['ensuite', 'double_bed', 'tv', 'desk'],
  chain: 'hilton',
  styles: ['hotel', 'modern'],
  amenities: ['wifi', 'catering', 'parking', 'accessibility'],
  equipment: ['projector', 'screens', 'microphones', 'speakers'],
  seatingLayouts: ['theatre', 'classroom', 'cabaret', 'banquet'],
  wheelchairAccessible: true,
  lift: true,
  accessibleToilet: true,
  accessibleParking: true,
  dayRatePence: 450_000,
  personRatePence: 6_500,
  rating: 4.2,
  reviewCount: 1024,
  qualityScore: 85,
  addressLine1: '303 Deansgate',
  postcode: 'M3 4LQ',
  lat: 53.4753,
  lng: -2.2502,
  photoMain: '/uploads/demo/venue-03.png',
  details: {
    food_catering: { available: true, restaurant_onsite: true, bar_onsite: true, dietary_options: ['gluten free'] },
  },
  updatedAt: at(3),
});

export const EDINBURGH: Venue = fixture({
  name: 'Edinburgh Training Rooms',
  slug: 'edinburgh-training-rooms',
  city: 'edinburgh',
  primaryCategory: 'training',
  categories: ['training'],
  capacityMin: 6,
  capacityMax: 40,
  capacityTheatre: 40,
  capacityClassroom: 30,
  styles: ['training'],
  amenities: ['wifi', 'reception'],
  equipment: ['projector', 'flipchart', 'whiteboard'],
  seatingLayouts: ['classroom', 'u_shape'],
  dayRatePence: 35_000,
  hourRatePence: 6_000,
  rating: 4.0,
  qualityScore: 60,
  lat: 55.9533,
  lng: -3.1883,
  postcode: 'EH2 2AD',
  updatedAt: at(4),
});

export const CORN_EXCHANGE: Venue = fixture({
  name: 'Leeds Corn Exchange Hall',
  slug: 'leeds-corn-exchange-hall',
  city: 'leeds',
  primaryCategory: 'conference',
  categories: ['conference'],
  capacityMin: 50,
  capacityMax: 1200,
  capacityTheatre: 1000,
  capacityCabaret: 600,
  capacityStanding: 1200,
  styles: ['heritage', 'unusual'],
  amenities: ['catering', 'security'],
  equipment: ['staging', 'lighting_control', 'microphones'],
  seatingLayouts: ['theatre', 'cabaret'],
  wheelchairAccessible: true,
  stepFreeAccess: true,
  dayRatePence: 900_000,
  personRatePence: 7_500,
  rating: 4.6,
  reviewCount: 140,
  qualityScore: 75,
  addressLine1: 'Call Lane',
  postcode: 'LS1 7BR',
  lat: 53.7963,
  lng: -1.5412,
  photoMain: 'https://images.example.com/corn-exchange.jpg',
  details: { food_catering: { available: true, restaurant_onsite: false, bar_onsite: true, dietary_options: [] } },
  updatedAt: at(5),
});

export const SOHO: Venue = fixture({
  name: 'Soho Private Dining Room',
  slug: 'soho-private-dining-room',
  city: 'london',
  primaryCategory: 'private-dining',
  categories: ['private-dining'],
  capacityMin: 8,
  capacityMax: 24,
  capacityBanquet: 24,
  styles: ['private_dining'],
  amenities: ['catering'],
  seatingLayouts: ['banquet'],
  chain: 'boutique',
  personRatePence: 8_500,
  rating: 4.9,
  qualityScore: 95,
  lat: 51.5136,
  lng: -0.1365,
  postcode: 'W1D 4DH',
  updatedAt: at(6),
});

export const DRAFT_HALL: Venue = fixture({
  name: 'Unfinished Draft Hall',
  slug: 'unfinished-draft-hall',
  status: 'draft',
});

export const FIXTURE_VENUES = [SAVOY, SHOREDITCH, HILTON, EDINBURGH, CORN_EXCHANGE, SOHO];
/** The four a planner compares in the assistant, pack, brief and enquiry specs. */
export const COMPARED_VENUES: Venue[] = [SAVOY, SHOREDITCH, HILTON, CORN_EXCHANGE];
export const ALL_COMPARE_FIXTURES: Venue[] = [...COMPARED_VENUES, DRAFT_HALL];
/** Where the fixtures stand in the verification programme; the others have not started. */
export const FIXTURE_STANDINGS = new Map<string, ProgrammeStanding>([
  [SAVOY.id, { tier: 'gold', verified_items: 9 }],
  [HILTON.id, { tier: 'silver', verified_items: 5 }],
  [SOHO.id, { tier: 'bronze', verified_items: 1 }],
]);
/** A fixture's search document, as the indexer builds it (with its programme standing). */
export const fixtureDocument = (venue: Venue) => buildSearchDocument(venue, FIXTURE_STANDINGS.get(venue.id) ?? null);
export const fixtureDocuments = () => FIXTURE_VENUES.map(fixtureDocument);
/** Liverpool Street station: 0.8 km from Shoreditch Studio, 2.8 km from the Savoy, 3.8 km from Soho. */
export const LIVERPOOL_STREET = { lat: 51.5178, lng: -0.0823 };

/** A registration every wizard step accepts, as an owner would send it for review. */
export const COMPLETE_REGISTRATION: VenueData = {
  name: 'The Corn Hall',
  short_description: 'A Victorian corn exchange with a glass roof, for conferences, dinners and exhibitions in Leeds.',
  description_html: '<p>Three halls.</p>',
  categories: ['conference-venues'],
  address: { line1: '1 Call Lane', city: 'leeds', postcode: 'LS1 7BT' },
  capacities: { theatre: 400, banquet: 250, standing: 600 },
  amenities: ['wifi'],
  pricing: { day_rate: 2400, hour_rate: 300, currency: 'GBP' },
  contact: { website: 'cornhall.example.co.uk' },
  images: ['https://cdn.example.com/corn-hall.jpg'],
};
