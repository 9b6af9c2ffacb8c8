// Builds one demo venue row from its index: where it is, what it is called, its rooms, facilities,
// prices, words and pictures. Each venue draws from its own PRNG stream (seed + index); the only
// state carried from one venue to the next is the set of names taken, so venue N is the same
// whatever the count.
import {
  CITY_SLUGS,
  districtsOfCity,
  type NewVenue,
  type PostcodeDistrict,
  type VenueStatus,
  venueSlug,
} from '@venue-finder/core';
import { thinOutListing } from './listing-completeness';
import { DEMO_CITIES, type DemoCity, demoCity, nearestLandmark } from './demo-cities';
import { pickVenueImages } from './demo-images';
import { deriveSeed, RandomSource } from './random-source';
import { BUILDING_NAMES, streetsOfDistrict } from './street-vocabulary';
import { buildVenueDetails } from './venue-details-builder';
import { chooseVenueFacilities } from './venue-facilities';
import type { DemoVenueFacts } from './venue-facts';
import { type SizeClass, VENUE_KINDS, type VenueKind } from './venue-kinds';
import { createVenueIdentity, type VenueIdentity } from './venue-names';
import { priceVenue, rateVenue } from './venue-pricing';
import { planVenueSpaces } from './venue-spaces';
import { adjectiveOf, longDescription, shortDescription } from './venue-text';
import { HOTEL_RESTAURANT_NAMES } from './hotel-brands';

/** Generated content is dated relative to this day, never to the clock, so reruns match. */
export const DEMO_REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');
const TWO_YEARS_MS = 730 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Postcode inward codes never use C, I, K, M, O or V. */
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const ZONE_WEIGHT = { central: 6, inner: 2, outer: 0.5 } as const;
const OUT_OF_TOWN_ZONE_WEIGHT = { central: 1, inner: 2, outer: 2 } as const;
const SIZE_ORDER: readonly SizeClass[] = ['small', 'medium', 'large', 'xlarge', 'major'];
const LEAD_TIME_DAYS: Record<SizeClass, [number, number]> = {
  small: [1, 14],
  medium: [3, 30],
  large: [14, 60],
  xlarge: [30, 120],
  major: [60, 180],
};

interface VenueLocation {
  city: DemoCity;
  district: PostcodeDistrict;
  station: string | undefined;
  street: string;
  streetNumber: number;
  lat: number;
  lng: number;
}

export interface VenuePlacement {
  status: VenueStatus;
  ownerId: string | null;
  claimable: boolean;
}

/** A venue row ready for VenueWriter.insertMany, with the id it will keep between runs. */
export type DemoVenue = NewVenue & { id: string };

function randomPostcode(r: RandomSource, district: string): string {
  return `${district} ${r.int(1, 9)}${r.pick([...INWARD_LETTERS])}${r.pick([...INWARD_LETTERS])}`;
}

export class DemoVenueFactory {
  private readonly slugs = new Set<string>();

  constructor(private readonly seed: number) {}

  /** Where venue `index` is: the first five spread over the biggest cities, then cities by weight. */
  private locate(r: RandomSource, index: number, kind: VenueKind): VenueLocation {
    const city = index < 5 ? demoCity(CITY_SLUGS[index]!) : r.weighted(DEMO_CITIES.map((c) => [c, c.weight] as const));
    const zoneWeight =
      kind.id === 'sports_venue' || kind.id === 'academic_venue' ? OUT_OF_TOWN_ZONE_WEIGHT : ZONE_WEIGHT;
    const district = r.weighted(districtsOfCity(city.slug).map((d) => [d, zoneWeight[d.zone]] as const));
    const { station, streets } = streetsOfDistrict(district.district);
    return {
      city,
      district,
      station,
      street: r.pick(streets),
      streetNumber: r.chance(0.7) ? r.int(1, 60) : r.int(61, 240),
      lat: Math.round((district.lat + r.float(-0.007, 0.007)) * 1e6) / 1e6,
      lng: Math.round((district.lng + r.float(-0.01, 0.01)) * 1e6) / 1e6,
    };
  }

  /** A name, avoiding (up to a point) names this city already has: a "-2" slug is the last resort. */
  private identify(r: RandomSource, kind: VenueKind, location: VenueLocation): VenueIdentity {
    const { city, district } = location;
    const place = {
      cityName: city.name,
      area: district.area === 'City Centre' ? city.name : district.area,
      street: location.street,
      streetNumber: location.streetNumber,
      central: district.zone === 'central',
    };
    let identity = createVenueIdentity(kind, r, place);
    const taken = (name: string) => this.slugs.has(venueSlug(name, city.slug));
    for (let attempt = 0; attempt < 5 && taken(identity.name); attempt++) {
      identity = createVenueIdentity(kind, r, place);
    }
    // Two venues of one name in one city would confuse planners: say where, as real venues do.
    if (taken(identity.name)) {
      const qualified = [`${identity.name} ${place.area}`, `${identity.name}, ${place.street}`].find(
        (name) => !taken(name),
      );
      if (qualified) identity = { ...identity, name: qualified };
    }
    return identity;
  }

  build(index: number, placement: VenuePlacement): DemoVenue {
    const r = new RandomSource(deriveSeed(this.seed, index));
    const id = r.uuid();
    const kind: VenueKind = r.weighted(VENUE_KINDS.map((k) => [k, k.weight] as const));
    const location = this.locate(r, index, kind);
    const { city, district, street, streetNumber, lat, lng } = location;
    const identity = this.identify(r, kind, location);
    let size: SizeClass = r.weighted(kind.sizes);
    // Budget hotels have meeting rooms, not ballrooms; only upmarket hotels have the biggest halls.
    const maxSize: SizeClass | undefined =
      identity.brand?.tier === 1 ? 'medium' : identity.brand?.tier === 2 ? 'large' : undefined;
    if (maxSize && SIZE_ORDER.indexOf(size) > SIZE_ORDER.indexOf(maxSize)) size = maxSize;
    const spaces = planVenueSpaces(r, kind, size, identity.brand?.tier === 1);
    const facilities = chooseVenueFacilities(
      r,
      kind,
      size,
      district.zone,
      identity.tier,
      spaces.rooms.length,
      identity.chain === 'boutique',
    );
    const restaurantName = !facilities.restaurantOnsite
      ? undefined
      : kind.id === 'restaurant'
        ? identity.name
        : kind.hotel
          ? r.pick(HOTEL_RESTAURANT_NAMES)
          : r.pick(['The Kitchen', 'The Café', 'The Refectory', 'The Canteen']);

    const facts: DemoVenueFacts = {
      name: identity.name,
      kind,
      size,
      tier: identity.tier,
      chain: identity.chain,
      brand: identity.brand,
      city,
      district,
      street,
      streetNumber,
      station: location.station,
      walkMinutes: r.int(2, 12),
      landmark: nearestLandmark(city, lat, lng)?.name,
      spaces,
      facilities,
      prices: priceVenue(r, spaces.capacityMax, identity.tier, city.priceFactor),
      rating: rateVenue(r, kind, identity.tier),
      leadTimeDays: r.int(...LEAD_TIME_DAYS[size]),
      restaurantName,
    };

    const slug = this.uniqueSlug(identity.name, city.slug);
    const adjective = adjectiveOf(r, facts);
    const createdAt = new Date(DEMO_REFERENCE_DATE.getTime() - r.int(DAY_MS, TWO_YEARS_MS));
    const updatedAt = new Date(
      createdAt.getTime() + Math.floor(r.next() * (DEMO_REFERENCE_DATE.getTime() - createdAt.getTime())),
    );
    const publishedAt =
      placement.status === 'published'
        ? new Date(Math.min(updatedAt.getTime(), createdAt.getTime() + r.int(0, 14 * DAY_MS)))
        : null;
    const images = pickVenueImages(r, kind.venueType);
    const styles = new Set([...kind.styles, ...r.sample(kind.extraStyles, r.int(1, 3))]);
    if (facilities.amenities.includes('outdoor_space') && r.chance(0.5)) styles.add('outdoor');
    const categories = new Set([kind.primaryCategory, ...r.sample(kind.otherCategories, r.int(0, 2))]);
    if (facilities.restaurantOnsite && r.chance(0.4)) categories.add('private-dining');
    // Some venues sit inside a named office building, as in "Albion House, 12 King Street".
    const building = r.chance(0.15) ? r.pick(BUILDING_NAMES) : undefined;
    const { accessibility } = facilities;

    return thinOutListing(r, {
      id,
      slug,
      name: identity.name,
      displayName: identity.name,
      city: city.slug,
      primaryCategory: kind.primaryCategory,
      categories: [...categories],
      venueType: kind.venueType,
      status: placement.status,
      ownerId: placement.ownerId,
      claimable: placement.claimable,
      descriptionShort: shortDescription(r, facts, adjective),
      descriptionLong: longDescription(r, facts, adjective),
      addressLine1:
        building && building !== identity.name ? `${building}, ${streetNumber} ${street}` : `${streetNumber} ${street}`,
      addressLine2: district.area,
      postcode: randomPostcode(r, district.district),
      country: 'United Kingdom',
      lat,
      lng,
      rating: facts.rating.rating,
      reviewCount: facts.rating.reviewCount,
      capacityMin: spaces.capacityMin,
      capacityMax: spaces.capacityMax,
      capacityTheatre: spaces.capacities.theatre,
      capacityBoardroom: spaces.capacities.boardroom,
      capacityUShape: spaces.capacities.u_shape,
      capacityClassroom: spaces.capacities.classroom,
      capacityBanquet: spaces.capacities.banquet,
      capacityCabaret: spaces.capacities.cabaret,
      capacityStanding: spaces.capacities.standing,
      capacityReception: spaces.capacities.reception,
      bedroomsTotal: facilities.bedroomsTotal,
      styles: [...styles],
      amenities: facilities.amenities,
      equipment: facilities.equipment,
      seatingLayouts: spaces.seatingLayouts,
      bedroomFacilities: facilities.bedroomFacilities,
      chain: identity.chain,
      wheelchairAccessible: accessibility.wheelchairAccessible,
      stepFreeAccess: accessibility.stepFreeAccess,
      accessibleToilet: accessibility.accessibleToilet,
      hearingLoop: accessibility.hearingLoop,
      lift: accessibility.lift,
      accessibleParking: accessibility.accessibleParking,
      dayRatePence: facts.prices.dayRatePence,
      hourRatePence: facts.prices.hourRatePence,
      personRatePence: facts.prices.personRatePence,
      qualityScore: null,
      photoMain: images[0] ?? null,
      images,
      website: `https://www.${slug}.example`,
      contactEmail: `events@${slug}.example`,
      contactPhone: city.phone(r.int(0, 999)),
      details: buildVenueDetails(r, facts, slug.replace(/-/g, '')),
      createdAt,
      updatedAt,
      publishedAt,
    });
  }

  /** The city slug of the name, with "-2", "-3"… on a clash. */
  private uniqueSlug(name: string, city: string): string {
    const withCity = venueSlug(name, city);
    let slug = withCity;
    for (let n = 2; this.slugs.has(slug); n++) slug = `${withCity}-${n}`;
    this.slugs.add(slug);
    return slug;
  }
}
