// Every page of the product, once: its address pattern (react-router syntax), the branch of the
// app it belongs to (each with its own layout), who may see it, and whether search engines may
// index it. The web's router takes its patterns from here, and the server answers a page's
// status and robots tag from the same table, so an address the app does not know is a 404 from
// the server too. Listed most specific first: the first pattern that matches wins.

export type RouteBranch = 'public' | 'auth' | 'owner' | 'admin';
/** Who may open the page: anyone, a signed-in owner, a signed-in planner, or an administrator. */
export type RouteGuard = 'none' | 'owner' | 'planner' | 'admin';

export interface RouteDefinition {
  readonly pattern: string;
  readonly branch: RouteBranch;
  readonly guard: RouteGuard;
  /** False for redirects and for pages that are someone's own or behind a sign-in. */
  readonly indexable: boolean;
}

/** Keeps each route's pattern, branch and guard as literal types: a layout can require its own
 * guard, and `routeHref` knows from the pattern which parameters a link needs. */
const page = <P extends string, B extends RouteBranch, G extends RouteGuard>(
  pattern: P,
  branch: B,
  guard: G,
  indexable: boolean,
) => ({
  pattern,
  branch,
  guard,
  indexable,
});

export const ROUTES = {
  home: page('/', 'public', 'none', false),
  legacyVenues: page('/venues', 'public', 'none', false),
  legacyVenuesByPath: page('/venues/:city/:category?', 'public', 'none', false),
  venues: page('/v2/venues', 'public', 'none', true),
  venuesByPath: page('/v2/venues/:city/:category?/:capacity?', 'public', 'none', true),
  claimVenue: page('/v2/venue/:idOrSlug/claim', 'public', 'none', false),
  venue: page('/v2/venue/:idOrSlug', 'public', 'none', true),
  brief: page('/v2/brief', 'public', 'none', false),
  enquiryThankYou: page('/v2/enquire/thank-you', 'public', 'none', false),
  /** The planner's proposals, behind the private link they were mailed (no account): its token
   * travels after '#', never in the address a server sees. */
  proposals: page('/v2/proposals', 'public', 'none', false),
  /** Links mailed before carried the token in the path; the page moves it after '#' at once. */
  proposalsOldLink: page('/v2/proposals/:token', 'public', 'none', false),
  /** A signed-in planner's events (every brief their address sent), and one of them. */
  myEvents: page('/v2/my-events', 'public', 'planner', false),
  myEvent: page('/v2/my-events/:id', 'public', 'planner', false),
  compare: page('/compare', 'public', 'none', true),
  legacyVenue: page('/venue/:slug', 'public', 'none', true),

  signIn: page('/auth/magic', 'auth', 'none', false),
  verifySignIn: page('/auth/verify', 'auth', 'none', false),
  adminLogin: page('/admin/login', 'auth', 'none', false),
  adminReset: page('/admin/reset', 'auth', 'none', false),

  ownerPortal: page('/owners/portal', 'owner', 'owner', false),
  ownerRegisterVenue: page('/owners/register-venue', 'owner', 'owner', false),
  ownerEditVenue: page('/owners/venues/:id/edit', 'owner', 'owner', false),

  admin: page('/admin', 'admin', 'admin', false),
  adminDashboard: page('/admin/dashboard', 'admin', 'admin', false),
  adminRegistrations: page('/admin/registrations', 'admin', 'admin', false),
  adminRegistration: page('/admin/registrations/:id', 'admin', 'admin', false),
  adminClaims: page('/admin/claims', 'admin', 'admin', false),
  adminChangeRequests: page('/admin/change-requests', 'admin', 'admin', false),
  adminVenues: page('/admin/venues', 'admin', 'admin', false),
  adminVenue: page('/admin/venues/:id', 'admin', 'admin', false),
  adminVerifications: page('/admin/verifications', 'admin', 'admin', false),
  adminReviews: page('/admin/reviews', 'admin', 'admin', false),
  adminEnquiries: page('/admin/enquiries', 'admin', 'admin', false),
  adminOwners: page('/admin/owners', 'admin', 'admin', false),
  adminOwner: page('/admin/owners/:id', 'admin', 'admin', false),
  adminAudit: page('/admin/audit', 'admin', 'admin', false),
  adminInvite: page('/admin/invite', 'admin', 'admin', false),
  adminSecurity: page('/admin/security', 'admin', 'admin', false),

  /** The one-click unsubscribe link of non-essential mail (a signed token, no sign-in). */
  mailUnsubscribe: page('/mail/unsubscribe', 'public', 'none', false),

  /** Older venue addresses seen in suggestions and links: /v2/london/slug and /london/slug. */
  v2CityVenue: page('/v2/:citySlug/:slug', 'public', 'none', true),
  cityVenue: page('/:city/:slug', 'public', 'none', true),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;

export interface RouteMatch {
  name: RouteName;
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

/** The first route whose pattern matches the path (decoded parameters), or null. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const route: RouteDefinition = ROUTES[name];
    const params = matchPattern(route.pattern, parts);
    if (params) return { name, route, params };
  }
  return null;
}

function matchPattern(pattern: string, parts: string[]): Record<string, string | undefined> | null {
  const segments = pattern.split('/').filter(Boolean);
  const required = segments.filter((segment) => !segment.endsWith('?')).length;
  if (parts.length < required || parts.length > segments.length) return null;
  const params: Record<string, string | undefined> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (segment.startsWith(':')) {
      const name = segment.replace(/^:|\?$/g, '');
      params[name] = part === undefined ? undefined : safeDecode(part);
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;

/** The parameters a pattern names: `:city` is required, `:category?` may be left out. */
export type RouteParams<P extends string> = {
  [S in Segments<P> as S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never]: string;
} & {
  [S in Segments<P> as S extends `:${infer Name}?` ? Name : never]?: string;
};

/** A link's query string: empty values are left out, a list repeats its key (?a=1&a=2). */
export type HrefQuery = URLSearchParams | Readonly<Record<string, string | number | readonly string[] | undefined>>;

type HrefArgs<P extends string> =
  Record<string, never> extends RouteParams<P>
    ? [params?: RouteParams<P>, query?: HrefQuery]
    : [params: RouteParams<P>, query?: HrefQuery];

/**
 * A link to a route of the table, its parameters checked against the pattern by the compiler:
 * `routeHref('venue', { idOrSlug: 'the-savoy' })` is '/v2/venue/the-savoy'. Segments are
 * percent-encoded; an optional segment left out ends the path (a later one cannot follow a gap).
 */
export function routeHref<N extends RouteName>(name: N, ...[params, query]: HrefArgs<(typeof ROUTES)[N]['pattern']>) {
  const values = (params ?? {}) as Record<string, string | undefined>;
  const parts: string[] = [];
  for (const segment of ROUTES[name].pattern.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      parts.push(segment);
      continue;
    }
    const value = values[segment.replace(/^:|\?$/g, '')];
    if (value === undefined || value === '') break;
    parts.push(encodeURIComponent(value));
  }
  return `/${parts.join('/')}${queryString(query)}`;
}

function queryString(query: HrefQuery | undefined): string {
  // Encoded as a form is (a space as '+'), the way browsers and URLSearchParams write queries.
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams))
    for (const [key, value] of Object.entries(query ?? {}))
      for (const item of Array.isArray(value) ? value : [value])
        if (item !== undefined && item !== '') params.append(key, String(item));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The canonical address of a venue's page: by its slug, else its id. */
export function venuePath(venue: { slug: string; id: string }): string {
  return routeHref('venue', { idOrSlug: venue.slug || venue.id });
}
