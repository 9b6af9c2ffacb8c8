// GET /api/v2/venues/{idOrSlug}/availability: its query and its answer, for the venue page's
// "Check availability" (issue #48). The answer holds days only, never a note or an event.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NEARBY_FREE_DAYS, type VenueAvailabilityResponse } from '@venue-finder/contract';
import { IsOptional, IsString, Matches } from 'class-validator';

const DAY_MESSAGE = 'date must be a day written YYYY-MM-DD, e.g. 2027-03-18';

export class VenueAvailabilityParams {
  @ApiPropertyOptional({
    format: 'date',
    example: '2027-03-18',
    description: "The planner's date (London), from today up to three years ahead; today when left out",
  })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: DAY_MESSAGE })
  @IsString({ message: DAY_MESSAGE })
  date?: string;
}

export class VenueAvailabilityResult implements VenueAvailabilityResponse {
  @ApiProperty({ format: 'date', description: 'The day asked about' }) date: string;
  @ApiProperty({ description: 'The owner keeps the calendar: only then are free days known' })
  keeps_calendar: boolean;
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: 'Free that day, taken (marked unavailable, held or booked), or null when the venue keeps no calendar',
  })
  free_on_date: boolean | null;
  @ApiProperty({
    type: [String],
    description: `Up to ${NEARBY_FREE_DAYS} free days nearest the date (none before today, none over three weeks after it), in order; empty without a calendar`,
  })
  nearby_free_days: string[];
}
