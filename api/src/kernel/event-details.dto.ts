// The event's details a planner may give with a brief or an enquiry (issues #35, #44): its type,
// its date (or that the date is flexible), start and end times, number of days, the number of
// guests, the layout and a budget. All optional; validated here, one against another where a
// pair can be absurd (an end before the start, 10,000 guests on a £1 budget), and trusted after.
import { Injectable } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  EVENT_LAYOUTS,
  EVENT_TYPES,
  MAX_EVENT_DAYS,
  MIN_BUDGET_PER_GUEST_GBP,
  type EventLayout,
  type EventType,
} from '@venue-finder/contract';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  Matches,
  Max,
  Min,
  Validate,
  ValidateBy,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
  type ValidationOptions,
} from 'class-validator';
import { Clock } from './clock';

export const MAX_GUESTS = 100_000;
export const MAX_BUDGET_GBP = 10_000_000;
/** Times of day, 24-hour, written HH:MM. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Dates are calendar days, written YYYY-MM-DD. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar date in the UK's sense of a day boundary close enough for "not in the past" (UTC). */
export function todayIso(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A real calendar day (not 2027-02-30), written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * "Today" for the validator below comes from the injected Clock: the kernel module provides this
 * constraint, and the app hands class-validator its container (app.ts, useContainer).
 */
@Injectable()
@ValidatorConstraint({ name: 'isDateNotPast' })
export class DateNotPastConstraint implements ValidatorConstraintInterface {
  constructor(private readonly clock: Clock) {}

  validate(value: unknown): boolean {
    return isCalendarDate(value) && value >= todayIso(this.clock.now());
  }
}

/** A calendar day that is today or later. */
export function IsDateNotPast(options?: ValidationOptions) {
  return Validate(DateNotPastConstraint, options);
}

/** The end time is after the start time (either may be absent). */
function IsAfterStartTime(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isAfterStartTime',
      validator: {
        validate: (value: unknown, args) => {
          const start = (args?.object as EventDetailsInput).start_time;
          return typeof value !== 'string' || typeof start !== 'string' || !TIME_OF_DAY.test(start) || value > start;
        },
      },
    },
    options,
  );
}

/** The budget allows at least £1 a guest: below that it is a slip in one of the two numbers. */
function IsBudgetForGuests(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isBudgetForGuests',
      validator: {
        validate: (value: unknown, args) => {
          const guests = (args?.object as EventDetailsInput).guests;
          return (
            typeof value !== 'number' ||
            typeof guests !== 'number' ||
            !Number.isInteger(guests) ||
            value >= guests * MIN_BUDGET_PER_GUEST_GBP
          );
        },
        defaultMessage: (args) => {
          const guests = (args?.object as EventDetailsInput).guests ?? 0;
          const budget = Number(args?.value);
          return (
            `event.budget_gbp of £${budget.toLocaleString('en-GB')} for ${guests.toLocaleString('en-GB')} guests is ` +
            `less than £${MIN_BUDGET_PER_GUEST_GBP} a guest: please check the budget and the number of guests`
          );
        },
      },
    },
    options,
  );
}

export class EventDetailsInput {
  @ApiPropertyOptional({ enum: EVENT_TYPES, description: 'What kind of event it is' })
  @IsOptional()
  @IsIn(EVENT_TYPES, { message: `event.type must be one of: ${EVENT_TYPES.join(', ')}` })
  type?: EventType;

  @ApiPropertyOptional({ format: 'date', example: '2027-03-18', description: 'The event’s date; today or later' })
  @IsOptional()
  @IsDateNotPast({ message: 'event.date must be a date that has not passed, written YYYY-MM-DD' })
  @Matches(ISO_DATE, { message: 'event.date must be a date written YYYY-MM-DD, such as 2027-03-18' })
  date?: string;

  @ApiPropertyOptional({ default: false, description: 'The date is flexible (or not fixed yet)' })
  @IsOptional()
  @IsBoolean({ message: 'event.date_flexible must be true or false' })
  date_flexible?: boolean;

  @ApiPropertyOptional({ example: '09:00', description: 'When the event starts each day, 24-hour HH:MM' })
  @IsOptional()
  @Matches(TIME_OF_DAY, { message: 'event.start_time must be a time of day written HH:MM, such as 09:00' })
  start_time?: string;

  @ApiPropertyOptional({
    example: '17:30',
    description: 'When the event ends each day, 24-hour HH:MM; after start_time',
  })
  @IsOptional()
  @IsAfterStartTime({ message: 'event.end_time must be after event.start_time' })
  @Matches(TIME_OF_DAY, { message: 'event.end_time must be a time of day written HH:MM, such as 17:30' })
  end_time?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_EVENT_DAYS, example: 2, description: 'How many days it lasts' })
  @IsOptional()
  @Max(MAX_EVENT_DAYS, { message: `event.days must be at most ${MAX_EVENT_DAYS}` })
  @Min(1, { message: 'event.days must be at least 1' })
  @IsInt({ message: 'event.days must be a whole number of days' })
  days?: number;

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

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_BUDGET_GBP,
    example: 6500,
    description: `In GBP, pounds; at least £${MIN_BUDGET_PER_GUEST_GBP} a guest when guests are given`,
  })
  @IsOptional()
  @IsBudgetForGuests()
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
  type: EventType | null;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  days: number | null;
  dateFlexible: boolean;
  guests: number | null;
  layout: EventLayout | null;
  budgetPence: number | null;
}

export const NO_EVENT_DETAILS: EventDetails = {
  type: null,
  date: null,
  startTime: null,
  endTime: null,
  days: null,
  dateFlexible: false,
  guests: null,
  layout: null,
  budgetPence: null,
};

export function eventDetailsOf(input: EventDetailsInput | undefined): EventDetails {
  if (!input) return NO_EVENT_DETAILS;
  return {
    type: input.type ?? null,
    date: input.date ?? null,
    startTime: input.start_time ?? null,
    endTime: input.end_time ?? null,
    days: input.days ?? null,
    dateFlexible: input.date_flexible ?? false,
    guests: input.guests ?? null,
    layout: input.layout ?? null,
    budgetPence: input.budget_gbp === undefined ? null : Math.round(input.budget_gbp * 100),
  };
}

export function hasEventDetails(details: EventDetails): boolean {
  return (
    details.type !== null ||
    details.startTime !== null ||
    details.endTime !== null ||
    details.days !== null ||
    details.date !== null ||
    details.dateFlexible ||
    details.guests !== null ||
    details.layout !== null ||
    details.budgetPence !== null
  );
}
