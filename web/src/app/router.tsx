// Every route of the app, in the branches of the one route table (contract's ROUTES, which the
// server reads too): public pages, the sign-in screens, the owner branch and the admin branch,
// each with its layout. Patterns come from config/paths.ts; the big pages and every signed-in
// screen load on demand, each in its own chunk, while the site frame renders at once. The
// signed-in areas' routes themselves (routes/signed-in-routes.tsx) are added to the browser's
// router only when one of their addresses is opened, so a landing page carries none of them.
// The same routes render on the server (entry-server.tsx), with the signed-in areas from the
// start, where a route's handle says what it needs first: the search results, the venue, or the
// venues compared.
import type { QueryClient } from '@tanstack/react-query';
import { matchRoute } from '@venue-finder/contract';
import { createBrowserRouter, type Params, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { compareVenuesQueryOptions } from '../features/compare/api/get-compare-venues';
import { venueQueryOptions } from '../lib/venue';
import { compareIdsFromAddress } from '../lib/compare-store';
import { isLazyPage, lazyPage } from './lazy-page';
import { NotFoundRoute } from './routes/not-found';
import { RedirectToVenues, RedirectVenuesByPath } from './routes/redirects';
import { RootRoute } from './routes/root';
import { RouteError } from './routes/route-error';

const VenuesRoute = lazyPage(() => import('./routes/venues').then((module) => module.VenuesRoute));
const VenueRoute = lazyPage(() => import('./routes/venue').then((module) => module.VenueRoute));
const CompareRoute = lazyPage(() => import('./routes/compare').then((module) => module.CompareRoute));
const BriefRoute = lazyPage(() => import('./routes/brief').then((module) => module.BriefRoute));
const EnquiryThankYouRoute = lazyPage(() => import('./routes/brief').then((module) => module.EnquiryThankYouRoute));
const ProposalsRoute = lazyPage(() => import('./routes/proposals').then((module) => module.ProposalsRoute));
const ProposalsOldLinkRoute = lazyPage(() =>
  import('./routes/proposals').then((module) => module.ProposalsOldLinkRoute),
);
const ClaimVenueRoute = lazyPage(() =>
  import('../features/claims/components/claim-venue-page').then((module) => module.ClaimVenuePage),
);
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

/** The route the pages hang from: the signed-in areas are added to its children. */
const PAGES = 'pages';

/** The route table: the public pages, with `signedIn` (the signed-in areas) when given. */
export const appRoutes = (signedIn: RouteObject[] = []): RouteObject[] => [
  {
    path: paths.home.path,
    Component: RootRoute,
    children: [
      {
        id: PAGES,
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
          { path: paths.mailUnsubscribe.path, Component: UnsubscribeRoute },
          { path: paths.compare.path, Component: CompareRoute, ...comparePage },
          // Older venue addresses last: they match almost any two-part path.
          { path: paths.v2CityVenue.path, Component: VenueRoute, ...venuePage },
          { path: paths.cityVenue.path, Component: VenueRoute, ...venuePage },
          { path: '*', Component: NotFoundRoute },
          // After the public pages, so that theirs are numbered alike in the server's table and the
          // browser's (react-router ranks a path's routes by their patterns, not their order).
          ...signedIn,
        ],
      },
    ],
  },
];

/** Whether an address belongs to a signed-in area: a branch of its own, or a guard (contract's table). */
function inSignedInArea(pathname: string): boolean {
  const route = matchRoute(pathname)?.route;
  return route !== undefined && (route.branch !== 'public' || route.guard !== 'none');
}

/**
 * The browser's router, on the public pages' routes: the first time an address of a signed-in
 * area is opened, it loads their routes and adds them (react-router asks whenever an address
 * matches no route, or only one with parameters, such as the older venue addresses or '*').
 * Over a page the server rendered it is told so (its routes load no data of their own, so there
 * is none to hand it): its scroll restoration then leaves the page where the visitor has
 * scrolled it before the app took over, instead of taking it back to the top.
 */
export function createRouter({ serverRendered }: { serverRendered: boolean }) {
  return createBrowserRouter(appRoutes(), {
    ...(serverRendered ? { hydrationData: {} } : {}),
    async patchRoutesOnNavigation({ path, patch }) {
      if (!inSignedInArea(path)) return;
      const { signedInRoutes } = await import('./routes/signed-in-routes');
      patch(PAGES, signedInRoutes);
    },
  });
}

export type AppRouter = ReturnType<typeof createRouter>;

/** Loads the chunks of the pages matched, so that rendering them does not suspend. */
export async function preloadMatches(matches: readonly { route: RouteObject }[]): Promise<void> {
  await Promise.all(matches.map(({ route }) => (isLazyPage(route.Component) ? route.Component.preload() : undefined)));
}
