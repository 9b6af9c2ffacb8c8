// How owner-entered contact details are tidied when a venue is written: whitespace in names and
// addresses, postcodes, websites, e-mail addresses and UK phone numbers. Each normaliser returns
// the value to store and whether it is valid; an invalid value is kept as typed (tidied) so nothing
// an owner wrote is lost.
import { normalisePostcode, UK_POSTCODE } from '@venue-finder/contract';

export interface Normalised {
  value: string;
  valid: boolean;
}

/** Trims and collapses runs of whitespace (including non-breaking spaces) to one space. */
export function collapseWhitespace(text: string | null | undefined): string {
  return (text ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Upper case with one space before the inward code when it is a UK postcode. */
export function normaliseUkPostcode(raw: string): Normalised {
  const text = collapseWhitespace(raw).toUpperCase();
  if (text === '') return { value: '', valid: true };
  return UK_POSTCODE.test(text) ? { value: normalisePostcode(text), valid: true } : { value: text, valid: false };
}

/**
 * An https:// address with a lower-case host; no trailing slash on a bare host. An http://
 * address is upgraded, a missing scheme added.
 */
export function normaliseWebsite(raw: string): Normalised {
  const text = collapseWhitespace(raw);
  if (text === '') return { value: '', valid: true };
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { value: text, valid: false };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.') || /\s/.test(text)) {
    return { value: text, valid: false };
  }
  url.protocol = 'https:';
  const bare = url.pathname === '/' && url.search === '' && url.hash === '';
  return { value: bare ? `${url.protocol}//${url.host}` : url.href, valid: true };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(raw: string): Normalised {
  const value = collapseWhitespace(raw)
    .replace(/^mailto:/i, '')
    .toLowerCase();
  return { value, valid: value === '' || EMAIL.test(value) };
}

/**
 * A UK number in the usual national groupings: '020 7946 0123', '0161 496 0123',
 * '01632 960123', '07700 900123', '0800 123 4567'. '+44', '0044' and '(0)' are understood.
 * Anything else (a foreign number, too few digits) is kept as typed and reported invalid.
 */
export function normaliseUkPhone(raw: string): Normalised {
  const text = collapseWhitespace(raw);
  if (text === '') return { value: '', valid: true };
  const formatted = formatUkPhone(text);
  return formatted ? { value: formatted, valid: true } : { value: text, valid: false };
}

function formatUkPhone(text: string): string | null {
  if (/[a-z]/i.test(text)) return null;
  let digits = text.replace(/[^\d+]/g, '');
  if (digits.startsWith('+44')) digits = `0${digits.slice(3).replace(/^0/, '')}`;
  else if (digits.startsWith('0044')) digits = `0${digits.slice(4).replace(/^0/, '')}`;
  if (!/^0\d{9,10}$/.test(digits)) return null;
  const d = digits;
  const groups = (...sizes: number[]) => {
    const parts: string[] = [];
    let at = 0;
    for (const size of sizes) {
      parts.push(d.slice(at, at + size));
      at += size;
    }
    return parts.join(' ');
  };
  if (d.length === 11) {
    if (d.startsWith('02')) return groups(3, 4, 4); // 020 7946 0123
    if (/^01(1\d|\d1)/.test(d)) return groups(4, 3, 4); // 0161 496 0123, 0113 …
    if (/^0[389]/.test(d)) return groups(4, 3, 4); // 0800 123 4567, 0300 …
    if (d.startsWith('07') || d.startsWith('01')) return groups(5, 6); // 07700 900123, 01632 960123
    return null;
  }
  // Ten-digit numbers: some freephone numbers and a few small exchanges.
  if (/^0[1589]/.test(d)) return d.startsWith('01') ? groups(5, 5) : groups(4, 3, 3);
  return null;
}
