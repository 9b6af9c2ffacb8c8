import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SimilarVenuesParams } from './similar-venues.dto';
import { VenueSearchParams } from './venue-search.dto';
import { VenuesService } from './venues.service';

@ApiTags('venues')
@Controller('api/v2/venues')
export class VenuesController {
  constructor(private readonly venues: VenuesService) {}

  @Get()
  @ApiOperation({
    summary: 'Search published venues',
    description:
      '{ items, total, facets }: 20 venue cards a page with exact facet counts; with `ids`, the cards of those venues in order; with `limit`, a short list (similar-venue grids).',
  })
  @ApiOkResponse({ description: 'Venue cards, the total and facet counts' })
  @ApiBadRequestResponse({ description: 'A parameter is invalid, or the postcode cannot be located' })
  search(@Query() params: VenueSearchParams) {
    return this.venues.search(params);
  }

  @Get(':idOrSlug/similar')
  @ApiOperation({ summary: 'Similar venues: same city first, then overlapping capacity and category' })
  @ApiNotFoundResponse({ description: 'No venue has that id or slug' })
  async similar(@Param('idOrSlug') idOrSlug: string, @Query() params: SimilarVenuesParams) {
    return { items: await this.venues.similar(idOrSlug, params.limit) };
  }

  @Get(':idOrSlug')
  @ApiOperation({ summary: 'One venue, by id or slug (drafts are reachable and flagged seo.noindex)' })
  @ApiNotFoundResponse({ description: 'No venue has that id or slug' })
  detail(@Param('idOrSlug') idOrSlug: string) {
    return this.venues.detail(idOrSlug);
  }
}
