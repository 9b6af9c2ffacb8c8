// The fields owners control, between their words and the venue's columns: what an approved
// registration becomes (a published venue in the search vocabulary), what an owner sees as a
// venue's current values, and the columns a change request's approved fields write. The wizard's
// option lists (spec §3) each map here to the categories, styles, amenities and equipment
// planners filter by, so a new option is one entry the compiler asks for.
import {
  REGISTRATION_AMENITIES,
  type CategorySlug,
  type EditableVenueField,
  type RegistrationAmenity,
  type RegistrationCategory,
  type VenueData,
} from '@venue-finder/contract';
import type { NewVenue, Venue, VenuePatch } from '@venue-finder/core';
import { ownerHtmlToText } from '../common/owner-html';
import { htmlParagraphs } from '../kernel/mail/mail-html';

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

export type EditableField = EditableVenueField;

/** The owner's amenities a venue has: each option whose every mapped fact the venue holds. */
function ownerAmenitiesOf(venue: Venue): RegistrationAmenity[] {
  return REGISTRATION_AMENITIES.map((a) => a.value).filter((value) => {
    const facts: AmenityFacts = AMENITY_MAP[value];
    return (
      (facts.amenities ?? []).every((a) => venue.amenities.includes(a)) &&
      (facts.equipment ?? []).every((e) => venue.equipment.includes(e)) &&
      (facts.styles ?? []).every((s) => venue.styles.includes(s)) &&
      (!facts.wheelchairAccessible || venue.wheelchairAccessible)
    );
  });
}

/** A venue's current values of the fields owners edit, as the owner's VenueData. */
export function ownerFieldsOf(venue: Venue): Required<Pick<VenueData, EditableField>> {
  return {
    short_description: venue.descriptionShort,
    description_html: venue.descriptionLong
      .split(/\n\s*\n/)
      .filter((p) => p.trim())
      .map((p) => `<p>${htmlParagraphs(p)}</p>`)
      .join(''),
    amenities: ownerAmenitiesOf(venue),
    capacities: {
      theatre: venue.capacityTheatre ?? 0,
      banquet: venue.capacityBanquet ?? 0,
      standing: venue.capacityStanding ?? 0,
    },
    pricing: {
      day_rate: venue.dayRatePence === null ? null : venue.dayRatePence / 100,
      hour_rate: venue.hourRatePence === null ? null : venue.hourRatePence / 100,
      currency: 'GBP',
    },
    contact: { website: venue.website ?? '' },
    images: venue.images,
  };
}

/**
 * The columns that approved fields of a change write. Amenities change only the facts of the
 * owner's options (a venue's other equipment stays); capacities keep the largest layout current.
 */
export function venuePatchFor(venue: Venue, data: VenueData, fields: readonly EditableField[]): VenuePatch {
  const patch: VenuePatch = {};
  for (const field of fields) {
    if (field === 'short_description') patch.descriptionShort = (data.short_description ?? '').trim();
    if (field === 'description_html') patch.descriptionLong = ownerHtmlToText(data.description_html ?? '');
    if (field === 'contact') patch.website = data.contact?.website?.trim() || null;
    if (field === 'pricing') {
      patch.dayRatePence = pence(data.pricing?.day_rate);
      patch.hourRatePence = pence(data.pricing?.hour_rate);
    }
    if (field === 'images') {
      patch.images = data.images ?? [];
      patch.photoMain = patch.images[0] ?? null;
    }
    if (field === 'capacities') {
      const capacities = data.capacities ?? {};
      patch.capacityTheatre = positive(capacities.theatre);
      patch.capacityBanquet = positive(capacities.banquet);
      patch.capacityStanding = positive(capacities.standing);
      const layouts = { ...venue, ...patch };
      patch.capacityMax = Math.max(
        0,
        ...[
          layouts.capacityTheatre,
          layouts.capacityBoardroom,
          layouts.capacityUShape,
          layouts.capacityClassroom,
          layouts.capacityBanquet,
          layouts.capacityCabaret,
          layouts.capacityStanding,
          layouts.capacityReception,
        ].map((n) => n ?? 0),
      );
    }
    if (field === 'amenities') {
      const chosen = new Set(data.amenities ?? []);
      const amenities = new Set(venue.amenities);
      const equipment = new Set(venue.equipment);
      const styles = new Set(venue.styles);
      let wheelchair = venue.wheelchairAccessible;
      for (const { value } of REGISTRATION_AMENITIES) {
        const facts: AmenityFacts = AMENITY_MAP[value];
        const on = chosen.has(value);
        toggle(amenities, facts.amenities, on);
        toggle(equipment, facts.equipment, on);
        toggle(styles, facts.styles, on);
        if (facts.wheelchairAccessible) wheelchair = on;
      }
      patch.amenities = [...amenities];
      patch.equipment = [...equipment];
      patch.styles = [...styles];
      patch.wheelchairAccessible = wheelchair;
    }
  }
  return patch;
}

function toggle(values: Set<string>, facts: readonly string[] | undefined, on: boolean): void {
  for (const fact of facts ?? []) {
    if (on) values.add(fact);
    else values.delete(fact);
  }
}
