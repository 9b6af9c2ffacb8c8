// Every route of the web app, spelled once: `path` is the router pattern, `getHref` builds a link.

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
  home: { path: '/' },
  /** Old listing address, kept as a redirect (the venue page's breadcrumb links here). */
  legacyVenues: { path: '/venues', getHref: () => '/venues' },
  /** Breadcrumb form of a listing (/venues/london/meeting-room), redirected to the query form. */
  legacyVenuesByPath: {
    path: '/venues/:city/:category?',
    getHref: (city: string, category?: string) =>
      category ? `/venues/${segment(city)}/${segment(category)}` : `/venues/${segment(city)}`,
  },

  venues: {
    path: '/v2/venues',
    getHref: (query?: QueryInit) => withQuery('/v2/venues', query),
  },
  venuesByPath: {
    /** e.g. /v2/venues/london/meeting-room/50-people */
    path: '/v2/venues/:city/:category?/:capacity?',
    getHref: (city: string, category?: string) =>
      category ? `/v2/venues/${segment(city)}/${segment(category)}` : `/v2/venues/${segment(city)}`,
  },

  venue: {
    path: '/v2/venue/:idOrSlug',
    getHref: (idOrSlug: string) => `/v2/venue/${segment(idOrSlug)}`,
  },
  /** Other addresses of a venue page, seen in suggestions and older links. */
  cityVenue: {
    path: '/:city/:slug',
    getHref: (city: string, slug: string) => `/${segment(city)}/${segment(slug)}`,
  },
  legacyVenue: { path: '/venue/:slug' },
  v2CityVenue: { path: '/v2/:citySlug/:slug' },
  claimVenue: { getHref: (slug: string) => `/v2/venue/${segment(slug)}/claim` },

  brief: { path: '/v2/brief', getHref: () => '/v2/brief' },
  enquiryThankYou: { path: '/v2/enquire/thank-you', getHref: () => '/v2/enquire/thank-you' },
  compare: {
    path: '/compare',
    /** /compare?ids=a,b,c (commas left readable). */
    getHref: (ids?: readonly string[]) => (ids?.length ? `/compare?ids=${ids.map(segment).join(',')}` : '/compare'),
  },

  ownerRegisterVenue: { getHref: () => '/owners/register-venue' },
} as const;
