// The event's details a planner may add to a brief (issues #35, #44): its type, a date or
// "flexible", start and end times, the number of days, of guests, a layout and a budget; and who
// the planner is. Every one is optional; what is typed is checked here, with the limits the api
// holds (one field against another where a pair can be absurd), so the planner hears about a
// slip before the brief is sent.
import {
  EVENT_TYPES,
  MAX_EVENT_DAYS,
  MIN_BUDGET_PER_GUEST_GBP,
  ROOM_LAYOUTS,
  type EventType,
  type RoomLayout,
} from '@venue-finder/contract';
import type { BriefEvent, BriefPlanner } from '../../lib/brief-store';
import { isCalendarDay, localToday } from '../../lib/calendar-day';

export const MAX_GUESTS = 100_000;
export const MAX_BUDGET_GBP = 10_000_000;

export const EVENT_DATE_PAST_MESSAGE = 'Please choose an event date that has not passed';
export const EVENT_DATE_FORMAT_MESSAGE = 'Please enter the event date as day, month and year';
export const GUESTS_MESSAGE = 'Please enter the number of guests as a whole number from 1 to 100,000';
export const BUDGET_MESSAGE = 'Please enter a budget in pounds from £1 to £10,000,000, such as 6500';
export const BUDGET_FOR_GUESTS_MESSAGE = `That budget is less than £${MIN_BUDGET_PER_GUEST_GBP} a guest: please check the budget and the number of guests`;
export const TIME_MESSAGE = 'Please enter a time of day, such as 09:00';
export const END_BEFORE_START_MESSAGE = 'Please choose an end time after the start time';
export const DAYS_MESSAGE = `Please enter the number of days as a whole number from 1 to ${MAX_EVENT_DAYS}`;
export const PHONE_MESSAGE = 'Please enter a phone number, such as 020 7946 0000 or +44 20 7946 0000';
/** Digits with the usual separators, 7 to 15 digits in all, as the api takes them. */
const PHONE_NUMBER = /^(?=(?:\D*\d){7,15}\D*$)\+?[\d\s()-]{7,25}$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the api's brief and enquiry take as `event`. */
export interface EventDetailsPayload {
  type?: EventType;
  date?: string;
  start_time?: string;
  end_time?: string;
  days?: number;
  date_flexible?: boolean;
  guests?: number;
  layout?: RoomLayout;
  budget_gbp?: number;
}

export type EventField = 'date' | 'startTime' | 'endTime' | 'days' | 'guests' | 'budget';
export type EventErrors = Partial<Record<EventField, string>>;

const isLayout = (value: string): value is RoomLayout => (ROOM_LAYOUTS as readonly string[]).includes(value);
const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);

/**
 * The event's details ready to send, or what is wrong with them. Nothing typed gives no
 * payload at all, so a brief without an event is sent as before.
 */
export function checkEventDetails(
  event: BriefEvent,
  today: string = localToday(),
): { payload?: EventDetailsPayload; errors: EventErrors } {
  const errors: EventErrors = {};
  const payload: EventDetailsPayload = {};
  const date = event.date.trim();
  if (date) {
    if (!isCalendarDay(date)) errors.date = EVENT_DATE_FORMAT_MESSAGE;
    else if (date < today) errors.date = EVENT_DATE_PAST_MESSAGE;
    else payload.date = date;
  }
  if (event.dateFlexible) payload.date_flexible = true;
  if (isEventType(event.type)) payload.type = event.type;

  const start = event.startTime.trim();
  if (start) {
    if (!TIME_OF_DAY.test(start)) errors.startTime = TIME_MESSAGE;
    else payload.start_time = start;
  }
  const end = event.endTime.trim();
  if (end) {
    if (!TIME_OF_DAY.test(end)) errors.endTime = TIME_MESSAGE;
    else if (payload.start_time && end <= payload.start_time) errors.endTime = END_BEFORE_START_MESSAGE;
    else payload.end_time = end;
  }

  const days = event.days.trim();
  if (days) {
    const count = /^\d+$/.test(days) ? Number(days) : Number.NaN;
    if (!Number.isInteger(count) || count < 1 || count > MAX_EVENT_DAYS) errors.days = DAYS_MESSAGE;
    else payload.days = count;
  }

  const guests = event.guests.trim();
  if (guests) {
    const count = /^\d+$/.test(guests) ? Number(guests) : Number.NaN;
    if (!Number.isInteger(count) || count < 1 || count > MAX_GUESTS) errors.guests = GUESTS_MESSAGE;
    else payload.guests = count;
  }

  if (isLayout(event.layout)) payload.layout = event.layout;

  const budget = event.budget.trim().replace(/^£/, '').replace(/,/g, '');
  if (budget) {
    const amount = /^\d+(\.\d{1,2})?$/.test(budget) ? Number(budget) : Number.NaN;
    if (!(amount >= 1 && amount <= MAX_BUDGET_GBP)) errors.budget = BUDGET_MESSAGE;
    else if (payload.guests && amount < payload.guests * MIN_BUDGET_PER_GUEST_GBP)
      errors.budget = BUDGET_FOR_GUESTS_MESSAGE;
    else payload.budget_gbp = amount;
  }

  return { payload: Object.keys(payload).length > 0 ? payload : undefined, errors };
}

/** What the api's brief and enquiry take as `planner`. */
export interface PlannerPayload {
  name?: string;
  phone?: string;
  organisation?: string;
}

export type PlannerField = 'phone';
export type PlannerErrors = Partial<Record<PlannerField, string>>;

/** Who the planner is, ready to send (nothing typed: no payload), or what is wrong. Each is optional. */
export function checkPlanner(planner: BriefPlanner): { payload?: PlannerPayload; errors: PlannerErrors } {
  const errors: PlannerErrors = {};
  const payload: PlannerPayload = {};
  const name = planner.name.trim();
  if (name) payload.name = name;
  const phone = planner.phone.trim();
  if (phone) {
    if (!PHONE_NUMBER.test(phone)) errors.phone = PHONE_MESSAGE;
    else payload.phone = phone;
  }
  const organisation = planner.organisation.trim();
  if (organisation) payload.organisation = organisation;
  return { payload: Object.keys(payload).length > 0 ? payload : undefined, errors };
}
