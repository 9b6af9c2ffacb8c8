// Every route of the app, in the branches of the one route table (contract's ROUTES, which the
// server reads too): public pages, the sign-in screens, the owner branch and the admin branch,
// each with its layout. Patterns come from config/paths.ts; the big pages and every signed-in
// screen load on demand, each in its own chunk, while the site frame renders at once.
import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { paths } from '../config/paths';
import { AdminBranch, OwnerBranch } from './routes/branches';
import { NotFoundRoute } from './routes/not-found';
import { RedirectToVenues, RedirectVenuesByPath } from './routes/redirects';
import { RootRoute } from './routes/root';
import { RouteError } from './routes/route-error';
import {
  AdminChangeRequestsRoute,
  AdminClaimsRoute,
  AdminDashboardRoute,
  AdminLoginRoute,
  AdminRegistrationsRoute,
  AdminResetRoute,
  AdminVenueRoute,
  AdminVenuesRoute,
  AdminVerificationsRoute,
  ClaimVenueRoute,
  EditListingRoute,
  OwnerPortalRoute,
  RegisterVenueRoute,
  SignInRoute,
} from './routes/signed-in-pages';

const VenuesRoute = lazy(() => import('./routes/venues').then((module) => ({ default: module.VenuesRoute })));
const VenueRoute = lazy(() => import('./routes/venue').then((module) => ({ default: module.VenueRoute })));
const CompareRoute = lazy(() => import('./routes/compare').then((module) => ({ default: module.CompareRoute })));
const BriefRoute = lazy(() => import('./routes/brief').then((module) => ({ default: module.BriefRoute })));
const EnquiryThankYouRoute = lazy(() =>
  import('./routes/brief').then((module) => ({ default: module.EnquiryThankYouRoute })),
);

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
            // Public
            { index: true, Component: RedirectToVenues },
            { path: paths.legacyVenues.path, Component: RedirectToVenues },
            { path: paths.legacyVenuesByPath.path, Component: RedirectVenuesByPath },
            { path: paths.venues.path, Component: VenuesRoute },
            { path: paths.venuesByPath.path, Component: VenuesRoute },
            { path: paths.claimVenue.path, Component: ClaimVenueRoute },
            { path: paths.venue.path, Component: VenueRoute },
            { path: paths.legacyVenue.path, Component: VenueRoute },
            { path: paths.brief.path, Component: BriefRoute },
            { path: paths.enquiryThankYou.path, Component: EnquiryThankYouRoute },
            { path: paths.compare.path, Component: CompareRoute },
            // Sign-in
            { path: paths.signIn.path, Component: SignInRoute },
            { path: paths.verifySignIn.path, Component: SignInRoute },
            { path: paths.adminLogin.path, Component: AdminLoginRoute },
            { path: paths.adminReset.path, Component: AdminResetRoute },
            // Owners
            {
              Component: OwnerBranch,
              children: [
                { path: paths.ownerPortal.path, Component: OwnerPortalRoute },
                { path: paths.ownerRegisterVenue.path, Component: RegisterVenueRoute },
                { path: paths.ownerEditVenue.path, Component: EditListingRoute },
              ],
            },
            // Administrators
            {
              Component: AdminBranch,
              children: [
                { path: paths.admin.path, Component: AdminDashboardRoute },
                { path: paths.adminDashboard.path, Component: AdminDashboardRoute },
                { path: paths.adminRegistrations.path, Component: AdminRegistrationsRoute },
                { path: paths.adminClaims.path, Component: AdminClaimsRoute },
                { path: paths.adminChangeRequests.path, Component: AdminChangeRequestsRoute },
                { path: paths.adminVenues.path, Component: AdminVenuesRoute },
                { path: paths.adminVenue.path, Component: AdminVenueRoute },
                { path: paths.adminVerifications.path, Component: AdminVerificationsRoute },
              ],
            },
            // Older venue addresses last: they match almost any two-part path.
            { path: paths.v2CityVenue.path, Component: VenueRoute },
            { path: paths.cityVenue.path, Component: VenueRoute },
            { path: '*', Component: NotFoundRoute },
          ],
        },
      ],
    },
  ]);
}
