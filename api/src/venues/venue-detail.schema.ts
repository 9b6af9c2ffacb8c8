// The detail view's schema in the OpenAPI document (GET /api/v2/venues/{idOrSlug}): the contract's
// VenueDetailView, field by field, so the web app takes the answer's type from the document and
// the compiler checks it against the contract (web/src/lib/venue.ts). A venue card, and after it
// the visitor spec's field list; the long tail an owner fills in over time is optional.
import { getSchemaPath } from '@nestjs/swagger';
import { EVENT_TYPES, ROOM_LAYOUTS, VENUE_STATUSES } from '@venue-finder/contract';
import { VenueCardResponse } from './venue-response.dto';

type Schema = Record<string, unknown>;

const text: Schema = { type: 'string' };
const integer: Schema = { type: 'integer' };
const number: Schema = { type: 'number' };
const boolean: Schema = { type: 'boolean' };
const nullable = (schema: Schema): Schema => ({ ...schema, nullable: true });
const listOf = (items: Schema): Schema => ({ type: 'array', items });
const countsByName: Schema = { type: 'object', additionalProperties: number };
/** An object whose fields are all present (`optional` names those that may be left out). */
const object = (properties: Record<string, Schema>, optional: string[] = []): Schema => ({
  type: 'object',
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
  properties,
});
const fields = (names: readonly string[], schema: Schema) => Object.fromEntries(names.map((name) => [name, schema]));

const nearbyPlace = object({ type: text, name: text, distance_km: number, distance_mi: number, travel_time: text });
const nearbyStation = object({ type: text, name: text, distance: text, walk_time: text, travel_time: text });
const relatedSearch = object({
  phrase: { ...text, example: 'Venues for 80 people in London' },
  query: object(
    {
      q: text,
      city: text,
      category: text,
      capacity: number,
      styles: listOf(text),
      near: text,
      radius_km: number,
      bedrooms_total_min: number,
    },
    ['q', 'city', 'category', 'capacity', 'styles', 'near', 'radius_km', 'bedrooms_total_min'],
  ),
});

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'];

/** What owners and enrichment add over time (the contract's VenueDetails): each field optional. */
const LONG_TAIL: Record<string, Schema> = {
  features: listOf(text),
  space_specifications: object({ total_space_m2: number, ceiling_height_m: number, licensed: boolean, notes: text }, [
    'total_space_m2',
    'ceiling_height_m',
    'licensed',
    'notes',
  ]),
  venue_size_sqm: number,
  ceiling_height_m: number,
  licensing_hours: text,
  food_catering: object(
    { available: boolean, restaurant_onsite: boolean, bar_onsite: boolean, dietary_options: listOf(text), notes: text },
    ['notes'],
  ),
  av_equipment: listOf(text),
  suitable_for_events: listOf(text),
  unique_selling_points: listOf(text),
  venue_highlights: listOf(text),
  accessibility: { ...text, description: 'Free text beside the structured accessibility facts' },
  compliance: text,
  access_public_transport: text,
  parking_on_site: boolean,
  parking_nearby: text,
  parking_notes: text,
  availability_lead_time_days: number,
  check_in_time: text,
  check_out_time: text,
  hotel_services: listOf(text),
  nearby_transport: listOf(nearbyPlace),
  nearby_stations: listOf(nearbyStation),
  nearby_attractions: listOf(nearbyPlace),
  nearby_shopping: listOf(nearbyPlace),
  related_searches: {
    ...listOf({ oneOf: [relatedSearch, text] }),
    description: 'Searches a planner might make next; a plain phrase is one stored before searches carried a query',
  },
  guest_ratings: object({
    overall_rating: number,
    total_reviews: number,
    rating_breakdown: countsByName,
    guest_types: countsByName,
  }),
  tripadvisor_rating: number,
  tripadvisor_reviews: number,
  restaurant_name: text,
  restaurant_description: text,
  social_media: object(fields(SOCIAL_NETWORKS, text), SOCIAL_NETWORKS),
  faqs: listOf(object({ question: text, answer: text })),
  owner_notes: object({ availability: text }, ['availability']),
};

const HEADLINE_LAYOUTS = ROOM_LAYOUTS.filter((layout) => layout !== 'cabaret' && layout !== 'reception');

/** The fields every detail view has, beside the card's. */
const VIEW: Record<string, Schema> = {
  city_slug: text,
  city_name: text,
  categories: listOf(text),
  venue_type: text,
  status: { type: 'string', enum: [...VENUE_STATUSES] },
  seo: object({ noindex: boolean, title: text, description: text }),
  quality_score: nullable(number),
  hero_image_url: nullable(text),
  description_short: text,
  description_long: text,
  short_description: text,
  capacity_overall_max: number,
  capacity_seated: nullable(number),
  capacity_standing: nullable(number),
  capacity_by_setup: countsByName,
  capacities: {
    ...object(fields(HEADLINE_LAYOUTS, nullable(integer))),
    description: 'The headline capacities (cabaret and reception are in capacity_by_setup)',
  },
  rooms: listOf(
    object(
      {
        name: text,
        area_sqm: nullable(number),
        area_sqft: nullable(number),
        capacities: object(fields(ROOM_LAYOUTS, integer), [...ROOM_LAYOUTS]),
      },
      ['area_sqft'],
    ),
  ),
  venue_size_sqft: nullable(number),
  ceiling_height_ft: nullable(number),
  catering_options: nullable(
    object({
      on_site_catering: boolean,
      restaurant_on_site: boolean,
      bar_available: boolean,
      special_dietary: listOf(text),
      catering_notes: text,
    }),
  ),
  equipment_list: listOf(text),
  event_types_supported: listOf(text),
  styles: listOf(text),
  amenities: listOf(text),
  seating_layouts: listOf(text),
  bedroom_facilities: listOf(text),
  bedrooms_total: number,
  chain: nullable(text),
  accessibility_facts: object(
    fields(
      ['wheelchair_accessible', 'step_free_access', 'accessible_toilet', 'hearing_loop', 'lift', 'accessible_parking'],
      boolean,
    ),
  ),
  review_count: number,
  planner_reviews: {
    ...listOf(
      object({
        rating: { type: 'integer', minimum: 1, maximum: 5 },
        text,
        event_type: { type: 'string', enum: [...EVENT_TYPES], nullable: true },
        event_month: { type: 'string', example: '2027-03', description: 'YYYY-MM' },
      }),
    ),
    description:
      'Approved reviews from planners who booked through Venue Finder, after the event; newest first, the latest 10',
  },
  address: object(fields(['line1', 'line2', 'postcode', 'city', 'country'], text)),
  directions_links: nullable(object(fields(['google_maps', 'apple_maps', 'waze', 'uber'], text))),
  pricing: object({
    day_rate: nullable(number),
    hour_rate: nullable(number),
    person_rate: nullable(number),
    currency: { type: 'string', enum: ['GBP'] },
  }),
  pricing_display: nullable(text),
  starting_price_gbp: nullable(number),
  contact: object({ email: nullable(text), phone: nullable(text) }),
  website: nullable(text),
  updated_at: { type: 'string', format: 'date-time' },
};

/** The detail view (contract's VenueDetailView): a venue card and the visitor spec's field list. */
export const VENUE_DETAIL_SCHEMA = {
  allOf: [
    { $ref: getSchemaPath(VenueCardResponse) },
    {
      type: 'object',
      required: Object.keys(VIEW),
      properties: { ...VIEW, ...LONG_TAIL },
    },
  ],
};
