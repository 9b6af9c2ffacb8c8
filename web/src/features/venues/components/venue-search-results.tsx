// The results screen: count heading, owner banner, filters, sort, the grid and its pages.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_SIZE, type VenueSearchResponse } from '@venue-finder/core/search-schema';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/format-en-gb';
import type { QueryResult } from '../../../lib/use-abortable-query';
import { describeVenueSearch, type VenueSearch } from '../venue-search';
import { OwnerCtaBanner } from './owner-cta-banner';
import { SearchFilters } from './search-filters';
import { SortSelect } from './sort-select';
import { VenueResultCard } from './venue-result-card';

interface VenueSearchResultsProps {
  search: VenueSearch;
  result: QueryResult<VenueSearchResponse>;
  /** The address of this search with some values changed. */
  hrefFor: (change: Partial<VenueSearch>) => string;
  /** Applies a new filter or sort (the caller goes back to page 1). */
  onSearchChange: (change: Partial<VenueSearch>) => void;
}

function countHeading(total: number): string {
  return `${formatCount(total)} ${total === 1 ? 'venue' : 'venues'} found`;
}

export function VenueSearchResults({ search, result, hrefFor, onSearchChange }: VenueSearchResultsProps) {
  const { data, error, isLoading } = result;
  const description = describeVenueSearch(search);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After moving to another page of results, start reading from the top again.
  const shownPage = useRef(search.page);
  useEffect(() => {
    if (shownPage.current === search.page) return;
    shownPage.current = search.page;
    headingRef.current?.focus();
  }, [search.page]);

  const heading = data ? countHeading(data.total) : isLoading ? 'Searching venues…' : 'Find a venue';
  const pageCount = data ? Math.ceil(data.total / PAGE_SIZE) : 0;

  return (
    <div className="container page">
      <div className="results-header">
        <h1 className="results-header__title" ref={headingRef} tabIndex={-1}>
          {heading}
        </h1>
        {description && (
          <p className="results-header__summary">
            {description}
            {search.q && (
              <>
                {' '}
                <Link to={hrefFor({ q: '', page: 1 })}>Clear search text</Link>
              </>
            )}
          </p>
        )}
      </div>

      <OwnerCtaBanner />

      <SearchFilters search={search} onChange={onSearchChange} />

      <div className="results-toolbar">
        <p className="results-toolbar__status" role="status">
          {isLoading ? 'Loading venues…' : ''}
        </p>
        <SortSelect value={search.sort} onChange={(sort) => onSearchChange({ sort })} />
      </div>

      {error !== undefined && !data && (
        <p className="notice">Venues could not be loaded just now. Please try again in a moment.</p>
      )}

      {data && data.items.length === 0 && !isLoading && (
        <div className="empty-state">
          <p className="empty-state__title">No venues found. Try adjusting your filters.</p>
          <p>
            Can’t find the right venue? <Link to={paths.brief.getHref()}>Tell us what you need</Link> and we will send
            you free proposals.
          </p>
        </div>
      )}

      {data && data.items.length > 0 && (
        <ul className={`venue-grid${isLoading ? ' venue-grid--busy' : ''}`} aria-busy={isLoading} aria-label="Venues">
          {data.items.map((venue) => (
            <li key={venue.id}>
              <VenueResultCard venue={venue} />
            </li>
          ))}
        </ul>
      )}

      {data && data.total > PAGE_SIZE && (
        <Pagination page={search.page} pageCount={pageCount} hrefForPage={(page) => hrefFor({ page })} />
      )}
    </div>
  );
}
