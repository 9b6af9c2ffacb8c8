// Every route of the web app: `path` is the pattern from the one route table (contract's ROUTES,
// which the server reads too), `getHref` builds a link through the table's own `routeHref`, so
// no address is spelled twice. These wrappers only give the app's call sites short signatures.
import { type HrefQuery, ROUTES, routeHref } from '@venue-finder/contract';

export const paths = {
  home: { path: ROUTES.home.pattern },
  /** Old listing address, kept as a redirect (the venue page's breadcrumb links here). */
  legacyVenues: { path: ROUTES.legacyVenues.pattern, getHref: () => routeHref('legacyVenues') },
  /** Breadcrumb form of a listing (/venues/london/meeting-room), redirected to the query form. */
  legacyVenuesByPath: {
    path: ROUTES.legacyVenuesByPath.pattern,
    getHref: (city: string, category?: string) => routeHref('legacyVenuesByPath', { city, category }),
  },

  venues: {
    path: ROUTES.venues.pattern,
    getHref: (query?: HrefQuery) => routeHref('venues', {}, query),
  },
  /** e.g. /v2/venues/london/meeting-room/50-people */
  venuesByPath: { path: ROUTES.venuesByPath.pattern },

  venue: {
    path: ROUTES.venue.pattern,
    getHref: (idOrSlug: string) => routeHref('venue', { idOrSlug }),
  },
  /** Other addresses of a venue page, seen in suggestions and older links. */
  cityVenue: {
    path: ROUTES.cityVenue.pattern,
    getHref: (city: string, slug: string) => routeHref('cityVenue', { city, slug }),
  },
  legacyVenue: { path: ROUTES.legacyVenue.pattern },
  v2CityVenue: { path: ROUTES.v2CityVenue.pattern },
  claimVenue: {
    path: ROUTES.claimVenue.pattern,
    getHref: (idOrSlug: string) => routeHref('claimVenue', { idOrSlug }),
  },

  brief: { path: ROUTES.brief.pattern, getHref: () => routeHref('brief') },
  enquiryThankYou: { path: ROUTES.enquiryThankYou.pattern, getHref: () => routeHref('enquiryThankYou') },
  /** The planner's proposals, behind the private link they were mailed. */
  proposals: { path: ROUTES.proposals.pattern, getHref: () => routeHref('proposals') },
  /** Links mailed before carried the token in the path: moved after '#' at once. */
  proposalsOldLink: { path: ROUTES.proposalsOldLink.pattern },
  /** A signed-in planner's events, and one of them (the page the private link opens). */
  myEvents: { path: ROUTES.myEvents.pattern, getHref: () => routeHref('myEvents') },
  myEvent: { path: ROUTES.myEvent.pattern, getHref: (id: string) => routeHref('myEvent', { id }) },
  compare: {
    path: ROUTES.compare.pattern,
    /** /compare?ids=a,b,c (commas left readable, as planners share these links). */
    getHref: (ids?: readonly string[]) =>
      ids?.length ? `${routeHref('compare')}?ids=${ids.map(encodeURIComponent).join(',')}` : routeHref('compare'),
  },

  signIn: {
    path: ROUTES.signIn.pattern,
    /** /auth/magic, with the page to return to after signing in. */
    getHref: (next?: string) => routeHref('signIn', {}, { next }),
  },
  verifySignIn: { path: ROUTES.verifySignIn.pattern },
  adminLogin: { path: ROUTES.adminLogin.pattern, getHref: (next?: string) => routeHref('adminLogin', {}, { next }) },
  adminReset: { path: ROUTES.adminReset.pattern, getHref: () => routeHref('adminReset') },

  /** The owner portal, on the tab `?tab=` names (My Venues when none). */
  ownerPortal: {
    path: ROUTES.ownerPortal.pattern,
    getHref: (query?: { tab: string }) => routeHref('ownerPortal', {}, query),
  },
  /** The one-click unsubscribe link of non-essential mail. */
  mailUnsubscribe: { path: ROUTES.mailUnsubscribe.pattern },
  ownerRegisterVenue: {
    path: ROUTES.ownerRegisterVenue.pattern,
    /** The wizard on one draft (?draft=id), on a new one (?draft=new), or on the latest draft if none is named. */
    getHref: (draft?: string) => routeHref('ownerRegisterVenue', {}, { draft }),
  },
  ownerEditVenue: { path: ROUTES.ownerEditVenue.pattern, getHref: (id: string) => routeHref('ownerEditVenue', { id }) },

  admin: { path: ROUTES.admin.pattern },
  adminDashboard: { path: ROUTES.adminDashboard.pattern, getHref: () => routeHref('adminDashboard') },
  adminRegistrations: { path: ROUTES.adminRegistrations.pattern, getHref: () => routeHref('adminRegistrations') },
  adminRegistration: {
    path: ROUTES.adminRegistration.pattern,
    getHref: (id: string) => routeHref('adminRegistration', { id }),
  },
  adminClaims: { path: ROUTES.adminClaims.pattern, getHref: () => routeHref('adminClaims') },
  adminChangeRequests: { path: ROUTES.adminChangeRequests.pattern, getHref: () => routeHref('adminChangeRequests') },
  adminVenues: {
    path: ROUTES.adminVenues.pattern,
    getHref: (query?: HrefQuery) => routeHref('adminVenues', {}, query),
  },
  adminVenue: { path: ROUTES.adminVenue.pattern, getHref: (id: string) => routeHref('adminVenue', { id }) },
  adminVerifications: { path: ROUTES.adminVerifications.pattern, getHref: () => routeHref('adminVerifications') },
  adminReviews: { path: ROUTES.adminReviews.pattern, getHref: () => routeHref('adminReviews') },
  adminEnquiries: { path: ROUTES.adminEnquiries.pattern, getHref: () => routeHref('adminEnquiries') },
  adminOwners: {
    path: ROUTES.adminOwners.pattern,
    getHref: (query?: HrefQuery) => routeHref('adminOwners', {}, query),
  },
  adminOwner: { path: ROUTES.adminOwner.pattern, getHref: (id: string) => routeHref('adminOwner', { id }) },
  adminAudit: {
    path: ROUTES.adminAudit.pattern,
    getHref: (query?: HrefQuery) => routeHref('adminAudit', {}, query),
  },
  adminInvite: { path: ROUTES.adminInvite.pattern, getHref: () => routeHref('adminInvite') },
  adminSecurity: { path: ROUTES.adminSecurity.pattern, getHref: () => routeHref('adminSecurity') },
} as const;
