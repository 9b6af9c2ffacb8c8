// How the built-in answerer writes numbers and lists: en-GB, pounds sterling, kilometres.
import { ROOM_LAYOUT_LABELS } from '@venue-finder/contract';
import type { Layout } from './venue-facts';

const wholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const pence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-GB');

/** £12,000 or £65.50. */
export function gbp(pounds: number): string {
  return Number.isInteger(pounds) ? wholePounds.format(pounds) : pence.format(pounds);
}

/** 1,200 */
export function number(n: number): string {
  return count.format(n);
}

/** 0.4 km, 12 km */
export function km(distance: number): string {
  return `${distance < 10 ? distance.toFixed(1) : Math.round(distance)} km`;
}

/** 'A', 'A and B', 'A, B and C'. */
export function names(list: string[]): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

/** The layout as a sentence says it: 'theatre', 'U-shape'. */
export function layoutName(layout: Layout): string {
  return ROOM_LAYOUT_LABELS[layout].replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase());
}

/** A lead sentence, then one '- ' line per item. */
export function withLines(lead: string, lines: string[]): string {
  return lines.length ? `${lead}\n${lines.map((line) => `- ${line}`).join('\n')}` : lead;
}
