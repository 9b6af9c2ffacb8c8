// What the public venue endpoints answer, for the OpenAPI document. Each class implements the
// contract package's type that the web app reads, so the document and the web cannot disagree
// about a field without the build failing.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  ProgrammeStanding,
  SearchSuggestion,
  SimilarVenuesResponse,
  Tier,
  VenueAvailability,
  VenueCard,
  VenueSearchResponse,
} from '@venue-finder/contract';
import { FACET_NAMES, type Facets, TIER_NAMES, VENUE_AVAILABILITY } from '@venue-finder/contract';
import { ResponseFigures } from '../venue-enquiries';

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
