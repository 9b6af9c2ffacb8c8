// Numbers as people in the UK write them, without Intl: a page that formats a number with Intl
// first makes the browser load its locale data, 45-100 ms of a fresh tab's main thread on the
// benchmark machine (more on a phone), and the visitor pages show only simple numbers. The
// specs hold each function to Intl.NumberFormat('en-GB') over many values.

/** A whole number with thousands separators: 12000 → "12,000". */
export function groupThousands(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 && Math.trunc(whole) !== 0 ? `-${grouped}` : grouped;
}

/**
 * `value` rounded to `places` decimals as Intl rounds (half away from zero, on the number as
 * written: 1.45 → "1.5"), grouped, with `places` decimals or, when `trimZeros`, none that end in 0.
 */
export function formatDecimalEnGb(value: number, places: number, trimZeros = false): string {
  if (!Number.isFinite(value)) return String(value);
  // Shifting by the exponent in the text keeps 1.45 as 145 units, where 1.45 * 10 is 14.499….
  const shifted = Math.round(Number(`${Math.abs(value)}e${places}`));
  const units = Number.isFinite(shifted) ? shifted : Math.round(Math.abs(value) * 10 ** places);
  const text = String(units).padStart(places + 1, '0');
  const whole = groupThousands(Number(text.slice(0, text.length - places)));
  let fraction = text.slice(text.length - places);
  if (trimZeros) fraction = fraction.replace(/0+$/, '');
  const sign = value < 0 && units !== 0 ? '-' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The months as en-GB writes them in full: mails and pages name them from this one list. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
