import { EMPTY_VENUE_SEARCH, type VenueSearchState } from './venue-search-state';
import { createVenuesRouter } from './venues-routing';

/** A browser history of addresses, moved by the router's own navigation and by Back. */
function fakeBrowser(start: string) {
  const entries = [start];
  let index = 0;
  const here = () => new URL(entries[index], 'http://localhost');
  return {
    location: () => ({ pathname: here().pathname, search: here().search }),
    navigate: (href: string) => {
      entries.splice(index + 1, Infinity, href);
      index += 1;
    },
    back: () => {
      index -= 1;
    },
  };
}

const search = (city: string): VenueSearchState => ({ ...EMPTY_VENUE_SEARCH, city: city as VenueSearchState['city'] });

describe('the results page’s router', () => {
  it('writes a new search to the address, once', () => {
    const browser = fakeBrowser('/v2/venues');
    const router = createVenuesRouter(browser.navigate, browser.location);
    router.write(search('leeds'));
    router.write(search('leeds'));
    expect(browser.location().search).toBe('?city=leeds');
  });

  it('follows Back to an address even when a late effect still carries the address in between', () => {
    const browser = fakeBrowser('/v2/venues');
    const router = createVenuesRouter(browser.navigate, browser.location);
    const followed: (string | null)[] = [];
    router.onUpdate((route) => followed.push(route.city));

    router.write(search('leeds'));
    router.write(search('bristol'));
    // The page's effect for the Leeds address runs only now, after the Bristol navigation.
    router.locationChanged();
    expect(followed).toEqual([]);

    browser.back();
    router.locationChanged();
    expect(followed).toEqual(['leeds']);
    router.locationChanged();
    expect(followed).toEqual(['leeds']);
  });
});
