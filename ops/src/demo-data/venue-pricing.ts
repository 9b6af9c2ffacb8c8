// Prices and guest ratings of a demo venue. Money is whole pence (GBP), as in the venues table.
// A day's hire grows with capacity, city and how upmarket the venue is (£250 for a small meeting
// room, up to £15,000 for a 2,000-person hall); the day-delegate rate runs from £25 to £120.
import type { RandomSource } from './random-source';
import type { VenueKind } from './venue-kinds';

export interface VenuePrices {
  dayRatePence: number;
  hourRatePence: number | null;
  personRatePence: number;
}

export interface VenueRating {
  rating: number;
  reviewCount: number;
}

const TIER_PRICE = [1, 0.8, 1, 1.25, 1.6];
const TIER_DELEGATE_GBP = [40, 30, 42, 58, 80];
const TIER_RATING = [4.2, 3.95, 4.2, 4.45, 4.65];

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function roundTo(pounds: number, step: number): number {
  return Math.round(pounds / step) * step;
}

export function priceVenue(r: RandomSource, capacityMax: number, tier: number, priceFactor: number): VenuePrices {
  const tierFactor = TIER_PRICE[tier] ?? 1;
  const rawDay = (150 + 8.5 * capacityMax) * priceFactor * tierFactor * r.float(0.85, 1.2);
  const dayPounds = clamp(roundTo(rawDay, rawDay >= 2000 ? 100 : 25), 250, 15_000);
  // Large halls are hired by the day only.
  const hourly = capacityMax <= 400 && r.chance(0.8);
  const hourPounds = hourly ? Math.max(30, roundTo((dayPounds / 6.5) * r.float(0.9, 1.1), 5)) : null;
  const delegate = (TIER_DELEGATE_GBP[tier] ?? 42) * priceFactor * r.float(0.9, 1.15);
  const personPounds = clamp(Math.round(delegate * 2) / 2, 25, 120);
  return {
    dayRatePence: dayPounds * 100,
    hourRatePence: hourPounds === null ? null : hourPounds * 100,
    personRatePence: Math.round(personPounds * 100),
  };
}

export function rateVenue(r: RandomSource, kind: VenueKind, tier: number): VenueRating {
  const rating = clamp(Math.round(((TIER_RATING[tier] ?? 4.2) + r.float(-0.45, 0.35)) * 10) / 10, 3.5, 5);
  const reviewCount = kind.hotel
    ? Math.round(r.float(150, 900) * (tier + 1))
    : Math.round(Math.exp(r.float(Math.log(5), Math.log(800))));
  return { rating, reviewCount };
}
