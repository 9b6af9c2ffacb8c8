// Numbers, money, distances, ranges and dates as people in the UK write them. Numbers without
// Intl (see contract/src/numbers-en-gb.ts: the visitor pages never load its locale data).
import { formatDecimalEnGb } from '@venue-finder/contract';

/** 12000 → "12,000" (a fraction, should one come, keeps up to three places, as Intl's default) */
export function formatCount(value: number): string {
  return formatDecimalEnGb(value, 3, true);
}

/** 4.56 → "4.6", 4 → "4.0" */
export function formatRating(value: number): string {
  return formatDecimalEnGb(value, 1);
}

/** 3.94 → "3.9", 4 → "4" */
export function formatDecimal(value: number): string {
  return formatDecimalEnGb(value, 1, true);
}

/** 1200 → "£1,200", 12.5 → "£12.50" (amounts are in pounds; pence only when there are some) */
export function formatGbp(pounds: number): string {
  const amount = formatDecimalEnGb(pounds, Number.isInteger(pounds) ? 0 : 2);
  return amount.startsWith('-') ? `-£${amount.slice(1)}` : `£${amount}`;
}

/** 1.234 → "1.2 km away" */
export function formatDistanceAway(km: number): string {
  return `${formatDecimal(km)} km away`;
}

/** "Up to 250 guests", "10–250 guests", or null when the capacity is unknown. */
export function formatGuestRange(min: number | null | undefined, max: number | null | undefined): string | null {
  if (!max || max <= 0) return null;
  if (!min || min <= 1 || min >= max) return `Up to ${formatCount(max)} guests`;
  return `${formatCount(min)}–${formatCount(max)} guests`;
}

/** "private_dining" → "Private dining": a readable fallback for a value without a label. */
export function humanise(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

let dateFormat: Intl.DateTimeFormat | undefined;

/** '24 Nov 2026', from an ISO timestamp. (Made on first use: only pages with dates load Intl.) */
export function formatDateEnGb(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return dateFormat.format(new Date(iso));
}
