import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { VenueCalendarService } from './venue-calendar.service';

/** A venue's private iCalendar feed, for its owner's calendar app: the secret address is the key. */
@ApiTags('owners')
@Controller('api/v2/venue-calendars')
export class CalendarFeedController {
  constructor(private readonly calendar: VenueCalendarService) {}

  @Get(':secret.ics')
  @ApiOperation({ summary: 'The venue’s unavailable, held and booked days as an iCalendar feed' })
  @ApiParam({ name: 'secret', description: 'The secret of the address the owner made in the portal' })
  @ApiOkResponse({
    description: 'An iCalendar document: one all-day event per unavailable, held or booked range',
    content: { 'text/calendar': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: 'No feed has this address (replaced by a newer one, or turned off)' })
  async feed(@Param('secret') secret: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const feed = await this.calendar.feed(secret);
    // Set once the feed is found, so a refusal keeps the API's JSON error shape.
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Robots-Tag', 'noindex');
    return feed;
  }
}
