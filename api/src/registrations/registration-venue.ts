// What an approved registration becomes: a published venue in the search vocabulary. The
// wizard's option lists (spec §3) are the owners' words; each maps here to the categories,
// styles, amenities and equipment planners filter by, so a new option is one entry the compiler
// asks for.
import type { CategorySlug, RegistrationAmenity, RegistrationCategory, VenueData } from '@venue-finder/contract';
import type { NewVenue } from '@venue-finder/core';
import { ownerHtmlToText } from '../common/owner-html';

const CATEGORY_MAP = {
  'conference-venues': { categories: ['conference'], styles: ['conference'] },
  'meeting-rooms': { categories: ['meeting-room'], styles: ['boardroom'] },
  'banqueting-halls': { categories: ['private-dining'], styles: ['banqueting'] },
  ballrooms: { categories: ['private-dining', 'conference'], styles: ['banqueting'] },
  'exhibition-centres': { categories: ['conference'], styles: ['conference'] },
  'hotels-with-meeting-rooms': { categories: ['hotel-function-room', 'meeting-room'], styles: ['hotel'] },
  'unique-venues': { categories: ['conference'], styles: ['unusual'] },
} satisfies Record<RegistrationCategory, { categories: CategorySlug[]; styles: string[] }>;

interface AmenityFacts {
  amenities?: string[];
  equipment?: string[];
  styles?: string[];
  wheelchairAccessible?: boolean;
}

const AMENITY_MAP = {
  wifi: { amenities: ['wifi'] },
  projector: { equipment: ['projector'] },
  screen: { equipment: ['screens'] },
  stage: { equipment: ['staging'] },
  'pa-system': { equipment: ['speakers', 'microphones'] },
  'natural-light': { amenities: ['natural_light'] },
  'wheelchair-access': { amenities: ['accessibility'], wheelchairAccessible: true },
  'air-conditioning': { amenities: ['air_conditioning'] },
  'breakout-rooms': { amenities: ['breakout_space'] },
  catering: { amenities: ['catering'] },
  parking: { amenities: ['parking'] },
  'on-site-accommodation': { styles: ['hotel'] },
} satisfies Record<RegistrationAmenity, AmenityFacts>;

const unique = <T>(values: T[]) => [...new Set(values)];
const pence = (pounds: number | null | undefined) => (pounds ? Math.round(pounds * 100) : null);
const positive = (value: number | undefined) => (value && value > 0 ? value : null);

/** The venue a registration describes, published and owned by the registrant. */
export function venueFromRegistration(data: VenueData, ownerId: string, slug: string): NewVenue {
  const categories = (data.categories ?? []) as RegistrationCategory[];
  const amenities = (data.amenities ?? []) as RegistrationAmenity[];
  const mapped = categories.map((c) => CATEGORY_MAP[c]);
  const facts: AmenityFacts[] = amenities.map((a) => AMENITY_MAP[a]);
  const capacities = data.capacities ?? {};
  const capacityMax = Math.max(capacities.theatre ?? 0, capacities.banquet ?? 0, capacities.standing ?? 0);
  const images = data.images ?? [];
  const name = (data.name ?? '').trim();
  const categorySlugs = unique(mapped.flatMap((m) => m.categories));
  return {
    slug,
    name,
    displayName: name,
    city: data.address?.city ?? '',
    primaryCategory: categorySlugs[0] ?? 'conference',
    categories: categorySlugs,
    styles: unique([...mapped.flatMap((m) => m.styles), ...facts.flatMap((f) => f.styles ?? [])]),
    amenities: unique(facts.flatMap((f) => f.amenities ?? [])),
    equipment: unique(facts.flatMap((f) => f.equipment ?? [])),
    wheelchairAccessible: facts.some((f) => f.wheelchairAccessible),
    status: 'published',
    ownerId,
    claimable: false,
    descriptionShort: (data.short_description ?? '').trim(),
    descriptionLong: ownerHtmlToText(data.description_html ?? ''),
    addressLine1: (data.address?.line1 ?? '').trim(),
    addressLine2: (data.address?.line2 ?? '').trim(),
    postcode: data.address?.postcode ?? '',
    capacityMin: Math.min(10, capacityMax),
    capacityMax,
    capacityTheatre: positive(capacities.theatre),
    capacityBanquet: positive(capacities.banquet),
    capacityStanding: positive(capacities.standing),
    seatingLayouts: [
      ...(positive(capacities.theatre) ? ['theatre'] : []),
      ...(positive(capacities.banquet) ? ['banquet'] : []),
    ],
    dayRatePence: pence(data.pricing?.day_rate),
    hourRatePence: pence(data.pricing?.hour_rate),
    website: data.contact?.website?.trim() || null,
    images,
    photoMain: images[0] ?? null,
  };
}
