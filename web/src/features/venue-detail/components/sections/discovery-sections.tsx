// Ways on from a venue: the related searches it is found by, similar spaces and similar venues.
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RelatedSearch, VenueCard as VenueCardData, VenueDetailView } from '@venue-finder/contract';
import { VenueCard } from '../../../../components/venue/venue-card';
import { paths } from '../../../../config/paths';
import { useSimilarSpaces, useSimilarVenues } from '../../api/get-similar-venues';
import { hasItems, VenueSection } from '../venue-section';

/** The fixed list of phrases a venue is found by (12 per venue). */
export const RELATED_SEARCHES_LIMIT = 12;

export function RelatedSearchesSection({ venue }: { venue: VenueDetailView }) {
  const searches = relatedSearches(venue.related_searches ?? []);
  if (!hasItems(searches)) return null;
  return (
    <VenueSection id="related-searches" title="Related searches">
      <ul className="link-pills">
        {searches.map(({ phrase, query }) => (
          <li key={phrase}>
            <Link to={paths.venues.getHref(query)}>{phrase}</Link>
          </li>
        ))}
      </ul>
    </VenueSection>
  );
}

/**
 * Each search opens its filters; a plain phrase (stored before searches carried their query)
 * is searched as words. Duplicates go, and at most RELATED_SEARCHES_LIMIT are shown.
 */
export function relatedSearches(stored: readonly (RelatedSearch | string)[]): RelatedSearch[] {
  const seen = new Set<string>();
  return stored
    .map((search) => (typeof search === 'string' ? { phrase: search, query: { q: search } } : search))
    .filter(({ phrase }) => !seen.has(phrase) && seen.add(phrase))
    .slice(0, RELATED_SEARCHES_LIMIT);
}

function VenueGrid({ venues }: { venues: VenueCardData[] }) {
  return (
    <ul className="venue-grid venue-grid--compact">
      {venues.map((venue) => (
        <li key={venue.id}>
          <VenueCard venue={venue} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

function CardsSection({
  id,
  title,
  venues,
}: {
  id: string;
  title: string;
  venues: VenueCardData[] | undefined;
}): ReactNode {
  // The cards arrive as a store's update, which React renders in one go; deferred, they render
  // in slices the browser can interrupt.
  const shown = useDeferredValue(venues);
  if (!hasItems(shown)) return null;
  return (
    <VenueSection id={id} title={title}>
      <VenueGrid venues={shown} />
    </VenueSection>
  );
}

export function SimilarSpacesSection({ venue }: { venue: VenueDetailView }) {
  const { data } = useSimilarSpaces(venue);
  return <CardsSection id="similar-spaces" title="Similar spaces" venues={data} />;
}

export function SimilarVenuesSection({ venue }: { venue: VenueDetailView }) {
  const { data } = useSimilarVenues(venue);
  return <CardsSection id="similar-venues" title="Similar venues" venues={data} />;
}
