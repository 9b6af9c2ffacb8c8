import { ROUTES, matchRoute, venuePath } from './routes.js';

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
});
