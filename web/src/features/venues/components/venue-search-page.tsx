// The results screen: count heading, owner banner, the three selects, Advanced Filters, sort,
// list or map, pages, and the next steps. Reads and changes the search through useVenueSearch.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useHits } from 'react-instantsearch';
import { Link } from 'react-router-dom';
import { PAGE_SIZE, type VenueCard as VenueCardData } from '@venue-finder/contract';
import { Pagination } from '../../../components/ui/pagination';
import { VenueCard } from '../../../components/venue/venue-card';
import { paths } from '../../../config/paths';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatCount } from '../../../lib/format-en-gb';
import { recordVenueActivity } from '../../../lib/venue-activity';
import { useVenueSearch } from '../search/use-venue-search';
import { describeVenueSearch, type VenueSearchState } from '../search/venue-search-state';
import { venueSearchHref } from '../search/venues-routing';
import { AdvancedFilters } from './advanced-filters/advanced-filters';
import { UnderstoodNotice } from './understood-notice';
import { OwnerCtaBanner } from './owner-cta-banner';
import { ResultsActions } from './results-actions';
import { ResultsViewToggle, type ResultsView } from './results-view-toggle';
import { SearchFilters } from './search-filters';
import { SortSelect } from './sort-select';
import '../venues.css';

const VenueResultsMap = lazy(() => import('./venue-results-map'));

function countHeading(total: number): string {
  return `${formatCount(total)} ${total === 1 ? 'venue' : 'venues'} found`;
}

export function VenueSearchPage() {
  const { state, applySearch, isLoading, hasResults, total, error, locationError } = useVenueSearch();
  const { items } = useHits<VenueCardData>();
  const venues: VenueCardData[] = items;
  const [view, setView] = useState<ResultsView>('list');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const description = describeVenueSearch(state);
  useDocumentTitle(pageTitle(description ?? 'Find a venue'));

  useEffect(() => {
    if (error) console.error('Venue search failed', error);
  }, [error]);

  // Each venue on a results page shown counts as an appearance for its owner's analytics.
  const shownIds = venues.map((venue) => venue.id).join(',');
  useEffect(() => recordVenueActivity('appearance', shownIds ? shownIds.split(',') : []), [shownIds]);

  // After moving to another page of results, start reading from the top again.
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    headingRef.current?.focus();
  }, [state.page]);

  /** A new filter or order starts again at page 1. */
  const change = (patch: Partial<VenueSearchState>) => applySearch({ ...state, ...patch, page: 1 });
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const heading = hasResults ? countHeading(total) : error ? 'Find a venue' : 'Searching venues…';

  return (
    <div className="container page">
      <div className="results-header">
        <h1 className="results-header__title" ref={headingRef} tabIndex={-1}>
          {heading}
        </h1>
        {description && (
          <p className="results-header__summary">
            {description}
            {state.q && (
              <>
                {' '}
                <Link to={venueSearchHref({ ...state, q: '', page: 1 })}>Clear search text</Link>
              </>
            )}
          </p>
        )}
        <UnderstoodNotice state={state} />
      </div>

      <OwnerCtaBanner />

      <SearchFilters search={state} onChange={change} />

      <AdvancedFilters
        applied={state}
        locationError={locationError}
        onApply={(next) => {
          applySearch({ ...next, page: 1 });
          headingRef.current?.focus();
        }}
      />

      <div className="results-toolbar">
        <p className="results-toolbar__status" role="status">
          {isLoading ? 'Loading venues…' : ''}
        </p>
        <div className="results-toolbar__controls">
          <ResultsViewToggle view={view} onChange={setView} />
          <SortSelect value={state.sort} onChange={(sort) => change({ sort })} />
        </div>
      </div>

      {error !== undefined && !hasResults && !locationError && (
        <p className="notice">Venues could not be loaded just now. Please try again in a moment.</p>
      )}

      {hasResults && venues.length === 0 && !isLoading && (
        <div className="empty-state">
          <p className="empty-state__title">No venues found. Try adjusting your filters.</p>
          <p>
            Can’t find the right venue? <Link to={paths.brief.getHref()}>Tell us what you need</Link> and we will send
            you free proposals.
          </p>
        </div>
      )}

      {venues.length > 0 && view === 'list' && (
        <ul className={`venue-grid${isLoading ? ' venue-grid--busy' : ''}`} aria-busy={isLoading} aria-label="Venues">
          {venues.map((venue, index) => (
            <li key={venue.id}>
              <VenueCard venue={venue} eagerImage={index < 3} />
            </li>
          ))}
        </ul>
      )}

      {venues.length > 0 && view === 'map' && (
        <Suspense fallback={<p role="status">Loading the map…</p>}>
          <VenueResultsMap venues={venues} />
        </Suspense>
      )}

      {hasResults && total > PAGE_SIZE && (
        <Pagination
          page={state.page}
          pageCount={pageCount}
          hrefForPage={(page) => venueSearchHref({ ...state, page })}
        />
      )}

      <ResultsActions venueIds={venues.map((venue) => venue.id)} />
    </div>
  );
}
