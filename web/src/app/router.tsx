// Every route of the app. Patterns come from config/paths.ts; pages live in app/routes. The big
// pages (results with InstantSearch, venue, compare) load on demand, each in its own chunk, while
// the site frame around them renders at once.
import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { paths } from '../config/paths';
import { BriefRoute, EnquiryThankYouRoute } from './routes/brief';
import { NotFoundRoute } from './routes/not-found';
import { RedirectToVenues, RedirectVenuesByPath } from './routes/redirects';
import { RootRoute } from './routes/root';
import { RouteError } from './routes/route-error';

const VenuesRoute = lazy(() => import('./routes/venues').then((module) => ({ default: module.VenuesRoute })));
const VenueRoute = lazy(() => import('./routes/venue').then((module) => ({ default: module.VenueRoute })));
const CompareRoute = lazy(() => import('./routes/compare').then((module) => ({ default: module.CompareRoute })));

export function createRouter() {
  return createBrowserRouter([
    {
      path: paths.home.path,
      Component: RootRoute,
      children: [
        {
          // Errors render inside the site frame, so the header and footer stay usable.
          errorElement: <RouteError />,
          children: [
            { index: true, Component: RedirectToVenues },
            { path: paths.legacyVenues.path, Component: RedirectToVenues },
            { path: paths.legacyVenuesByPath.path, Component: RedirectVenuesByPath },
            { path: paths.venues.path, Component: VenuesRoute },
            { path: paths.venuesByPath.path, Component: VenuesRoute },
            { path: paths.venue.path, Component: VenueRoute },
            { path: paths.legacyVenue.path, Component: VenueRoute },
            { path: paths.v2CityVenue.path, Component: VenueRoute },
            { path: paths.cityVenue.path, Component: VenueRoute },
            { path: paths.brief.path, Component: BriefRoute },
            { path: paths.enquiryThankYou.path, Component: EnquiryThankYouRoute },
            { path: paths.compare.path, Component: CompareRoute },
            { path: '*', Component: NotFoundRoute },
          ],
        },
      ],
    },
  ]);
}
