// /v2/venue/{idOrSlug} and the other venue addresses (/{city}/{slug}, /venue/{slug},
// /v2/{city_slug}/{slug}): load the venue and show it, or say why not.
import { Link, useParams } from 'react-router-dom';
import { CITY_SLUGS } from '@venue-finder/contract';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../lib/document-title';
import { useVenue } from '../../lib/venue';
import { VenuePage } from '../../features/venue-detail/components/venue-page';
import { NotFoundRoute } from './not-found';

function BackToVenues() {
  return (
    <p>
      <Link className="button button--primary" to={paths.venues.getHref()}>
        Back to all venues
      </Link>
    </p>
  );
}

function VenueLoader({ idOrSlug }: { idOrSlug: string }) {
  const { data: venue, error } = useVenue(idOrSlug);
  const notFound = error instanceof ApiError && error.status === 404;
  const failed = error !== null && !notFound;

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
  return <VenuePage key={venue.id} venue={venue} />;
}

export function VenueRoute() {
  const { idOrSlug, slug, city, citySlug } = useParams();
  // /{city}/{slug} only names a venue when the first segment is a city; anything else is no page.
  const cityFromPath = city ?? citySlug;
  if (cityFromPath !== undefined && !(CITY_SLUGS as string[]).includes(cityFromPath)) return <NotFoundRoute />;
  return <VenueLoader idOrSlug={idOrSlug ?? slug ?? ''} />;
}
