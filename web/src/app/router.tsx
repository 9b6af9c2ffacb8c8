// Every route of the app, in the branches of the one route table (contract's ROUTES, which the
// server reads too): public pages, the sign-in screens, the owner branch and the admin branch,
// each with its layout. Patterns come from config/paths.ts; the big pages and every signed-in
// screen load on demand, each in its own chunk, while the site frame renders at once. The same
// routes render on the server (entry-server.tsx), where a route's handle says what it needs
// first: the search results, the venue, or the venues compared.
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { compareVenuesQueryOptions } from '../features/compare/api/get-compare-venues';
import { venueQueryOptions } from '../lib/venue';
import { compareIdsFromAddress } from '../lib/compare-store';
import { isLazyPage, lazyPage } from './lazy-page';
import { AdminBranch, OwnerBranch } from './routes/branches';
import { NotFoundRoute } from './routes/not-found';
import { RedirectToVenues, RedirectVenuesByPath } from './routes/redirects';
import { RootRoute } from './routes/root';
import { RouteError } from './routes/route-error';
import {
  AdminChangeRequestsRoute,
  AdminClaimsRoute,
  AdminDashboardRoute,
  AdminEnquiriesRoute,
  AdminAuditRoute,
  AdminInviteRoute,
  AdminLoginRoute,
  AdminOwnerRoute,
  AdminOwnersRoute,
  AdminRegistrationRoute,
  AdminRegistrationsRoute,
  AdminResetRoute,
  AdminSecurityRoute,
  AdminVenueRoute,
  AdminVenuesRoute,
  AdminReviewsRoute,
  AdminVerificationsRoute,
  ClaimVenueRoute,
  EditListingRoute,
  OwnerPortalRoute,
  RegisterVenueRoute,
  SignInRoute,
} from './routes/signed-in-pages';

const VenuesRoute = lazyPage(() => import('./routes/venues').then((module) => module.VenuesRoute));
const VenueRoute = lazyPage(() => import('./routes/venue').then((module) => module.VenueRoute));
const CompareRoute = lazyPage(() => import('./routes/compare').then((module) => module.CompareRoute));
const BriefRoute = lazyPage(() => import('./routes/brief').then((module) => module.BriefRoute));
const EnquiryThankYouRoute = lazyPage(() => import('./routes/brief').then((module) => module.EnquiryThankYouRoute));
const ProposalsRoute = lazyPage(() => import('./routes/proposals').then((module) => module.ProposalsRoute));
const ProposalsOldLinkRoute = lazyPage(() =>
  import('./routes/proposals').then((module) => module.ProposalsOldLinkRoute),
);
const MyEventsRoute = lazyPage(() => import('./routes/my-events').then((module) => module.MyEventsRoute));
const MyEventRoute = lazyPage(() => import('./routes/my-events').then((module) => module.MyEventRoute));
const UnsubscribeRoute = lazyPage(() =>
  import('../features/mail-preferences/components/unsubscribe-page').then((module) => module.UnsubscribePage),
);

/** What the server renders a route with. */
export interface ServerRendering {
  /** The page's module as the build manifest names it: the head preloads its chunk. */
  chunk: string;
  /** The page is a search: its first results come from InstantSearch's server state. */
  search?: true;
  /** Data the page shows at once, fetched into the query client before rendering. */
  prefetch?: (queryClient: QueryClient, params: Params, url: URL) => Promise<void>;
  /** The addresses rendered, when not all are: the others show what only the browser knows. */
  rendersFor?: (url: URL) => boolean;
}

const searchPage: { handle: ServerRendering } = { handle: { chunk: 'src/app/routes/venues.tsx', search: true } };
const venuePage: { handle: ServerRendering } = {
  handle: {
    chunk: 'src/app/routes/venue.tsx',
    prefetch: (queryClient, { idOrSlug, slug }) => queryClient.prefetchQuery(venueQueryOptions(idOrSlug ?? slug ?? '')),
  },
};

// Only a comparison named in the address: /compare alone shows the list stored in the browser.
const comparePage: { handle: ServerRendering } = {
  handle: {
    chunk: 'src/app/routes/compare.tsx',
    rendersFor: (url) => compareIdsFromAddress(url.searchParams.get('ids')).length > 0,
    prefetch: (queryClient, _params, url) =>
      queryClient.prefetchQuery(compareVenuesQueryOptions(compareIdsFromAddress(url.searchParams.get('ids')))),
  },
};

export const appRoutes: RouteObject[] = [
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
          { path: paths.venues.path, Component: VenuesRoute, ...searchPage },
          { path: paths.venuesByPath.path, Component: VenuesRoute, ...searchPage },
          { path: paths.claimVenue.path, Component: ClaimVenueRoute },
          { path: paths.venue.path, Component: VenueRoute, ...venuePage },
          { path: paths.legacyVenue.path, Component: VenueRoute, ...venuePage },
          { path: paths.brief.path, Component: BriefRoute },
          { path: paths.enquiryThankYou.path, Component: EnquiryThankYouRoute },
          { path: paths.proposals.path, Component: ProposalsRoute },
          { path: paths.proposalsOldLink.path, Component: ProposalsOldLinkRoute },
          { path: paths.myEvents.path, Component: MyEventsRoute },
          { path: paths.myEvent.path, Component: MyEventRoute },
          { path: paths.mailUnsubscribe.path, Component: UnsubscribeRoute },
          { path: paths.compare.path, Component: CompareRoute, ...comparePage },
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
              { path: paths.adminRegistration.path, Component: AdminRegistrationRoute },
              { path: paths.adminClaims.path, Component: AdminClaimsRoute },
              { path: paths.adminChangeRequests.path, Component: AdminChangeRequestsRoute },
              { path: paths.adminVenues.path, Component: AdminVenuesRoute },
              { path: paths.adminVenue.path, Component: AdminVenueRoute },
              { path: paths.adminVerifications.path, Component: AdminVerificationsRoute },
              { path: paths.adminReviews.path, Component: AdminReviewsRoute },
              { path: paths.adminEnquiries.path, Component: AdminEnquiriesRoute },
              { path: paths.adminOwners.path, Component: AdminOwnersRoute },
              { path: paths.adminOwner.path, Component: AdminOwnerRoute },
              { path: paths.adminAudit.path, Component: AdminAuditRoute },
              { path: paths.adminInvite.path, Component: AdminInviteRoute },
              { path: paths.adminSecurity.path, Component: AdminSecurityRoute },
            ],
          },
          // Older venue addresses last: they match almost any two-part path.
          { path: paths.v2CityVenue.path, Component: VenueRoute, ...venuePage },
          { path: paths.cityVenue.path, Component: VenueRoute, ...venuePage },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];

/**
 * The browser's router. Over a page the server rendered it is told so (its routes load no data
 * of their own, so there is none to hand it): its scroll restoration then leaves the page where
 * the visitor has scrolled it before the app took over, instead of taking it back to the top.
 */
export function createRouter({ serverRendered }: { serverRendered: boolean }) {
  return createBrowserRouter(appRoutes, serverRendered ? { hydrationData: {} } : undefined);
}

export type AppRouter = ReturnType<typeof createRouter>;

/** Loads the chunks of the pages matched, so that rendering them does not suspend. */
export async function preloadMatches(matches: readonly { route: RouteObject }[]): Promise<void> {
  await Promise.all(matches.map(({ route }) => (isLazyPage(route.Component) ? route.Component.preload() : undefined)));
}

/** Loads the chunks of the pages `pathname` renders (the server's way; the browser's router has matched already). */
export async function preloadPages(pathname: string): Promise<void> {
  await preloadMatches(matchRoutes(appRoutes, pathname) ?? []);
}
