// The facts decided about one demo venue before any text is written, so that the descriptions,
// FAQs and detail fields all tell the same story as the columns.
import type { Chain, PostcodeDistrict } from '@venue-finder/core';
import type { DemoCity } from './demo-cities';
import type { HotelBrand } from './hotel-brands';
import type { VenueFacilities } from './venue-facilities';
import type { SizeClass, VenueKind } from './venue-kinds';
import type { VenuePrices, VenueRating } from './venue-pricing';
import type { VenueSpaces } from './venue-spaces';

export interface DemoVenueFacts {
  name: string;
  kind: VenueKind;
  size: SizeClass;
  tier: 1 | 2 | 3 | 4;
  chain: Chain | null;
  brand: HotelBrand | null;
  city: DemoCity;
  district: PostcodeDistrict;
  street: string;
  streetNumber: number;
  /** The nearest station, when the district has a known one. */
  station: string | undefined;
  walkMinutes: number;
  /** A landmark within a short walk, if there is one. */
  landmark: string | undefined;
  spaces: VenueSpaces;
  facilities: VenueFacilities;
  prices: VenuePrices;
  rating: VenueRating;
  leadTimeDays: number;
  /** Set when there is a restaurant on site. */
  restaurantName: string | undefined;
}

/** Hotel check-in and check-out: upmarket hotels give rooms later and keep them longer. */
export function hotelTimes(facts: Pick<DemoVenueFacts, 'tier'>): { checkIn: string; checkOut: string } {
  return facts.tier >= 3 ? { checkIn: '15:00', checkOut: '12:00' } : { checkIn: '14:00', checkOut: '11:00' };
}

// Cached formatters: creating one per call would dominate the generator's run time.
const WHOLE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const PENNIES = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "£1,250" or "£32.50" from pence. */
export function formatPounds(pence: number): string {
  return `£${pence % 100 === 0 ? WHOLE.format(pence / 100) : PENNIES.format(pence / 100)}`;
}

/** "1,200" — thousands separated as British readers expect. */
export function formatCount(n: number): string {
  return WHOLE.format(n);
}
