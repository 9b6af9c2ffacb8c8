// The event's details a planner may give with a brief or an enquiry (issue #35): its date (or
// that the date is flexible), the number of guests, the layout and a budget. All optional;
// validated here and trusted after.
import { ApiPropertyOptional } from '@nestjs/swagger';
import { EVENT_LAYOUTS, type EventLayout } from '@venue-finder/contract';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  Matches,
  Max,
  Min,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';

export const MAX_GUESTS = 100_000;
export const MAX_BUDGET_GBP = 10_000_000;
/** Dates are calendar days, written YYYY-MM-DD. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar date in the UK's sense of a day boundary close enough for "not in the past" (UTC). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A real calendar day (not 2027-02-30), written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day that is today or later. */
export function IsDateNotPast(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isDateNotPast',
      validator: { validate: (value: unknown) => isCalendarDate(value) && value >= todayIso() },
    },
    options,
  );
}

export class EventDetailsInput {
  @ApiPropertyOptional({ format: 'date', example: '2027-03-18', description: 'The event’s date; today or later' })
  @IsOptional()
  @IsDateNotPast({ message: 'event.date must be a date that has not passed, written YYYY-MM-DD' })
  @Matches(ISO_DATE, { message: 'event.date must be a date written YYYY-MM-DD, such as 2027-03-18' })
  date?: string;

  @ApiPropertyOptional({ default: false, description: 'The date is flexible (or not fixed yet)' })
  @IsOptional()
  @IsBoolean({ message: 'event.date_flexible must be true or false' })
  date_flexible?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_GUESTS, example: 80 })
  @IsOptional()
  @Max(MAX_GUESTS, { message: `event.guests must be at most ${MAX_GUESTS.toLocaleString('en-GB')}` })
  @Min(1, { message: 'event.guests must be at least 1' })
  @IsInt({ message: 'event.guests must be a whole number of people' })
  guests?: number;

  @ApiPropertyOptional({ enum: EVENT_LAYOUTS })
  @IsOptional()
  @IsIn(EVENT_LAYOUTS, { message: `event.layout must be one of: ${EVENT_LAYOUTS.join(', ')}` })
  layout?: EventLayout;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_BUDGET_GBP, example: 6500, description: 'In GBP, pounds' })
  @IsOptional()
  @Max(MAX_BUDGET_GBP, { message: `event.budget_gbp must be at most £${MAX_BUDGET_GBP.toLocaleString('en-GB')}` })
  @Min(1, { message: 'event.budget_gbp must be at least £1' })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'event.budget_gbp must be an amount in pounds, such as 6500 or 6500.50' },
  )
  budget_gbp?: number;
}

/** The event's details as stored: every field may be absent. */
export interface EventDetails {
  date: string | null;
  dateFlexible: boolean;
  guests: number | null;
  layout: EventLayout | null;
  budgetPence: number | null;
}

export const NO_EVENT_DETAILS: EventDetails = {
  date: null,
  dateFlexible: false,
  guests: null,
  layout: null,
  budgetPence: null,
};

export function eventDetailsOf(input: EventDetailsInput | undefined): EventDetails {
  if (!input) return NO_EVENT_DETAILS;
  return {
    date: input.date ?? null,
    dateFlexible: input.date_flexible ?? false,
    guests: input.guests ?? null,
    layout: input.layout ?? null,
    budgetPence: input.budget_gbp === undefined ? null : Math.round(input.budget_gbp * 100),
  };
}

export function hasEventDetails(details: EventDetails): boolean {
  return (
    details.date !== null ||
    details.dateFlexible ||
    details.guests !== null ||
    details.layout !== null ||
    details.budgetPence !== null
  );
}
