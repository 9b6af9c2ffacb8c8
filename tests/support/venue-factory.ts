// Test venues with sensible defaults; each test overrides what it is about.
import { randomUUID } from 'node:crypto';
import { slugify } from '../../core/src/venues/venue-slug';
import type { NewVenue } from '../../core/src/venues/venue-writer';

let sequence = 0;

export function makeVenue(overrides: Partial<NewVenue> = {}): NewVenue {
  sequence += 1;
  const name = overrides.name ?? `Test Venue ${sequence}`;
  return {
    id: randomUUID(),
    slug: `${slugify(name)}-${sequence}`,
    name,
    displayName: name,
    city: 'london',
    primaryCategory: 'meeting-room',
    categories: ['meeting-room'],
    status: 'published',
    capacityMin: 2,
    capacityMax: 40,
    capacityTheatre: 40,
    capacityBoardroom: 16,
    rating: 4.5,
    reviewCount: 12,
    dayRatePence: 95_000,
    hourRatePence: 15_000,
    personRatePence: 6_500,
    descriptionShort: 'A bright meeting room with natural light close to the station.',
    addressLine1: '1 Test Street',
    postcode: 'EC2A 3BP',
    lat: 51.5246,
    lng: -0.0827,
    images: ['/uploads/demo/venue-01.svg'],
    photoMain: '/uploads/demo/venue-01.svg',
    ...overrides,
  };
}
