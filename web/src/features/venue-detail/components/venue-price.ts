// How the venue page states a venue's prices, in pounds.
import { formatGbp } from '../../../lib/format-en-gb';
import type { VenueDetailView } from '@venue-finder/contract';

export function priceLines(venue: VenueDetailView): string[] {
  const {
    day_rate: day,
    hour_rate: hour,
    person_rate: person,
  } = venue.pricing ?? {
    day_rate: null,
    hour_rate: null,
    person_rate: null,
  };
  return [
    day !== null && `${formatGbp(day)} per day`,
    hour !== null && `${formatGbp(hour)} per hour`,
    person !== null && `${formatGbp(person)} per person`,
  ].filter((line): line is string => typeof line === 'string');
}

/** "From £68" (the lowest price listed), or null when the venue quotes on request. */
export function startingPrice(venue: VenueDetailView): string | null {
  return venue.starting_price_gbp === null || venue.starting_price_gbp === undefined
    ? null
    : `From ${formatGbp(venue.starting_price_gbp)}`;
}
