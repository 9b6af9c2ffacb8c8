// Numbers, money, distances and ranges as people in the UK write them.

const integerFormat = new Intl.NumberFormat('en-GB');
const ratingFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const oneDecimalFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const gbpFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const wholeGbpFormat = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

/** 12000 → "12,000" */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}

/** 4.56 → "4.6" */
export function formatRating(value: number): string {
  return ratingFormat.format(value);
}

/** 3.94 → "3.9", 4 → "4" */
export function formatDecimal(value: number): string {
  return oneDecimalFormat.format(value);
}

/** 1200 → "£1,200", 12.5 → "£12.50" (amounts are in pounds; pence only when there are some) */
export function formatGbp(pounds: number): string {
  return Number.isInteger(pounds) ? wholeGbpFormat.format(pounds) : gbpFormat.format(pounds);
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

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** '24 Nov 2026', from an ISO timestamp. */
export function formatDateEnGb(iso: string): string {
  return dateFormat.format(new Date(iso));
}
