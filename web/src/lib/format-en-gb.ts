// Numbers, money, distances, ranges and dates as people in the UK write them, without Intl (see
// contract/src/numbers-en-gb.ts: the pages never load its locale data).
import { MONTH_NAMES, formatDecimalEnGb } from '@venue-finder/contract';

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

/** The months as en-GB writes them short (CLDR's 'Sept', not 'Sep'). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Dates, like numbers, without Intl: a fresh tab loads Intl's locale data on first use, tens of
 * milliseconds of the main thread. Both are in the browser's own time zone, as Intl's default.
 */
function writeDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** '24 Nov 2026', from an ISO timestamp. */
export function formatDateEnGb(iso: string): string {
  return writeDate(new Date(iso));
}

/** '24 Nov 2026, 14:05', from an ISO timestamp. */
export function formatDateTimeEnGb(iso: string): string {
  const date = new Date(iso);
  return `${writeDate(date)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** '18 Mar 2027', from a calendar day written YYYY-MM-DD (no time zone can move it). */
export function formatCalendarDateEnGb(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** 'March 2027', from a month written YYYY-MM (without Intl, like the dates above). */
export function formatMonthEnGb(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

/** "just now", "5 hours ago", "3 days ago": how long ago, from whole hours. */
export function formatHoursAgo(hours: number): string {
  if (hours < 1) return 'less than an hour ago';
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `${Math.floor(hours / 24)} days ago`;
}
