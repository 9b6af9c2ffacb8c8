// The `details` jsonb of a demo venue: the long tail of the detail view. Enrichment owns
// nearby_* and related_searches, so they are left out here.
import type { VenueDetails } from '@venue-finder/core';
import type { RandomSource } from './random-source';
import { type DemoVenueFacts, hotelTimes } from './venue-facts';
import { buildFaqs } from './venue-faqs';
import { avEquipmentText, featuresOf, highlightsOf, sellingPointsOf, suitableEventsOf } from './venue-text';

const DIETARY = ['Vegetarian', 'Vegan', 'Gluten-free', 'Halal', 'Kosher (on request)', 'Dairy-free', 'Nut-free'];
const HOTEL_SERVICES_BUDGET = [
  '24-hour reception',
  'Left-luggage room',
  'Express check-out',
  'EV charging',
  'Restaurant',
  'Bar',
];
const HOTEL_SERVICES_FULL = [
  'Room service',
  'Concierge',
  'Laundry service',
  'Fitness centre',
  'Spa',
  'Swimming pool',
  'Airport transfers',
  'Business centre',
];
const GUEST_TYPES = ['business', 'couples', 'families', 'friends', 'solo'] as const;
/** City-centre charging zones that drivers need to know about. */
const CENTRAL_DRIVING_NOTES: Record<string, string> = {
  london: 'The venue is inside the Congestion Charge zone and the ULEZ.',
  birmingham: "The venue is inside Birmingham's Clean Air Zone.",
  bristol: "The venue is inside Bristol's Clean Air Zone.",
  glasgow: "The city centre is a Low Emission Zone; check your vehicle's compliance before driving in.",
  edinburgh: "Edinburgh's Low Emission Zone covers the city centre.",
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Whole percentages that add up to exactly 100 (largest remainder). */
export function percentages(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const exact = weights.map((w) => (w / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (missing-- <= 0) break;
    floors[i]! += 1;
  }
  return floors;
}

function guestRatings(r: RandomSource, facts: DemoVenueFacts): NonNullable<VenueDetails['guest_ratings']> {
  const { rating, reviewCount } = facts.rating;
  const aspect = (bias: number) => round1(clamp(rating + bias + r.float(-0.35, 0.25), 1, 5));
  const businessWeight = facts.kind.hotel ? 35 : facts.kind.tablesOnly ? 25 : 60;
  const weights = [businessWeight, r.int(5, 25), r.int(3, 20), r.int(5, 20), r.int(3, 12)];
  const shares = percentages(weights);
  return {
    overall_rating: rating,
    total_reviews: reviewCount,
    rating_breakdown: {
      cleanliness: aspect(0.05),
      service: aspect(0),
      value: aspect(-0.15),
      location: aspect(facts.district.zone === 'central' ? 0.2 : -0.05),
      facilities: aspect(-0.05),
    },
    guest_types: Object.fromEntries(GUEST_TYPES.map((type, i) => [type, shares[i]!])),
  };
}

function licensingHours(r: RandomSource, facts: DemoVenueFacts): string {
  if (!facts.facilities.barOnsite)
    return 'No bar on site; drinks can be arranged through the caterer under a temporary events notice.';
  return r.pick([
    'Licensed 10:00–23:00 Monday to Saturday, 12:00–22:30 Sunday',
    'Licensed until midnight, seven days a week',
    'Licensed 11:00–01:00 Thursday to Saturday, until 23:00 other days',
  ]);
}

function compliance(r: RandomSource, facts: DemoVenueFacts): string {
  const scotland = facts.city.slug === 'edinburgh' || facts.city.slug === 'glasgow';
  const items = [
    `Public liability insurance (£${r.pick([5, 10, 10, 20])}m)`,
    `Fire risk assessment reviewed ${r.pick(['January', 'March', 'May', 'July', 'September'])} 2026`,
    facts.facilities.cateringAvailable &&
      (scotland ? 'Food Hygiene Information Scheme: Pass' : 'Food hygiene rating 5'),
    facts.facilities.barOnsite && 'Premises licence held',
    'PAT-tested electrical equipment',
    r.chance(0.6) && 'Trained first aiders on site',
    r.chance(0.25) && 'ISO 20121 sustainable events certified',
    facts.facilities.accessibility.wheelchairAccessible && r.chance(0.5) && 'Independent access audit completed',
  ];
  return items.filter((i): i is string => typeof i === 'string').join('; ');
}

function parkingNearby(r: RandomSource, facts: DemoVenueFacts): string {
  const minutes = r.int(2, 9);
  return r.pick([
    `NCP car park on ${facts.street}, ${minutes} minutes' walk`,
    `Q-Park ${facts.district.area}, ${minutes} minutes' walk`,
    `Pay-and-display bays on surrounding streets`,
  ]);
}

function parkingNotes(facts: DemoVenueFacts): string {
  const { facilities, city, district } = facts;
  const own = facilities.parkingOnSite
    ? `${facilities.parkingSpaces} spaces on site${facilities.accessibility.accessibleParking ? ', including Blue Badge bays' : ''}; pre-booking recommended for large events.`
    : 'No parking on site.';
  const zone = district.zone === 'central' ? CENTRAL_DRIVING_NOTES[city.slug] : undefined;
  return zone ? `${own} ${zone}` : own;
}

function accessibilityText(facts: DemoVenueFacts): string {
  const a = facts.facilities.accessibility;
  const main = facts.spaces.rooms[0]?.name ?? 'the main room';
  return [
    a.stepFreeAccess
      ? `Step-free access from the ${facts.street} entrance.`
      : 'Steps at the main entrance; a portable ramp is available on request.',
    a.lift ? 'Lift to all floors.' : 'Event spaces are on one level.',
    a.accessibleToilet ? 'Accessible toilets.' : 'No accessible toilet on site.',
    a.hearingLoop ? `Induction loop in ${main}.` : '',
    a.accessibleParking ? 'Blue Badge parking bays.' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function publicTransport(r: RandomSource, facts: DemoVenueFacts): string {
  const { station, walkMinutes, city, street } = facts;
  const train = station
    ? `${station} is ${walkMinutes} minutes' walk away.`
    : `Buses stop on ${street}; ${city.stations[0]} is about ${r.int(8, 20)} minutes by taxi.`;
  return `${train} ${city.airport} is about ${r.int(20, 45)} minutes away.`;
}

function socialMedia(r: RandomSource, handle: string): VenueDetails['social_media'] {
  // Reserved .example hosts: demo links that can never lead to somebody's real account.
  const networks = r.sample(['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const, r.int(1, 4));
  return Object.fromEntries(networks.map((network) => [network, `https://${network}.example/${handle}`]));
}

export function buildVenueDetails(r: RandomSource, facts: DemoVenueFacts, handle: string): VenueDetails {
  const { spaces, facilities, kind } = facts;
  const details: VenueDetails = {
    rooms: spaces.rooms,
    features: featuresOf(r, facts),
    space_specifications: {
      total_space_m2: spaces.totalAreaSqm,
      ceiling_height_m: spaces.ceilingHeightM,
      licensed: facilities.barOnsite,
      notes: `${spaces.rooms.length} room${spaces.rooms.length === 1 ? '' : 's'}; largest ${spaces.rooms[0]?.area_sqm ?? 0} m²`,
    },
    venue_size_sqm: spaces.totalAreaSqm,
    ceiling_height_m: spaces.ceilingHeightM,
    licensing_hours: licensingHours(r, facts),
    food_catering: {
      available: facilities.cateringAvailable,
      restaurant_onsite: facilities.restaurantOnsite,
      bar_onsite: facilities.barOnsite,
      dietary_options: facilities.cateringAvailable ? r.sample(DIETARY, r.int(3, 6)) : [],
      notes: facilities.cateringAvailable
        ? r.pick([
            'Menus change with the seasons.',
            'Locally sourced produce wherever possible.',
            'Tea, coffee and water included all day.',
          ])
        : 'External caterers welcome.',
    },
    av_equipment: avEquipmentText(facilities.equipment),
    suitable_for_events: suitableEventsOf(r, facts),
    unique_selling_points: sellingPointsOf(r, facts),
    venue_highlights: highlightsOf(r, facts),
    accessibility: accessibilityText(facts),
    compliance: compliance(r, facts),
    access_public_transport: publicTransport(r, facts),
    parking_on_site: facilities.parkingOnSite,
    parking_nearby: parkingNearby(r, facts),
    parking_notes: parkingNotes(facts),
    availability_lead_time_days: facts.leadTimeDays,
    guest_ratings: guestRatings(r, facts),
    tripadvisor_rating: clamp(Math.round((facts.rating.rating + r.float(-0.3, 0.3)) * 2) / 2, 3, 5),
    tripadvisor_reviews: Math.round(facts.rating.reviewCount * r.float(0.3, 1.5)),
    faqs: buildFaqs(r, facts),
    owner_notes: {
      availability: r.pick([
        'Weekday availability is good; December evenings book up by September.',
        'Mondays and Fridays are usually free at short notice.',
        'Summer weekends are popular for weddings; weekdays are widely available.',
        'Please call for same-week bookings; we can often fit you in.',
      ]),
    },
  };
  if (kind.hotel) {
    const { checkIn, checkOut } = hotelTimes(facts);
    details.check_in_time = checkIn;
    details.check_out_time = checkOut;
    details.hotel_services = [
      ...r.sample(HOTEL_SERVICES_BUDGET, r.int(3, 5)),
      ...(facts.tier >= 2 ? r.sample(HOTEL_SERVICES_FULL, r.int(1, facts.tier + 2)) : []),
    ];
  }
  if (facts.restaurantName) {
    details.restaurant_name = facts.restaurantName;
    details.restaurant_description = r.pick([
      'Seasonal British cooking with a short, changing menu and a well-chosen wine list.',
      'An all-day brasserie serving breakfast, lunch and dinner, with private tables for groups.',
      "Modern small plates built around local producers, with a chef's table for up to twelve.",
      'Classic grill dishes, Sunday roasts and a cocktail bar that stays open late.',
    ]);
  }
  if (r.chance(0.6)) details.social_media = socialMedia(r, handle);
  return details;
}
