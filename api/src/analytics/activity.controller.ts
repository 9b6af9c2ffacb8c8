import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { SessionReader } from '../kernel/session-user';
import { clientAddress } from '../rate-limit';
import { ActivityBeaconRequest } from './venue-activity.dto';
import { VenueAnalyticsService } from './venue-analytics.service';

/** The web app's activity beacon: what visitors were shown and did, for owners' analytics. */
@ApiTags('analytics')
@Controller('api/v2/activity')
export class ActivityController {
  constructor(
    private readonly analytics: VenueAnalyticsService,
    private readonly sessions: SessionReader,
  ) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Report venues shown and added, for their owners’ analytics (counted, never stored per event)',
    description:
      'Up to 100 events of { kind, venue_id }: view (the venue page), appearance (on a results page shown), ' +
      'brief_addition, comparison. No personal data is taken: bots are not counted, and the same visitor ' +
      'doing the same with a venue again within 30 minutes counts once. Unknown venues are ignored, and so ' +
      'is what a venue’s own owner or an administrator does (they are not visitors).',
  })
  @ApiNoContentResponse({ description: 'Received' })
  @ApiBadRequestResponse({ description: 'No events, too many, an unknown kind or a venue id that is no UUID' })
  @ApiTooManyRequestsResponse({ description: 'Too many reports from this client; see the Retry-After header' })
  async record(@Req() request: Request, @Body() body: ActivityBeaconRequest): Promise<void> {
    // Visitors are anonymous: only a beacon with a session cookie costs a lookup, and only once
    // the client is within its limit.
    await this.analytics.record(
      { client: clientAddress(request), userAgent: request.get('user-agent') },
      body,
      async () => (await this.sessions.current(request))?.user ?? null,
    );
  }
}
