// The detail view of a venue (GET /api/v2/venues/{idOrSlug}): the spec's field list, built from
// the venue's columns and its `details`. One mapping, used by every route that shows a venue.
import {
  type Venue,
  type VenueDetailView,
  cityName,
  directionsLinks,
  kmToMiles,
  metresToFeet,
  sqmToSqft,
  toVenueCard,
} from '@venue-finder/core';

const pounds = (pence: number | null) => (pence === null ? null : pence / 100);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The type lives in core so the web app shares it. */
export type { VenueDetailView };

export function mapVenueDetail(
  venue: Venue,
  publicUrl: string,
  programme: VenueDetailView['programme'] = null,
): VenueDetailView {
  const { rooms = [], ...details } = venue.details ?? {};
  const card = toVenueCard(venue, programme);
  const layouts = {
    theatre: venue.capacityTheatre,
    boardroom: venue.capacityBoardroom,
    u_shape: venue.capacityUShape,
    classroom: venue.capacityClassroom,
    banquet: venue.capacityBanquet,
    cabaret: venue.capacityCabaret,
    standing: venue.capacityStanding,
    reception: venue.capacityReception,
  };
  const capacityBySetup = Object.fromEntries(
    Object.entries(layouts).filter((entry): entry is [string, number] => entry[1] !== null && entry[1] > 0),
  );
  const seated = [venue.capacityTheatre, venue.capacityBanquet, venue.capacityClassroom, venue.capacityCabaret]
    .filter((n): n is number => n !== null)
    .reduce<number | null>((max, n) => (max === null || n > max ? n : max), null);
  const dayRate = pounds(venue.dayRatePence);
  const hourRate = pounds(venue.hourRatePence);
  const personRate = pounds(venue.personRatePence);
  const startingPrice = [hourRate, personRate, dayRate].find((n) => n !== null) ?? null;
  const geo = venue.lat !== null && venue.lng !== null ? { lat: venue.lat, lng: venue.lng } : null;
  const sizeSqm = details.venue_size_sqm ?? details.space_specifications?.total_space_m2 ?? null;
  const ceilingM = details.ceiling_height_m ?? details.space_specifications?.ceiling_height_m ?? null;
  const catering = details.food_catering;
  const title = `${venue.displayName} | ${cityName(venue.city)} event venue`;

  return {
    ...details,
    ...card,
    canonical_url: `${publicUrl}${card.canonical_url}`,
    city_slug: venue.city,
    city_name: cityName(venue.city),
    categories: venue.categories,
    venue_type: venue.venueType,
    status: venue.status,
    seo: {
      noindex: venue.status !== 'published',
      title,
      description: venue.descriptionShort,
    },
    quality_score: venue.qualityScore,
    hero_image_url: card.photo_main,
    description_short: venue.descriptionShort,
    description_long: venue.descriptionLong,
    short_description: venue.descriptionShort,
    capacity_overall_max: venue.capacityMax,
    capacity_seated: seated,
    capacity_standing: venue.capacityStanding,
    capacity_by_setup: capacityBySetup,
    capacities: {
      theatre: layouts.theatre,
      boardroom: layouts.boardroom,
      u_shape: layouts.u_shape,
      classroom: layouts.classroom,
      banquet: layouts.banquet,
      standing: layouts.standing,
    },
    rooms,
    venue_size_sqm: sizeSqm ?? undefined,
    // Enrichment phase 1 stores these; a venue it has not reached yet gets them computed.
    venue_size_sqft: details.venue_size_sqft ?? (sizeSqm === null ? null : sqmToSqft(sizeSqm)),
    ceiling_height_m: ceilingM ?? undefined,
    ceiling_height_ft: details.ceiling_height_ft ?? (ceilingM === null ? null : metresToFeet(ceilingM)),
    catering_options: catering
      ? {
          on_site_catering: catering.available,
          restaurant_on_site: catering.restaurant_onsite,
          bar_available: catering.bar_onsite,
          special_dietary: catering.dietary_options,
          catering_notes: catering.notes ?? '',
        }
      : null,
    equipment_list: venue.equipment,
    event_types_supported: details.suitable_for_events ?? [],
    styles: venue.styles,
    amenities: venue.amenities,
    seating_layouts: venue.seatingLayouts,
    bedroom_facilities: venue.bedroomFacilities,
    bedrooms_total: venue.bedroomsTotal,
    chain: venue.chain,
    accessibility_facts: {
      wheelchair_accessible: venue.wheelchairAccessible,
      step_free_access: venue.stepFreeAccess,
      accessible_toilet: venue.accessibleToilet,
      hearing_loop: venue.hearingLoop,
      lift: venue.lift,
      accessible_parking: venue.accessibleParking,
    },
    nearby_transport: details.nearby_transport?.map((t) => ({
      ...t,
      distance_mi: t.distance_mi ?? round1(kmToMiles(t.distance_km)),
    })),
    review_count: venue.reviewCount,
    planner_reviews: [],
    address: {
      line1: venue.addressLine1,
      line2: venue.addressLine2,
      postcode: venue.postcode,
      city: cityName(venue.city),
      country: venue.country,
    },
    geo,
    directions_links: details.directions_links ?? (geo ? directionsLinks(geo, venue.displayName) : null),
    pricing: { day_rate: dayRate, hour_rate: hourRate, person_rate: personRate, currency: 'GBP' },
    pricing_display: dayRate === null ? null : `From ${formatGbp(dayRate)} per day`,
    starting_price_gbp: startingPrice,
    contact: { email: venue.contactEmail, phone: venue.contactPhone },
    website: venue.website,
    updated_at: venue.updatedAt.toISOString(),
  };
}

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
export const formatGbp = (pounds: number) => gbp.format(pounds);
