// The one venue factory: a complete Venue entity with sensible defaults (a published London meeting
// room), to insert through the writer or to build search documents from in memory. Each test
// overrides what it is about.
import { randomUUID } from 'node:crypto';
import { Venue } from '../../core/src/entities/venue.entity';
import { slugify } from '../../core/src/venues/venue-slug';

let sequence = 0;
const CREATED = new Date('2026-01-01T00:00:00Z');

export function makeVenue(overrides: Partial<Venue> = {}): Venue {
  sequence += 1;
  const name = overrides.name ?? `Test Venue ${sequence}`;
  const status = overrides.status ?? 'published';
  const defaults: Partial<Venue> = {
    id: randomUUID(),
    slug: `${slugify(name)}-${sequence}`,
    name,
    displayName: name,
    city: 'london',
    primaryCategory: 'meeting-room',
    categories: ['meeting-room'],
    venueType: 'venue',
    status,
    ownerId: null,
    claimable: true,
    descriptionShort: 'A bright meeting room with natural light close to the station.',
    descriptionLong: '',
    addressLine1: '1 Test Street',
    addressLine2: '',
    postcode: 'EC2A 3BP',
    country: 'United Kingdom',
    lat: 51.5246,
    lng: -0.0827,
    rating: 4.5,
    reviewCount: 12,
    capacityMin: 2,
    capacityMax: 40,
    capacityTheatre: 40,
    capacityBoardroom: 16,
    capacityUShape: null,
    capacityClassroom: null,
    capacityBanquet: null,
    capacityCabaret: null,
    capacityStanding: null,
    capacityReception: null,
    bedroomsTotal: 0,
    styles: [],
    amenities: [],
    equipment: [],
    seatingLayouts: [],
    bedroomFacilities: [],
    chain: null,
    wheelchairAccessible: false,
    stepFreeAccess: false,
    accessibleToilet: false,
    hearingLoop: false,
    lift: false,
    accessibleParking: false,
    dayRatePence: 95_000,
    hourRatePence: 15_000,
    personRatePence: 6_500,
    qualityScore: null,
    photoMain: '/uploads/demo/venue-01.jpg',
    images: ['/uploads/demo/venue-01.jpg'],
    website: null,
    contactEmail: null,
    contactPhone: null,
    details: {},
    version: 1,
    createdAt: CREATED,
    updatedAt: CREATED,
    publishedAt: status === 'published' ? CREATED : null,
    phase1Version: null,
    phase1At: null,
    phase2Version: null,
    phase2At: null,
  };
  return Object.assign(new Venue(), defaults, overrides);
}
