import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { VenueDetailView } from '@venue-finder/contract';
import { SimilarVenuesParams } from './similar-venues.dto';
import { VENUE_DETAIL_SCHEMA } from './venue-detail.schema';
import { VenueAvailabilityParams, VenueAvailabilityResult } from './venue-availability.dto';
import { SimilarVenuesResult, VenueCardResponse, VenueSearchResult } from './venue-response.dto';
import { VenueSearchParams } from './venue-search.dto';
import { VenuesService } from './venues.service';

@ApiTags('venues')
@ApiExtraModels(VenueCardResponse)
@Controller('api/v2/venues')
export class VenuesController {
  constructor(private readonly venues: VenuesService) {}

  @Get()
  @ApiOperation({
    summary: 'Search published venues',
    description:
      '{ items, total, facets }: 20 venue cards a page with exact facet counts; with `ids`, the cards of those venues in order; with `limit`, a short list (similar-venue grids).',
  })
  @ApiOkResponse({ type: VenueSearchResult, description: 'Venue cards, the total and facet counts' })
  @ApiBadRequestResponse({ description: 'A parameter is invalid, or the postcode cannot be located' })
  @ApiServiceUnavailableResponse({
    description:
      'This server is still reading its copy of the search index (see Retry-After), or the index must be rebuilt',
  })
  search(@Query() params: VenueSearchParams): Promise<VenueSearchResult> {
    return this.venues.search(params);
  }

  @Get(':idOrSlug/similar')
  @ApiOperation({ summary: 'Similar venues: same city first, then overlapping capacity and category' })
  @ApiOkResponse({ type: SimilarVenuesResult })
  @ApiNotFoundResponse({ description: 'No venue has that id or slug' })
  async similar(
    @Param('idOrSlug') idOrSlug: string,
    @Query() params: SimilarVenuesParams,
  ): Promise<SimilarVenuesResult> {
    return { items: await this.venues.similar(idOrSlug, params.limit) };
  }

  @Get(':idOrSlug/availability')
  @ApiOperation({
    summary: 'Check availability: whether the venue is free on a day, and its free days nearest it',
    description:
      'From the calendar its owner keeps (marked unavailable, held and booked days): days only, never why a day is taken.',
  })
  @ApiOkResponse({ type: VenueAvailabilityResult })
  @ApiBadRequestResponse({ description: 'The date is not a real day, has passed or is over three years ahead' })
  @ApiNotFoundResponse({ description: 'No published venue has that id or slug' })
  availability(
    @Param('idOrSlug') idOrSlug: string,
    @Query() params: VenueAvailabilityParams,
  ): Promise<VenueAvailabilityResult> {
    return this.venues.availability(idOrSlug, params.date);
  }

  @Get(':idOrSlug')
  @ApiOperation({ summary: 'One venue, by id or slug (drafts are reachable and flagged seo.noindex)' })
  @ApiOkResponse({ schema: VENUE_DETAIL_SCHEMA, description: 'The venue’s detail view' })
  @ApiNotFoundResponse({ description: 'No venue has that id or slug' })
  detail(@Param('idOrSlug') idOrSlug: string): Promise<VenueDetailView> {
    return this.venues.detail(idOrSlug);
  }
}
