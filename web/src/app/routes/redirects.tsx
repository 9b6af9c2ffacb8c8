// Older addresses of the results page, sent to /v2/venues with their query string kept.
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';

/** / and /venues → /v2/venues?… */
export function RedirectToVenues() {
  const { search } = useLocation();
  return <Navigate replace to={`${paths.venues.getHref()}${search}`} />;
}

/** /venues/{city}/{category} (breadcrumb links) → /v2/venues?city=…&category=… */
export function RedirectVenuesByPath() {
  const { city, category } = useParams();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  if (city) query.set('city', city);
  if (category) query.set('category', category);
  return <Navigate replace to={paths.venues.getHref(query)} />;
}
