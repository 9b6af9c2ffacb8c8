import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import { VenueAnalyticsQuery, VenueAnalyticsResponse } from './venue-activity.dto';
import { VenueAnalyticsException } from './venue-analytics.exception';
import { VenueAnalyticsService } from './venue-analytics.service';

/** The portal's Analytics tab: how one of the owner's venues does (administrators see any venue's). */
@ApiTags('owners')
@Controller('api/owners/venues')
@SignedIn()
export class VenueAnalyticsController {
  constructor(private readonly analytics: VenueAnalyticsService) {}

  @Get(':id/analytics')
  @ApiOperation({
    summary:
      'A venue’s views, appearances in results, brief additions, comparisons, enquiries, proposals and ' +
      'acceptances per day over 7, 30 or 90 days, and its rank in its city by views',
  })
  @ApiOkResponse({ type: VenueAnalyticsResponse })
  @ApiNotFoundResponse({ description: 'None of your venues has that id' })
  venueAnalytics(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: (id) => VenueAnalyticsException.notFound(id) })) id: string,
    @Query() query: VenueAnalyticsQuery,
  ): Promise<VenueAnalyticsResponse> {
    return this.analytics.analytics(user, id, query.days);
  }
}
