// /v2/venue/{idOrSlug} and the other venue addresses: load the venue and show it.
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../lib/document-title';
import { useVenue } from '../../features/venue-detail/api/get-venue';
import { VenueOverview } from '../../features/venue-detail/components/venue-overview';

function BackToVenues() {
  return (
    <p>
      <Link className="button button--primary" to={paths.venues.getHref()}>
        Back to all venues
      </Link>
    </p>
  );
}

export function VenueRoute() {
  const { idOrSlug, slug } = useParams();
  const key = idOrSlug ?? slug ?? '';
  const { data: venue, error } = useVenue(key);
  const notFound = error instanceof ApiError && error.status === 404;
  const failed = error !== undefined && !notFound;

  useDocumentTitle(
    notFound
      ? 'Venue Not Found'
      : failed
        ? pageTitle('Failed to load venue')
        : pageTitle(venue ? venue.display_name || venue.name : 'Loading venue'),
  );

  if (notFound) {
    return (
      <div className="container page page--narrow">
        <h1>Venue Not Found</h1>
        <p className="lead">Venue not found</p>
        <p>It may have been removed, or the link may be mistyped.</p>
        <BackToVenues />
      </div>
    );
  }
  if (failed) {
    return (
      <div className="container page page--narrow">
        <h1>Failed to load venue</h1>
        <p className="lead">Please try again in a moment.</p>
        <BackToVenues />
      </div>
    );
  }
  if (!venue) {
    return (
      <div className="container page">
        <p role="status">Loading venue…</p>
      </div>
    );
  }
  return <VenueOverview venue={venue} />;
}
