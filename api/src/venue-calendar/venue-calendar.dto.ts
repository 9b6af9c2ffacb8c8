// A venue's availability calendar as the owner reads and changes it: requests validated here,
// answers mapped by `mapCalendarEntry`.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CALENDAR_ENTRY_KINDS,
  type CalendarEntryKind,
  MAX_CALENDAR_NOTE_LENGTH,
  MAX_ICS_IMPORT_BYTES,
  UNAVAILABLE_SOURCES,
  type UnavailableSource,
} from '@venue-finder/contract';
import { IsDefined, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { isCalendarDate } from '../kernel/event-details.dto';
import type { CalendarEntry } from './venue-calendar.repository';

/** A real calendar day written YYYY-MM-DD; `name` is the field the message names. */
function IsCalendarDay(name: string) {
  return ValidateBy(
    { name: 'isCalendarDay', validator: { validate: (value: unknown) => isCalendarDate(value) } },
    { message: `${name} must be a real date written YYYY-MM-DD, such as 2027-03-18` },
  );
}

export class VenueCalendarQuery {
  @ApiProperty({ format: 'date', example: '2027-03-01', description: 'The first day to read (a London date)' })
  @IsCalendarDay('from')
  @IsDefined({ message: 'from is required: the first day to read, written YYYY-MM-DD' })
  from: string;

  @ApiProperty({
    format: 'date',
    example: '2027-03-31',
    description: 'The last day to read, included; at most 366 days after from',
  })
  @IsCalendarDay('to')
  @IsDefined({ message: 'to is required: the last day to read, written YYYY-MM-DD' })
  to: string;
}

export class UnavailableDatesRequest {
  @ApiProperty({ format: 'date', example: '2027-03-18', description: 'The first unavailable day; today or later' })
  @IsCalendarDay('first_day')
  @IsDefined({ message: 'first_day is required: the first unavailable day, written YYYY-MM-DD' })
  first_day: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2027-03-20',
    description: 'The last unavailable day, included (the first day when left out); at most 366 days in all',
  })
  @IsOptional()
  @IsCalendarDay('last_day')
  last_day?: string;

  @ApiPropertyOptional({ maxLength: MAX_CALENDAR_NOTE_LENGTH, description: 'A note only the venue’s owner sees' })
  @IsOptional()
  @MaxLength(MAX_CALENDAR_NOTE_LENGTH, {
    message: `note must be at most ${MAX_CALENDAR_NOTE_LENGTH} characters`,
  })
  @IsString({ message: 'note must be text' })
  note?: string;
}

export class CalendarImportRequest {
  @ApiProperty({
    maxLength: MAX_ICS_IMPORT_BYTES,
    description: 'The text of an iCalendar (.ics) file; each event’s days are marked unavailable',
  })
  @MaxLength(MAX_ICS_IMPORT_BYTES, {
    message: `ics is too large: an imported .ics file may be at most ${MAX_ICS_IMPORT_BYTES / 1024} KB`,
  })
  @MinLength(1, { message: 'ics is empty: choose an .ics file with the dates to block' })
  @IsString({ message: 'ics must be the text of an .ics file' })
  @IsDefined({ message: 'ics is required: the text of an .ics file' })
  ics: string;
}

export class CalendarEntryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: CALENDAR_ENTRY_KINDS }) kind: CalendarEntryKind;
  @ApiProperty({ format: 'date', description: 'A London date' }) first_day: string;
  @ApiProperty({ format: 'date', description: 'A London date, included' }) last_day: string;
  @ApiProperty({ description: 'The owner’s note (unavailable dates) or the event’s name (holds and bookings)' })
  note: string;
  @ApiProperty({ enum: UNAVAILABLE_SOURCES, nullable: true, description: 'How unavailable dates were marked' })
  source: UnavailableSource | null;
}

export class CalendarFeedStatus {
  @ApiProperty({ format: 'date-time', description: 'When the current private address was made' })
  created_at: string;
}

export class VenueCalendarResponse {
  @ApiProperty({ format: 'uuid' }) venue_id: string;
  @ApiProperty() venue_name: string;
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ format: 'date', description: 'Today in London: earlier days can no longer be marked' })
  today: string;
  @ApiProperty({ format: 'date', description: 'The last day the calendar takes (three years from today)' })
  last_bookable_day: string;
  @ApiProperty({ type: [CalendarEntryResponse], description: 'Every entry touching a day from from to to' })
  entries: CalendarEntryResponse[];
  @ApiProperty({ type: CalendarFeedStatus, nullable: true, description: 'The private feed, when it is on' })
  feed: CalendarFeedStatus | null;
}

export class CalendarImportResponse {
  @ApiProperty({ description: 'Events whose days are now marked unavailable for the first time' }) added: number;
  @ApiProperty({ description: 'Events imported before, their days brought up to date' }) updated: number;
  @ApiProperty({ description: 'Events that had ended before today, left out' }) past_left_out: number;
}

export class CalendarFeedResponse {
  @ApiProperty({
    example: 'https://venues.example.co.uk/api/v2/venue-calendars/8m3…Q.ics',
    description: 'The private address, shown this once: only a hash of its secret is kept',
  })
  url: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export function mapCalendarEntry(entry: CalendarEntry): CalendarEntryResponse {
  return {
    id: entry.id,
    kind: entry.kind,
    first_day: entry.firstDay,
    last_day: entry.lastDay,
    note: entry.note,
    source: entry.source,
  };
}
