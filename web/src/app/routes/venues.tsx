// /v2/venues and /v2/venues/{city}/{category}/{capacity}: the search the address describes.
import { VenueSearchPage } from '../../features/venues/components/venue-search-page';
import { VenueSearchProvider } from '../../features/venues/search/venue-search-provider';

export function VenuesRoute() {
  return (
    <VenueSearchProvider>
      <VenueSearchPage />
    </VenueSearchProvider>
  );
}
