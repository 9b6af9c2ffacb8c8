// The results, venue and compare pages arrive rendered: a visitor without JavaScript (or a
// crawler) sees real venues and can follow them and the pages of results, and with JavaScript
// the page takes over what the server sent without asking the API again and without a
// hydration error.
import { expect, test, type Page } from '@playwright/test';
import { apiSearch, resultsHeading, venueCards } from './support/venue-finder';

/** Errors the page raised or logged, leaving out tiles the map could not fetch (no internet here). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

/** Requests the page sends to the search API after it arrived. */
function searchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v2/venues')) urls.push(`${url.pathname}${url.search}`);
  });
  return urls;
}

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees the first 20 conference venues in London, opens one and pages on', async ({ page, request }) => {
    const first = await apiSearch(request, { city: 'london', category: 'conference' });
    const second = await apiSearch(request, { city: 'london', category: 'conference', page: 2 });

    await page.goto('/v2/venues/london/conference');
    await expect(resultsHeading(page, first.total)).toBeVisible();
    await expect(venueCards(page)).toHaveCount(20);
    // Drawn with the results page's own styles (its chunk's stylesheet), not only the site's.
    await expect(page.locator('.results-toolbar__controls')).toHaveCSS('display', 'flex');
    for (const venue of first.items) {
      await expect(page.getByRole('heading', { level: 2, name: venue.display_name, exact: true })).toBeVisible();
    }

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(venueCards(page).first()).toContainText(second.items[0].display_name);

    const venue = second.items[0];
    await venueCards(page).first().getByRole('link', { name: 'View Venue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: venue.display_name, exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Key facts' })).toContainText('guests');
    const hero = page.locator('img.gallery__main-image');
    await expect(hero).toHaveAttribute('src', venue.images[0]);
    expect(await hero.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(
      0,
    );
  });

  test('a comparison sent as a link shows its venues side by side, each a link to its page', async ({
    page,
    request,
  }) => {
    const venues = (await apiSearch(request, { city: 'bristol' })).items.slice(0, 3);
    await page.goto(`/compare?ids=${venues.map((venue) => venue.id).join(',')}`);
    await expect(page.getByText('3 venues side by side.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Overview of the venues compared' });
    for (const venue of venues) await expect(table.getByRole('link', { name: venue.display_name })).toBeVisible();
    await table.getByRole('link', { name: venues[1].display_name }).click();
    await expect(page.getByRole('heading', { level: 1, name: venues[1].display_name, exact: true })).toBeVisible();
  });
});

/**
 * Records every use of Intl's locale formatting on the page, which makes the browser load its
 * locale data (45-100 ms of a fresh tab's main thread on this machine) — what the number
 * formatting in contract/src/numbers-en-gb.ts spares the landing pages.
 */
async function recordIntlUse(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const used: string[] = [];
    (globalThis as unknown as { intlUsed: string[] }).intlUsed = used;
    const note = (name: string) => used.push(`${name}\n${new Error().stack?.split('\n').slice(2, 4).join('\n')}`);
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const original = (Intl as unknown as Record<string, unknown>)[name];
      if (typeof original !== 'function') continue;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
        construct: (target, args, newTarget) => (note(`new Intl.${name}`), Reflect.construct(target, args, newTarget)),
        apply: (target, self, args) => (note(`Intl.${name}`), Reflect.apply(target, self, args)),
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
      [Array.prototype, 'toLocaleString'],
    ];
    for (const [prototype, name] of methods) {
      const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[name];
      (prototype as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        note(name);
        return original.apply(this, args);
      };
    }
  });
  return () => page.evaluate(() => (globalThis as unknown as { intlUsed: string[] }).intlUsed);
}

test.describe('With JavaScript', () => {
  test('the results, venue and compare pages load and hydrate without Intl’s locale data', async ({
    page,
    request,
  }) => {
    const intlUsed = await recordIntlUse(page);
    const venues = (await apiSearch(request, { city: 'london' })).items.slice(0, 3);

    await page.goto('/v2/venues/london/conference');
    await expect(page.getByLabel('City', { exact: true })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(await intlUsed()).toEqual([]);

    await page.goto(`/v2/venue/${venues[0].slug}`);
    await expect(page.getByRole('heading', { level: 1, name: venues[0].display_name, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await intlUsed()).toEqual([]);

    await page.goto(`/compare?ids=${venues.map((venue) => venue.id).join(',')}`);
    await expect(page.getByText('3 venues side by side.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await intlUsed()).toEqual([]);
    // The recorder itself works: a use is seen.
    await page.evaluate(() => (1234).toLocaleString('en-GB'));
    expect(await intlUsed()).toHaveLength(1);
  });

  test('the results page hydrates from the server’s answers and then searches as before', async ({ page, request }) => {
    const errors = collectErrors(page);
    const searches = searchRequests(page);
    const stylesheets: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'stylesheet') stylesheets.push(sent.url());
    });
    const london = await apiSearch(request, { city: 'london' });

    await page.goto('/v2/venues/london/conference');
    await page.waitForLoadState('networkidle');
    expect(searches).toEqual([]);
    // The page's styles came written into the HTML; loading its chunk fetched them not again.
    expect(stylesheets).toEqual([]);
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/venues-"]')).toHaveCount(1);
    await expect(page.locator('.results-toolbar__controls')).toHaveCSS('display', 'flex');

    await page.getByLabel('Category').selectOption('');
    await expect(page).toHaveURL(/\/v2\/venues\?city=london$/);
    await expect(resultsHeading(page, london.total)).toBeVisible();
    expect(searches.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('the filters wait for the app: disabled until it takes the page over, then they search', async ({
    page,
    request,
  }) => {
    const leeds = await apiSearch(request, { city: 'leeds' });
    // A slow phone: the results page's script arrives only once the test has looked at the page
    // without it (a timer here raced a busy machine's own slowness).
    let arrive!: () => void;
    const scriptSent = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/assets/venues-*.js', async (route) => {
      await scriptSent;
      await route.continue();
    });
    await page.goto('/v2/venues', { waitUntil: 'commit' });
    const city = page.getByLabel('City', { exact: true });
    await expect(venueCards(page)).toHaveCount(20);
    await expect(city).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Search venues' })).toBeDisabled();

    arrive();
    await expect(city).toBeEnabled();
    await city.selectOption('leeds');
    await expect(page).toHaveURL(/city=leeds/);
    await expect(resultsHeading(page, leeds.total)).toBeVisible();
  });

  test('the app is asked for as the page arrives, not after its pictures, each chunk once', async ({
    page,
    request,
  }) => {
    const [venue] = (await apiSearch(request, { city: 'leeds' })).items;
    const path = `/v2/venue/${venue.slug}`;
    // The head preloads the app's chunks: the browser asks for them as it reads the HTML.
    const sent = await (await request.get(path)).text();
    const head = /<head>([\s\S]*)<\/head>/.exec(sent)?.[1] ?? '';
    const preloaded = [...head.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[\w-]+\.js)">/g)].map(
      ([, file]) => file,
    );
    expect(preloaded.length).toBeGreaterThan(5);
    const asked: string[] = [];
    page.on('request', (sentRequest) => asked.push(new URL(sentRequest.url()).pathname));

    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Open photo 1 of/ })).toBeEnabled();
    const { painted, loaded, chunks } = await page.evaluate(() => {
      // Typed loosely: these tests compile without the DOM's types.
      const entriesOf = performance.getEntriesByType as unknown as (type: string) => Record<string, number>[];
      const navigation = entriesOf.call(performance, 'navigation')[0]!;
      return {
        painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        loaded: navigation.loadEventStart!,
        chunks: performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, asked: entry.startTime }))
          .filter((entry) => /^\/assets\/[\w-]+\.js$/.test(entry.path)),
      };
    });
    for (const file of preloaded) {
      const chunk = chunks.find((entry) => entry.path === file);
      expect(chunk, `${file} fetched`).toBeDefined();
      // Asked for before the page had even painted, let alone loaded its pictures.
      expect(chunk!.asked, `${file} asked for before the first paint`).toBeLessThan(painted);
      expect(chunk!.asked, `${file} asked for before the load`).toBeLessThan(loaded);
      // Vite's loader saw the head's link and added no second request.
      expect(
        asked.filter((pathAsked) => pathAsked === file),
        `${file} asked for once`,
      ).toHaveLength(1);
    }
  });

  test('the venue page hydrates without fetching the venue again', async ({ page, request }) => {
    const [venue] = (await apiSearch(request, { city: 'leeds' })).items;
    const errors = collectErrors(page);
    const searches = searchRequests(page);

    await page.goto(`/v2/venue/${venue.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: venue.display_name, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(searches).not.toContain(`/api/v2/venues/${venue.slug}`);
    // The page is live: the gallery's lightbox opens.
    await page.getByRole('button', { name: /^Open photo 1 of/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a comparison sent as a link hydrates without fetching its venues again, then works as before', async ({
    page,
    request,
  }) => {
    const venues = (await apiSearch(request, { city: 'bristol' })).items.slice(0, 3);
    const errors = collectErrors(page);
    const searches = searchRequests(page);

    await page.goto(`/compare?ids=${venues.map((venue) => venue.id).join(',')}`);
    await expect(page.getByText('3 venues side by side.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(searches.filter((url) => venues.some((venue) => url === `/api/v2/venues/${venue.id}`))).toEqual([]);
    // The page is live: a venue can be removed, and a tab switches.
    await page.getByRole('button', { name: `Remove ${venues[0].display_name} from comparison` }).click();
    await expect(page.getByText('2 venues side by side.')).toBeVisible();
    await page.getByRole('tab', { name: 'Capacities' }).click();
    await expect(page.getByRole('table', { name: 'Capacities of the venues compared' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
