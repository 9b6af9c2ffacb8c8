import {
  AMENITIES,
  BEDROOM_FACILITIES,
  CATEGORY_SLUGS,
  CHAINS,
  CITY_SLUGS,
  districtsOfCity,
  EQUIPMENT,
  findDistrict,
  SEATING_LAYOUTS,
  STYLES,
  VENUE_STATUSES,
} from '@venue-finder/core';
import { DEMO_IMAGE_COUNT, demoImagePath } from './demo-images';
import { placeVenue, planDemoPeople } from './demo-users';
import { DEMO_SEED } from './seed-demo-data';
import { DEMO_REFERENCE_DATE, type DemoVenue, DemoVenueFactory } from './venue-builder';

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/;
const COUNT = 800;

function generate(count: number, seed = DEMO_SEED): DemoVenue[] {
  const people = planDemoPeople(seed, DEMO_REFERENCE_DATE);
  const factory = new DemoVenueFactory(seed);
  return Array.from({ length: count }, (_, index) => factory.build(index, placeVenue(seed, index, people)));
}

const venues = generate(COUNT);

describe(DemoVenueFactory.name, () => {
  it('gives the same venues for the same seed, whatever the count', () => {
    expect(generate(60)).toEqual(venues.slice(0, 60));
  });

  it('gives other venues for another seed', () => {
    const other = generate(10, DEMO_SEED + 1);
    expect(other.map((v) => v.id)).not.toEqual(venues.slice(0, 10).map((v) => v.id));
  });

  it('gives unique ids and slugs', () => {
    expect(new Set(venues.map((v) => v.id)).size).toBe(COUNT);
    expect(new Set(venues.map((v) => v.slug)).size).toBe(COUNT);
    for (const v of venues) {
      expect(v.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(v.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('spreads venues over every city, London the most', () => {
    const perCity = new Map<string, number>();
    for (const v of venues) perCity.set(v.city, (perCity.get(v.city) ?? 0) + 1);
    expect([...perCity.keys()].sort()).toEqual([...CITY_SLUGS].sort());
    const london = perCity.get('london') ?? 0;
    for (const [city, n] of perCity) if (city !== 'london') expect(london).toBeGreaterThan(n);
  });

  it('gives each venue a UK postcode in one of its own city’s districts', () => {
    for (const v of venues) {
      expect(v.postcode).toMatch(UK_POSTCODE);
      const outward = v.postcode!.split(' ')[0]!;
      expect(districtsOfCity(v.city).map((d) => d.district)).toContain(outward);
      expect(v.postcode!.slice(-2)).not.toMatch(/[CIKMOV]/);
    }
  });

  it('places each venue within 0.05° of its district’s centroid', () => {
    for (const v of venues) {
      const district = findDistrict(v.postcode!.split(' ')[0]!)!;
      expect(Math.abs(v.lat! - district.lat)).toBeLessThan(0.05);
      expect(Math.abs(v.lng! - district.lng)).toBeLessThan(0.05);
    }
  });

  it('uses only the search schema’s enumerated values', () => {
    for (const v of venues) {
      expect(CATEGORY_SLUGS).toContain(v.primaryCategory);
      expect(v.categories).toContain(v.primaryCategory);
      for (const c of v.categories!) expect(CATEGORY_SLUGS).toContain(c);
      for (const s of v.styles!) expect(STYLES).toContain(s);
      for (const a of v.amenities!) expect(AMENITIES).toContain(a);
      for (const e of v.equipment!) expect(EQUIPMENT).toContain(e);
      for (const l of v.seatingLayouts!) expect(SEATING_LAYOUTS).toContain(l);
      for (const f of v.bedroomFacilities!) expect(BEDROOM_FACILITIES).toContain(f);
      if (v.chain !== null) expect(CHAINS).toContain(v.chain);
      expect(VENUE_STATUSES).toContain(v.status);
    }
  });

  it('keeps capacities coherent', () => {
    for (const v of venues) {
      expect(v.capacityMin).toBeGreaterThanOrEqual(2);
      expect(v.capacityMin).toBeLessThanOrEqual(30);
      expect(v.capacityMin).toBeLessThanOrEqual(v.capacityMax!);
      expect(v.capacityStanding).toBe(v.capacityMax);
      expect(v.capacityBoardroom).toBeLessThanOrEqual(40);
      if (v.capacityTheatre != null && v.capacityClassroom != null) {
        expect(v.capacityTheatre).toBeGreaterThan(v.capacityClassroom);
        expect(v.capacityClassroom).toBeGreaterThan(v.capacityBoardroom!);
      }
      for (const room of v.details!.rooms ?? []) expect(room.capacities.standing).toBeLessThanOrEqual(v.capacityMax!);
    }
    const sizes = venues.map((v) => v.capacityMax!);
    expect(Math.min(...sizes)).toBeLessThanOrEqual(20);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(1000);
  });

  it('prices in positive whole pence within the published ranges', () => {
    for (const v of venues) {
      for (const pence of [v.dayRatePence, v.personRatePence, v.hourRatePence]) {
        if (pence === null) continue;
        expect(Number.isInteger(pence)).toBe(true);
        expect(pence).toBeGreaterThan(0);
      }
      expect(v.dayRatePence).toBeGreaterThanOrEqual(250_00);
      expect(v.dayRatePence).toBeLessThanOrEqual(15_000_00);
      if (v.personRatePence != null) {
        expect(v.personRatePence).toBeGreaterThanOrEqual(25_00);
        expect(v.personRatePence).toBeLessThanOrEqual(120_00);
      }
    }
  });

  it('rates venues from 3.5 to 5.0 in steps of 0.1', () => {
    for (const v of venues) {
      expect(v.rating).toBeGreaterThanOrEqual(3.5);
      expect(v.rating).toBeLessThanOrEqual(5);
      expect(Math.round(v.rating! * 10)).toBeCloseTo(v.rating! * 10, 6);
    }
  });

  it('gives bedrooms only to hotels', () => {
    for (const v of venues) {
      if (v.venueType === 'hotel') expect(v.bedroomsTotal).toBeGreaterThan(0);
      else {
        expect(v.bedroomsTotal).toBe(0);
        expect(v.bedroomFacilities).toEqual([]);
      }
    }
  });

  it('writes descriptions, FAQs and guest ratings of the promised shape', () => {
    for (const v of venues) {
      expect(v.descriptionShort!.length).toBeGreaterThanOrEqual(80);
      expect(v.descriptionShort!.length).toBeLessThanOrEqual(200);
      // A partly done listing may have no long description, FAQs or rooms yet.
      if (v.descriptionLong) {
        const paragraphs = v.descriptionLong.split('\n\n');
        expect(paragraphs.length).toBeGreaterThanOrEqual(2);
        expect(paragraphs.length).toBeLessThanOrEqual(4);
      }
      const details = v.details!;
      if (details.faqs) {
        expect(details.faqs.length).toBeGreaterThanOrEqual(3);
        expect(details.faqs.length).toBeLessThanOrEqual(6);
      }
      const guestTypes = Object.values(details.guest_ratings!.guest_types);
      expect(guestTypes.reduce((sum, n) => sum + n, 0)).toBe(100);
      if (details.rooms) {
        expect(details.rooms.length).toBeGreaterThanOrEqual(1);
        expect(details.rooms.length).toBeLessThanOrEqual(8);
      }
      expect(details.compliance).toContain('; ');
      expect(details).not.toHaveProperty('nearby_transport');
      expect(details).not.toHaveProperty('related_searches');
      expect(v.qualityScore).toBeNull();
    }
  });

  it('leaves about a third of listings partly filled in, as real owners do', () => {
    const partial = venues.filter((v) => !v.descriptionLong || !v.details?.faqs || (v.images?.length ?? 0) === 3);
    expect(partial.length / venues.length).toBeGreaterThan(0.25);
    expect(partial.length / venues.length).toBeLessThan(0.5);
  });

  it('links only to local pictures and reserved example domains', () => {
    const demoPictures = Array.from({ length: DEMO_IMAGE_COUNT }, (_, i) => demoImagePath(i + 1));
    for (const v of venues) {
      expect(v.images!.length).toBeGreaterThanOrEqual(3);
      expect(v.images!.length).toBeLessThanOrEqual(12);
      for (const image of v.images!) expect(demoPictures).toContain(image);
      expect(v.photoMain).toBe(v.images![0]);
      if (v.website !== null) expect(v.website).toBe(`https://www.${v.slug}.example`);
      expect(v.contactEmail).toBe(`events@${v.slug}.example`);
      for (const url of Object.values(v.details!.social_media ?? {}))
        expect(new URL(url).hostname).toMatch(/\.example$/);
    }
  });

  it('uses phone numbers from Ofcom’s drama ranges', () => {
    for (const v of venues) {
      expect(v.contactPhone).toMatch(/^(020 7946 0\d{3}|01\d{2} 496 0\d{3}|029 2018 0\d{3}|028 9018 0\d{3})$/);
    }
  });

  it('dates venues in the two years before the reference date', () => {
    const earliest = DEMO_REFERENCE_DATE.getTime() - 731 * 24 * 3600 * 1000;
    for (const v of venues) {
      expect(v.createdAt!.getTime()).toBeGreaterThanOrEqual(earliest);
      expect(v.updatedAt!.getTime()).toBeGreaterThanOrEqual(v.createdAt!.getTime());
      expect(v.updatedAt!.getTime()).toBeLessThanOrEqual(DEMO_REFERENCE_DATE.getTime());
      if (v.status === 'published') expect(v.publishedAt!.getTime()).toBeGreaterThanOrEqual(v.createdAt!.getTime());
      else expect(v.publishedAt).toBeNull();
    }
  });
});
