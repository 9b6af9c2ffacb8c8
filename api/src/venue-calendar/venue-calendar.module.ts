import { Module } from '@nestjs/common';
import { CalendarFeedController } from './calendar-feed.controller';
import { VenueCalendarController } from './venue-calendar.controller';
import { VenueCalendarRepository } from './venue-calendar.repository';
import { VenueCalendarService } from './venue-calendar.service';

/**
 * Venue availability calendars (issue #48): days an owner marks unavailable (by hand or from an
 * .ics file), read with the enquiry loop's holds and bookings through one repository method, and
 * a private iCalendar feed per venue. Exports the repository for the enquiry loop and search.
 */
@Module({
  controllers: [VenueCalendarController, CalendarFeedController],
  providers: [VenueCalendarRepository, VenueCalendarService],
  exports: [VenueCalendarRepository],
})
export class VenueCalendarModule {}
