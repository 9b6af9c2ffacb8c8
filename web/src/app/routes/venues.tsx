// /v2/venues and /v2/venues/{city}/{category}/{capacity}: the search the address describes, or
// Page Not Found for an address whose segments name no city, category or group size (the
// server answers those with a 404 too).
import { isListingPath } from '@venue-finder/contract';
import { useParams } from 'react-router-dom';
import { VenueSearchPage } from '../../features/venues/components/venue-search-page';
import { VenueSearchProvider } from '../../features/venues/search/venue-search-provider';
import { NotFoundRoute } from './not-found';

export function VenuesRoute() {
  const { city, category, capacity } = useParams();
  if (!isListingPath({ city, category, capacity })) return <NotFoundRoute />;
  return (
    <VenueSearchProvider>
      <VenueSearchPage />
    </VenueSearchProvider>
  );
}
