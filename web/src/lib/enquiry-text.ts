// The words the enquiry screens share (the owner's Enquiries tab, the planner's proposals, the
// admin's page): an event's date and guests, a proposal's price, its layout and inclusions.
import {
  EVENT_TYPE_LABELS,
  PRICE_BASIS_LABELS,
  PROPOSAL_INCLUSION_LABELS,
  ROOM_LAYOUT_LABELS,
  type EventType,
  type PriceBasis,
  type ProposalInclusion,
  type RoomLayout,
} from '@venue-finder/contract';
import { formatCalendarDateEnGb, formatCount, formatGbp } from './format-en-gb';

export interface EventDetailsText {
  type: EventType | null;
  date: string | null;
  start_time: string | null;
  end_time: string | null;
  days: number | null;
  date_flexible: boolean;
  guests: number | null;
  layout: RoomLayout | null;
  budget_gbp: number | null;
}

/** '18 Mar 2027', '18 Mar 2027 (flexible)', 'Flexible' or 'Not given'. */
export function eventDateText(event: EventDetailsText): string {
  if (event.date) return `${formatCalendarDateEnGb(event.date)}${event.date_flexible ? ' (flexible)' : ''}`;
  return event.date_flexible ? 'Flexible' : 'Not given';
}

export function eventTypeText(type: EventType | null): string {
  return type ? EVENT_TYPE_LABELS[type] : 'Not given';
}

/** '09:00 to 17:30', 'From 09:00', 'Until 17:30' or 'Not given'. */
export function eventTimesText(event: EventDetailsText): string {
  if (event.start_time && event.end_time) return `${event.start_time} to ${event.end_time}`;
  if (event.start_time) return `From ${event.start_time}`;
  return event.end_time ? `Until ${event.end_time}` : 'Not given';
}

export function daysText(days: number | null): string {
  return days === null ? 'Not given' : `${days} day${days === 1 ? '' : 's'}`;
}

export function guestsText(guests: number | null): string {
  return guests === null ? 'Not given' : `${formatCount(guests)} guest${guests === 1 ? '' : 's'}`;
}

export function layoutText(layout: RoomLayout | null): string {
  return layout ? ROOM_LAYOUT_LABELS[layout] : 'Any';
}

export function budgetText(budget: number | null): string {
  return budget === null ? 'Not given' : formatGbp(budget);
}

/** '£6,500 total', '£45 per delegate', '£1,200 day rate'. */
export function priceText(price: { basis: PriceBasis; amount_gbp: number }): string {
  const suffix = { total: 'total', per_delegate: 'per delegate', day_rate: 'day rate' }[price.basis];
  return `${formatGbp(price.amount_gbp)} ${suffix}`;
}

export function priceBasisLabel(basis: PriceBasis): string {
  return PRICE_BASIS_LABELS[basis];
}

export function inclusionsText(inclusions: readonly ProposalInclusion[]): string {
  return inclusions.length === 0 ? 'None listed' : inclusions.map((item) => PROPOSAL_INCLUSION_LABELS[item]).join(', ');
}

export function datesText(dates: readonly string[]): string {
  return dates.map(formatCalendarDateEnGb).join(', ');
}
