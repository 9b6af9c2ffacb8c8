// What the venue-calendar module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export { VenueCalendarRepository } from './venue-calendar.repository';
export { calendarDayOf, formatCalendarDay } from './calendar-days';
export { calendarWindow, daysCovered } from './calendar-rules';
