import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { VenueSearchParams } from './venue-search.dto';
import { VenuesService } from './venues.service';

@ApiTags('venues')
@Controller('api/v2/venues')
export class VenuesController {
  constructor(private readonly venues: VenuesService) {}

  @Get()
  @ApiOperation({ summary: 'Search published venues: { items, total, facets }' })
  @ApiOkResponse({ description: '20 venue cards a page, the total and exact facet counts' })
  search(@Query() params: VenueSearchParams) {
    return this.venues.search(params.toQuery());
  }

  @Get(':idOrSlug')
  @ApiOperation({ summary: 'One venue, by id or slug (drafts are reachable and flagged seo.noindex)' })
  @ApiNotFoundResponse({ description: 'No venue has that id or slug' })
  detail(@Param('idOrSlug') idOrSlug: string) {
    return this.venues.detail(idOrSlug);
  }
}
