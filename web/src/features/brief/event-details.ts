// The event's details a planner may add to a brief (issue #35): a date or "flexible", the number
// of guests, a layout and a budget. Every one is optional; what is typed is checked here, with
// the limits the api holds, so the planner hears about a slip before the brief is sent.
import { ROOM_LAYOUTS, type RoomLayout } from '@venue-finder/contract';
import type { BriefEvent } from '../../lib/brief-store';
import { isCalendarDay, localToday } from '../../lib/calendar-day';

export const MAX_GUESTS = 100_000;
export const MAX_BUDGET_GBP = 10_000_000;

export const EVENT_DATE_PAST_MESSAGE = 'Please choose an event date that has not passed';
export const EVENT_DATE_FORMAT_MESSAGE = 'Please enter the event date as day, month and year';
export const GUESTS_MESSAGE = 'Please enter the number of guests as a whole number from 1 to 100,000';
export const BUDGET_MESSAGE = 'Please enter a budget in pounds from £1 to £10,000,000, such as 6500';

/** What the api's brief and enquiry take as `event`. */
export interface EventDetailsPayload {
  date?: string;
  date_flexible?: boolean;
  guests?: number;
  layout?: RoomLayout;
  budget_gbp?: number;
}

export type EventField = 'date' | 'guests' | 'budget';
export type EventErrors = Partial<Record<EventField, string>>;

const isLayout = (value: string): value is RoomLayout => (ROOM_LAYOUTS as readonly string[]).includes(value);

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
    else payload.budget_gbp = amount;
  }

  return { payload: Object.keys(payload).length > 0 ? payload : undefined, errors };
}
