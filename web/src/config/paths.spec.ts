import { ROUTES, matchRoute, routeHref } from '@venue-finder/contract';
import { paths } from './paths';

describe('the web app’s links', () => {
  it('are the route table’s own: each link is read back as its route', () => {
    expect(matchRoute(paths.ownerRegisterVenue.getHref())?.name).toBe('ownerRegisterVenue');
    expect(matchRoute(paths.claimVenue.getHref('the-savoy'))?.name).toBe('claimVenue');
    expect(matchRoute(paths.cityVenue.getHref('london', 'the-savoy'))?.params).toEqual({
      city: 'london',
      slug: 'the-savoy',
    });
    expect(paths.adminVenues.path).toBe(ROUTES.adminVenues.pattern);
  });

  it('write a listing’s query as the address bar does, a space as +', () => {
    expect(paths.venues.getHref(new URLSearchParams([['near', 'EC2A 3BP']]))).toBe('/v2/venues?near=EC2A+3BP');
    expect(paths.venues.getHref({ city: 'london', q: '' })).toBe('/v2/venues?city=london');
    expect(paths.signIn.getHref('/owners/register-venue')).toBe('/auth/magic?next=%2Fowners%2Fregister-venue');
  });

  it('keep commas readable in a comparison link', () => {
    expect(paths.compare.getHref(['a', 'b c'])).toBe('/compare?ids=a,b%20c');
    expect(paths.compare.getHref([])).toBe('/compare');
  });

  it('cannot be built without the parameters a route names', () => {
    // Checked by the compiler (npm run typecheck reads the specs): each call below is refused.
    const refused = () => [
      // @ts-expect-error: a venue's link needs its idOrSlug
      routeHref('venue'),
      // @ts-expect-error: a listing's path form needs its city before a category
      routeHref('venuesByPath', { category: 'conference' }),
      // @ts-expect-error: no route names an `id`
      routeHref('claimVenue', { idOrSlug: 'x', id: 'y' }),
    ];
    expect(refused).toEqual(expect.any(Function));
  });
});
