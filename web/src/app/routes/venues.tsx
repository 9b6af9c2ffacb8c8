// /v2/venues and /v2/venues/{city}/{category}/{capacity}: the search the address describes.
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { pageTitle, useDocumentTitle } from '../../lib/document-title';
import { useVenueSearch } from '../../features/venues/api/search-venues';
import { VenueSearchResults } from '../../features/venues/components/venue-search-results';
import {
  describeVenueSearch,
  readVenueSearch,
  venueSearchToQuery,
  type VenueSearch,
} from '../../features/venues/venue-search';

export function VenuesRoute() {
  const [query] = useSearchParams();
  const pathParams = useParams();
  const navigate = useNavigate();
  const search = readVenueSearch(query, pathParams);
  const result = useVenueSearch(search);
  useDocumentTitle(pageTitle(describeVenueSearch(search) ?? 'Find a venue'));

  // Every change leads to the canonical query form, whichever form the page was reached by.
  const hrefFor = (change: Partial<VenueSearch>) => paths.venues.getHref(venueSearchToQuery({ ...search, ...change }));

  return (
    <VenueSearchResults
      search={search}
      result={result}
      hrefFor={hrefFor}
      onSearchChange={(change) => navigate(hrefFor({ ...change, page: 1 }), { preventScrollReset: true })}
    />
  );
}
