import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import {
  CalendarEntryResponse,
  CalendarFeedResponse,
  CalendarImportRequest,
  CalendarImportResponse,
  UnavailableDatesRequest,
  VenueCalendarQuery,
  VenueCalendarResponse,
} from './venue-calendar.dto';
import { VenueCalendarException } from './venue-calendar.exception';
import { VenueCalendarService } from './venue-calendar.service';

const venueId = () => new ParseUUIDPipe({ exceptionFactory: (id) => VenueCalendarException.notFound(id) });
const entryId = () => new ParseUUIDPipe({ exceptionFactory: (id) => VenueCalendarException.entryNotFound(id) });

/** The portal's Calendar tab: one of the owner's venues' availability (administrators: any venue's). */
@ApiTags('owners')
@Controller('api/owners/venues/:id/calendar')
@SignedIn()
@ApiNotFoundResponse({ description: 'None of your venues has that id' })
export class VenueCalendarController {
  constructor(private readonly calendar: VenueCalendarService) {}

  @Get()
  @ApiOperation({
    summary: 'The venue’s calendar from one day to another (at most 366 days): unavailable, held and booked days',
  })
  @ApiOkResponse({ type: VenueCalendarResponse })
  @ApiBadRequestResponse({
    description: 'Days that are not dates, in the wrong order, too many, or over three years away',
  })
  read(
    @CurrentUser() user: SessionUser,
    @Param('id', venueId()) id: string,
    @Query() query: VenueCalendarQuery,
  ): Promise<VenueCalendarResponse> {
    return this.calendar.read(user, id, query.from, query.to);
  }

  @Post('unavailable')
  @ApiOperation({ summary: 'Mark a day or a range of days (at most 366) unavailable, with a note only the owner sees' })
  @ApiCreatedResponse({ type: CalendarEntryResponse })
  @ApiBadRequestResponse({
    description: 'Days that have passed, in the wrong order, too many, or over three years away',
  })
  @ApiConflictResponse({ description: 'The venue keeps the most unavailable ranges it may' })
  markUnavailable(
    @CurrentUser() user: SessionUser,
    @Param('id', venueId()) id: string,
    @Body() body: UnavailableDatesRequest,
  ): Promise<CalendarEntryResponse> {
    return this.calendar.markUnavailable(user, id, body);
  }

  @Delete('unavailable/:entryId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Make unavailable days available again' })
  @ApiNoContentResponse({ description: 'Removed' })
  removeUnavailable(
    @CurrentUser() user: SessionUser,
    @Param('id', venueId()) id: string,
    @Param('entryId', entryId()) entry: string,
  ): Promise<void> {
    return this.calendar.removeUnavailable(user, id, entry);
  }

  @Post('import')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Block the days of each event of an uploaded .ics file (its text; at most 256 KB and 500 events); ' +
      'importing the same events again updates them',
  })
  @ApiOkResponse({ type: CalendarImportResponse })
  @ApiBadRequestResponse({ description: 'Not an .ics file, or an event too long or over three years away' })
  @ApiConflictResponse({ description: 'The events would take the venue over its most unavailable ranges' })
  importIcs(
    @CurrentUser() user: SessionUser,
    @Param('id', venueId()) id: string,
    @Body() body: CalendarImportRequest,
  ): Promise<CalendarImportResponse> {
    return this.calendar.importIcs(user, id, body.ics);
  }

  @Post('feed')
  @ApiOperation({
    summary: 'Make a new private iCalendar address for the venue’s calendar; the earlier one stops working',
  })
  @ApiCreatedResponse({ type: CalendarFeedResponse })
  newFeed(@CurrentUser() user: SessionUser, @Param('id', venueId()) id: string): Promise<CalendarFeedResponse> {
    return this.calendar.newFeed(user, id);
  }

  @Delete('feed')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Turn the private iCalendar address off' })
  @ApiNoContentResponse({ description: 'Turned off (or it was not on)' })
  removeFeed(@CurrentUser() user: SessionUser, @Param('id', venueId()) id: string): Promise<void> {
    return this.calendar.removeFeed(user, id);
  }
}
