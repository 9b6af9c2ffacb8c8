// What the public venue endpoints answer, for the OpenAPI document. Each class implements the
// contract package's type that the web app reads, so the document and the web cannot disagree
// about a field without the build failing.
import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import type {
  ProgrammeStanding,
  SearchSuggestion,
  SimilarVenuesResponse,
  Tier,
  VenueAvailability,
  VenueCard,
  VenueSearchResponse,
} from '@venue-finder/contract';
import { FACET_NAMES, type Facets, TIER_NAMES, VENUE_AVAILABILITY, VENUE_STATUSES } from '@venue-finder/contract';
import { ResponseFigures } from '../venue-enquiries/response-figures';

class CapacityRange {
  @ApiProperty() min: number;
  @ApiProperty() max: number;
}

class GeoPoint {
  @ApiProperty() lat: number;
  @ApiProperty() lng: number;
}

class ProgrammeStandingResponse implements ProgrammeStanding {
  @ApiProperty({ enum: TIER_NAMES }) tier: Tier;
  @ApiProperty({ description: 'Checklist items proven with a photo' }) verified_items: number;
}

export class VenueCardResponse implements VenueCard {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() display_name: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'london' }) city: string;
  @ApiProperty({ type: Number, nullable: true }) rating: number | null;
  @ApiProperty({ type: CapacityRange }) capacity: CapacityRange;
  @ApiProperty({ type: String, nullable: true }) photo_main: string | null;
  @ApiProperty({ type: [String] }) images: string[];
  @ApiProperty() primary_category: string;
  @ApiProperty() claimed: boolean;
  @ApiProperty() claimable: boolean;
  @ApiProperty({ example: '/v2/venue/the-savoy' }) canonical_url: string;
  @ApiProperty({ type: GeoPoint, nullable: true }) geo: GeoPoint | null;
  @ApiProperty({
    type: ProgrammeStandingResponse,
    nullable: true,
    description: 'The verification programme: the venue’s tier and how many of its facts are proven; null before any',
  })
  programme: ProgrammeStandingResponse | null;
  @ApiPropertyOptional({ description: 'Only when the search was near a postcode' }) distance_km?: number;
  @ApiPropertyOptional({
    type: ResponseFigures,
    nullable: true,
    description: 'How the venue answers enquiries over 90 days; null until it has 3 settled enquiries',
  })
  response?: ResponseFigures | null;
  @ApiPropertyOptional({
    enum: VENUE_AVAILABILITY,
    description:
      'Only when the search asked about dates: free (the owner keeps the calendar and nothing takes the venue on them) or not_confirmed (the venue keeps no calendar)',
  })
  availability?: VenueAvailability;
}

export class VenueSearchResult implements VenueSearchResponse {
  @ApiProperty({ type: [VenueCardResponse] }) items: VenueCardResponse[];
  @ApiProperty({ description: 'All matching venues, not only this page' }) total: number;
  @ApiPropertyOptional({
    description: 'For each facet, the number of matching venues per value (exact)',
    type: 'object',
    properties: Object.fromEntries(
      FACET_NAMES.map((name) => [name, { type: 'object', additionalProperties: { type: 'integer' } }]),
    ),
  })
  facets?: Facets;
}

export class SimilarVenuesResult implements SimilarVenuesResponse {
  @ApiProperty({ type: [VenueCardResponse] }) items: VenueCardResponse[];
}

export class SearchSuggestionResponse implements SearchSuggestion {
  @ApiProperty({ enum: ['venue', 'city', 'category'] }) type: 'venue' | 'city' | 'category';
  @ApiProperty() name: string;
  @ApiProperty({ description: 'For a venue, its city; for a city or category, a short hint' }) subtitle: string;
  @ApiPropertyOptional({ description: 'Venues only' }) slug?: string;
  @ApiPropertyOptional({ description: 'The venue’s city, or the city itself' }) city?: string;
  @ApiPropertyOptional({ description: 'The filter value a city or category row applies' }) value?: string;
}

export class SuggestionsResult {
  @ApiProperty({ type: [SearchSuggestionResponse] }) suggestions: SearchSuggestionResponse[];
}

/**
 * The detail view (contract's VenueDetailView): a venue card and the visitor spec's field list.
 * Its long tail (rooms, FAQs, catering, nearby places, related searches…) is documented by name;
 * the contract type is the exact shape.
 */
export const VENUE_DETAIL_SCHEMA = {
  allOf: [
    { $ref: getSchemaPath(VenueCardResponse) },
    {
      type: 'object',
      required: ['city_slug', 'city_name', 'status', 'address', 'pricing', 'capacities', 'seo', 'updated_at'],
      properties: {
        city_slug: { type: 'string' },
        city_name: { type: 'string' },
        categories: { type: 'array', items: { type: 'string' } },
        status: { type: 'string', enum: [...VENUE_STATUSES] },
        seo: {
          type: 'object',
          properties: { noindex: { type: 'boolean' }, title: { type: 'string' }, description: { type: 'string' } },
        },
        description_short: { type: 'string' },
        description_long: { type: 'string' },
        capacities: { type: 'object', additionalProperties: { type: 'integer', nullable: true } },
        rooms: { type: 'array', items: { type: 'object' } },
        amenities: { type: 'array', items: { type: 'string' } },
        accessibility_facts: { type: 'object', additionalProperties: { type: 'boolean' } },
        address: {
          type: 'object',
          properties: Object.fromEntries(
            ['line1', 'line2', 'postcode', 'city', 'country'].map((key) => [key, { type: 'string' }]),
          ),
        },
        pricing: {
          type: 'object',
          properties: {
            day_rate: { type: 'number', nullable: true },
            hour_rate: { type: 'number', nullable: true },
            person_rate: { type: 'number', nullable: true },
            currency: { type: 'string', enum: ['GBP'] },
          },
        },
        contact: {
          type: 'object',
          properties: { email: { type: 'string', nullable: true }, phone: { type: 'string', nullable: true } },
        },
        website: { type: 'string', nullable: true },
        planner_reviews: {
          type: 'array',
          description:
            'Approved reviews from planners who booked through Venue Finder, after the event; newest first, the latest 10',
          items: {
            type: 'object',
            required: ['rating', 'text', 'event_type', 'event_month'],
            properties: {
              rating: { type: 'integer', minimum: 1, maximum: 5 },
              text: { type: 'string' },
              event_type: { type: 'string', nullable: true },
              event_month: { type: 'string', example: '2027-03', description: 'YYYY-MM' },
            },
          },
        },
        updated_at: { type: 'string', format: 'date-time' },
      },
      additionalProperties: true,
    },
  ],
};
