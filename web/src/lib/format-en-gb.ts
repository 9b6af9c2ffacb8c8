// Numbers, money and ranges as people in the UK write them.

const integerFormat = new Intl.NumberFormat('en-GB');
const ratingFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const gbpFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 12000 → "12,000" */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}

/** 4.56 → "4.6" */
export function formatRating(value: number): string {
  return ratingFormat.format(value);
}

/** 1200 → "£1,200.00" (amounts are in pounds) */
export function formatGbp(pounds: number): string {
  return gbpFormat.format(pounds);
}

/** "Up to 250 guests", "10–250 guests", or null when the capacity is unknown. */
export function formatGuestRange(min: number | null | undefined, max: number | null | undefined): string | null {
  if (!max || max <= 0) return null;
  if (!min || min <= 1 || min >= max) return `Up to ${formatCount(max)} guests`;
  return `${formatCount(min)}–${formatCount(max)} guests`;
}
