// Every route of the web app: `path` is the pattern from the one route table (contract's ROUTES,
// which the server reads too), `getHref` builds a link.
import { ROUTES } from '@venue-finder/contract';

type QueryInit = URLSearchParams | Record<string, string | number | undefined>;

function withQuery(pathname: string, query?: QueryInit): string {
  if (!query) return pathname;
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query)
            .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
            .map(([key, value]) => [key, String(value)]),
        );
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

const segment = encodeURIComponent;

export const paths = {
  home: { path: ROUTES.home.pattern },
  /** Old listing address, kept as a redirect (the venue page's breadcrumb links here). */
  legacyVenues: { path: ROUTES.legacyVenues.pattern, getHref: () => '/venues' },
  /** Breadcrumb form of a listing (/venues/london/meeting-room), redirected to the query form. */
  legacyVenuesByPath: {
    path: ROUTES.legacyVenuesByPath.pattern,
    getHref: (city: string, category?: string) =>
      category ? `/venues/${segment(city)}/${segment(category)}` : `/venues/${segment(city)}`,
  },

  venues: {
    path: ROUTES.venues.pattern,
    getHref: (query?: QueryInit) => withQuery('/v2/venues', query),
  },
  venuesByPath: {
    /** e.g. /v2/venues/london/meeting-room/50-people */
    path: ROUTES.venuesByPath.pattern,
    getHref: (city: string, category?: string) =>
      category ? `/v2/venues/${segment(city)}/${segment(category)}` : `/v2/venues/${segment(city)}`,
  },

  venue: {
    path: ROUTES.venue.pattern,
    getHref: (idOrSlug: string) => `/v2/venue/${segment(idOrSlug)}`,
  },
  /** Other addresses of a venue page, seen in suggestions and older links. */
  cityVenue: {
    path: ROUTES.cityVenue.pattern,
    getHref: (city: string, slug: string) => `/${segment(city)}/${segment(slug)}`,
  },
  legacyVenue: { path: ROUTES.legacyVenue.pattern },
  v2CityVenue: { path: ROUTES.v2CityVenue.pattern },
  claimVenue: { path: ROUTES.claimVenue.pattern, getHref: (slug: string) => `/v2/venue/${segment(slug)}/claim` },

  brief: { path: ROUTES.brief.pattern, getHref: () => '/v2/brief' },
  enquiryThankYou: { path: ROUTES.enquiryThankYou.pattern, getHref: () => '/v2/enquire/thank-you' },
  compare: {
    path: ROUTES.compare.pattern,
    /** /compare?ids=a,b,c (commas left readable). */
    getHref: (ids?: readonly string[]) => (ids?.length ? `/compare?ids=${ids.map(segment).join(',')}` : '/compare'),
  },

  signIn: {
    path: ROUTES.signIn.pattern,
    /** /auth/magic, with the page to return to after signing in. */
    getHref: (next?: string) => withQuery('/auth/magic', { next }),
  },
  verifySignIn: { path: ROUTES.verifySignIn.pattern },
  adminLogin: { path: ROUTES.adminLogin.pattern, getHref: (next?: string) => withQuery('/admin/login', { next }) },
  adminReset: { path: ROUTES.adminReset.pattern, getHref: () => '/admin/reset' },

  ownerPortal: { path: ROUTES.ownerPortal.pattern, getHref: () => '/owners/portal' },
  ownerRegisterVenue: { path: ROUTES.ownerRegisterVenue.pattern, getHref: () => '/owners/register-venue' },

  admin: { path: ROUTES.admin.pattern },
  adminDashboard: { path: ROUTES.adminDashboard.pattern, getHref: () => '/admin/dashboard' },
  adminRegistrations: { path: ROUTES.adminRegistrations.pattern, getHref: () => '/admin/registrations' },
  adminClaims: { path: ROUTES.adminClaims.pattern, getHref: () => '/admin/claims' },
  adminChangeRequests: { path: ROUTES.adminChangeRequests.pattern, getHref: () => '/admin/change-requests' },
  adminVenues: { path: ROUTES.adminVenues.pattern, getHref: () => '/admin/venues' },
} as const;
