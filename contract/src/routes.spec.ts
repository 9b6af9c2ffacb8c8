import { ROUTES, matchRoute, routeHref, venuePath } from './routes.js';

describe('the route table', () => {
  it.each([
    ['/', 'home'],
    ['/v2/venues', 'venues'],
    ['/v2/venues/london/conference/50-people', 'venuesByPath'],
    ['/v2/venue/the-savoy', 'venue'],
    ['/v2/venue/the-savoy/claim', 'claimVenue'],
    ['/owners/register-venue', 'ownerRegisterVenue'],
    ['/admin', 'admin'],
    ['/admin/login', 'adminLogin'],
    ['/london/the-savoy', 'cityVenue'],
  ])('matches %p as %p', (path, name) => {
    expect(matchRoute(path)?.name).toBe(name);
  });

  it('decodes parameters and leaves optional ones out', () => {
    expect(matchRoute('/v2/venues/london')?.params).toEqual({
      city: 'london',
      category: undefined,
      capacity: undefined,
    });
    expect(matchRoute('/v2/venue/caf%C3%A9-rouge')?.params).toEqual({ idOrSlug: 'café-rouge' });
  });

  it('knows nothing of an address no route has', () => {
    expect(matchRoute('/no/such/page/here')).toBeNull();
    expect(matchRoute('/admin/login/extra')).toBeNull();
  });

  it('guards the owner and admin branches, and indexes none of their pages', () => {
    for (const route of Object.values(ROUTES)) {
      if (route.branch === 'owner') expect(route.guard).toBe('owner');
      if (route.branch === 'admin') expect(route.guard).toBe('admin');
      if (route.branch !== 'public') expect(route.indexable).toBe(false);
    }
  });

  it('builds a venue’s canonical address from its slug, else its id', () => {
    expect(venuePath({ slug: 'the-savoy', id: 'x' })).toBe('/v2/venue/the-savoy');
    expect(venuePath({ slug: '', id: '3f2a' })).toBe('/v2/venue/3f2a');
  });

  it('builds links from the patterns, so a link and its route cannot disagree', () => {
    expect(routeHref('ownerRegisterVenue')).toBe('/owners/register-venue');
    expect(routeHref('claimVenue', { idOrSlug: 'the-savoy' })).toBe('/v2/venue/the-savoy/claim');
    expect(routeHref('venuesByPath', { city: 'london', category: 'conference', capacity: '50-people' })).toBe(
      '/v2/venues/london/conference/50-people',
    );
    expect(routeHref('venuesByPath', { city: 'london' })).toBe('/v2/venues/london');
    expect(routeHref('venue', { idOrSlug: 'café rouge/1' })).toBe('/v2/venue/caf%C3%A9%20rouge%2F1');
  });

  it('reads back what it builds', () => {
    const href = routeHref('claimVenue', { idOrSlug: 'café rouge' });
    expect(matchRoute(href)).toEqual({
      name: 'claimVenue',
      route: ROUTES.claimVenue,
      params: { idOrSlug: 'café rouge' },
    });
  });

  it('adds a query with empty values left out and lists repeated', () => {
    expect(routeHref('venues', {}, { city: 'london', q: '', page: 2, amenities: ['wifi', 'parking'] })).toBe(
      '/v2/venues?city=london&page=2&amenities=wifi&amenities=parking',
    );
    expect(routeHref('signIn', {}, { next: '/owners/portal?tab=claims' })).toBe(
      '/auth/magic?next=%2Fowners%2Fportal%3Ftab%3Dclaims',
    );
    expect(routeHref('venues', {}, { q: undefined })).toBe('/v2/venues');
    expect(routeHref('venues', {}, new URLSearchParams([['near', 'EC2A 3BP']]))).toBe('/v2/venues?near=EC2A+3BP');
  });
});
