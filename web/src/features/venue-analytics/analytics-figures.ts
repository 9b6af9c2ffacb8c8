// The figures an owner reads about a venue, in the order the tab shows them, with their labels;
// and how a rank is said ("3rd of 212 in Manchester").
import type { ApiSchema } from '@venue-finder/contract';
import { cityName } from '@venue-finder/contract';
import { formatCount } from '../../lib/format-en-gb';

export type AnalyticsFigure = keyof ApiSchema<'VenueAnalyticsTotals'>;

/** Keyed by the API's own figures: a new figure breaks the build until it has a label. */
export const FIGURE_LABELS: Record<AnalyticsFigure, string> = {
  views: 'Listing views',
  appearances: 'Appearances in results',
  brief_additions: 'Added to briefs',
  comparisons: 'Added to comparisons',
  enquiries: 'Enquiries',
  proposals: 'Proposals sent',
  acceptances: 'Proposals accepted',
};
export const FIGURES = Object.keys(FIGURE_LABELS) as AnalyticsFigure[];

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(value: number): string {
  const lastTwo = value % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13
      ? 'th'
      : value % 10 === 1
        ? 'st'
        : value % 10 === 2
          ? 'nd'
          : value % 10 === 3
            ? 'rd'
            : 'th';
  return `${formatCount(value)}${suffix}`;
}

/** '3rd of 212 in Manchester'. */
export function rankText(rank: ApiSchema<'VenueViewsRankResponse'>): string {
  return `${ordinal(rank.rank)} of ${formatCount(rank.of)} in ${cityName(rank.city)}`;
}
