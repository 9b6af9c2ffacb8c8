import { expect, test } from '@playwright/test';
import { holdIdleCallbacks, releaseIdleCallbacks } from './support/idle-callbacks';
import { apiSearch, venueWithManyPhotos } from './support/venue-finder';

test.describe('Venue page', () => {
  test('gallery: five thumbnails, +N for the rest, and a lightbox worked from the keyboard', async ({
    page,
    request,
  }) => {
    const venue = await venueWithManyPhotos(request);
    const name = venue.display_name || venue.name;
    const count = new Set(venue.images).size;

    await page.goto(`/v2/venue/${venue.slug}`);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    const thumbnails = page.getByRole('list', { name: 'Photos' }).getByRole('button');
    await expect(thumbnails).toHaveCount(5);
    await expect(page.getByRole('button', { name: `Show all ${count} photos` })).toHaveText(`+${count - 5}`);

    // A thumbnail changes the large photo.
    await page.getByRole('button', { name: `Show photo 2 of ${count}` }).click();
    await expect(page.getByRole('button', { name: `Show photo 2 of ${count}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const opener = page.getByRole('button', { name: new RegExp(`^Open photo 2 of ${count}`) });
    await opener.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: `Photos of ${name}` });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText(`Photo 2 of ${count}`)).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText(`Photo 3 of ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText(`Photo ${count} of ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText(`Photo 1 of ${count}`)).toBeVisible();

    // Focus starts on Close; Tab goes round the dialog's buttons and never leaves it.
    const close = lightbox.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(lightbox.getByRole('button', { name: 'Previous photo' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(lightbox.getByRole('button', { name: 'Next photo' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(lightbox.getByRole('button', { name: 'Next photo' })).toBeFocused();
    await lightbox.getByRole('button', { name: 'Next photo' }).click();
    await expect(lightbox.getByText(`Photo 2 of ${count}`)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the sections of a well-filled venue, the breadcrumb and the actions', async ({ page, request }) => {
    const detail = (await (await request.get('/api/v2/venues/the-regent-rooms-cardiff')).json()) as {
      slug: string;
      name: string;
      city_slug: string;
      primary_category: string;
      faqs?: { question: string; answer: string }[];
    };
    await page.goto(`/v2/venue/${detail.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Venues' })).toHaveAttribute('href', '/venues');
    await expect(breadcrumb.getByRole('link', { name: 'Cardiff' })).toHaveAttribute(
      'href',
      `/venues/${detail.city_slug}`,
    );
    await expect(breadcrumb.getByRole('link', { name: 'Meeting Room' })).toHaveAttribute(
      'href',
      `/venues/${detail.city_slug}/${detail.primary_category}`,
    );

    for (const section of [
      'Capacity',
      'Rooms',
      'Features',
      'Space specifications',
      'Accessibility',
      'Address and contact',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('table', { name: /Rooms/ })).toBeVisible();
    // 555 m² is 5,974 sq ft at 10.764 sq ft to the m².
    await expect(page.getByText(/m² \([\d,]+ sq ft\)/).first()).toBeVisible();

    const faq = detail.faqs?.[0];
    if (faq) {
      const question = page.getByRole('button', { name: faq.question });
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(faq.answer)).toBeVisible();
    }

    const actions = page.getByRole('complementary', { name: 'Venue actions' });
    await actions.getByRole('button', { name: 'Add to Brief' }).click();
    await expect(actions.getByRole('button', { name: 'Added to Brief' })).toBeDisabled();
    await expect(actions.getByRole('link', { name: 'Get Free Proposals' })).toHaveAttribute('href', '/v2/brief');
    await expect(actions.getByText(/£[\d,]+ per day/)).toBeVisible();
  });

  test('every control writes in the page’s font, not the browser’s own', async ({ page, request }) => {
    const venue = await venueWithManyPhotos(request);
    await page.goto(`/v2/venue/${venue.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const fonts = await page.evaluate(() => {
      const { getComputedStyle, document } = globalThis as unknown as {
        getComputedStyle(element: unknown): { fontFamily: string };
        document: { body: unknown; querySelectorAll(selector: string): Iterable<unknown> };
      };
      const controls = [...document.querySelectorAll('button, input, select, textarea')];
      return {
        page: getComputedStyle(document.body).fontFamily,
        controls: controls.map((c) => getComputedStyle(c).fontFamily),
      };
    });
    expect(fonts.controls.length).toBeGreaterThan(5);
    expect(new Set(fonts.controls)).toEqual(new Set([fonts.page]));
  });

  test('the bottom bar appears once the page has scrolled past 400 px', async ({ page }) => {
    await page.goto('/v2/venue/the-regent-rooms-cardiff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Quick actions' });
    await expect(bar).toBeHidden();
    await page.mouse.wheel(0, 300);
    await expect(bar).toBeHidden();
    await page.mouse.wheel(0, 700);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Get Free Proposals' })).toBeVisible();
  });

  test('a visitor who scrolls before the app has taken the page over stays where they scrolled', async ({ page }) => {
    // A slow phone: the page's scripts arrive only once the visitor has scrolled down.
    let arrive!: () => void;
    const scriptsSent = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/assets/venue-*.js', async (route) => {
      await scriptsSent;
      await route.continue();
    });
    const scrolled = () => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
    await page.goto('/v2/venue/the-regent-rooms-cardiff', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 1000);
    await expect.poll(scrolled).toBeGreaterThan(900);

    arrive();
    // The bar shows once the app is running, and the page has not gone back to the top.
    await expect(page.getByRole('region', { name: 'Quick actions' })).toBeVisible();
    expect(await scrolled()).toBeGreaterThan(900);
  });

  test('similar spaces and similar venues lead to other venues', async ({ page }) => {
    await page.goto('/v2/venue/the-regent-rooms-cardiff');
    const spaces = page.getByRole('region', { name: 'Similar spaces' });
    await expect(spaces.getByRole('article')).not.toHaveCount(0);
    expect(await spaces.getByRole('article').count()).toBeLessThanOrEqual(6);
    const venues = page.getByRole('region', { name: 'Similar venues' });
    await expect(venues.getByRole('article')).not.toHaveCount(0);
    expect(await venues.getByRole('article').count()).toBeLessThanOrEqual(4);
    await expect(venues.getByRole('heading', { name: 'The Regent Rooms', exact: true })).toHaveCount(0);
  });

  test('the lists at the foot of the page are asked for once the browser is idle, not while the page starts', async ({
    page,
  }) => {
    // The browser's idle moments are held back until the test lets them happen.
    await holdIdleCallbacks(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/similar$|^\/api\/v2\/venues$|progress$/.test(pathname)) asked.push(pathname);
    });

    await page.goto('/v2/venue/the-regent-rooms-cardiff');
    // The page has started: the gallery's lightbox opens.
    await page.getByRole('button', { name: /^Open photo 1 of/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(asked).toEqual([]);
    await expect(page.getByRole('region', { name: 'Similar venues' })).toHaveCount(0);

    await releaseIdleCallbacks(page);
    await expect(page.getByRole('region', { name: 'Similar spaces' }).getByRole('article')).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Similar venues' }).getByRole('article')).not.toHaveCount(0);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/v2/venues/the-regent-rooms-cardiff/similar',
        '/api/v2/venues',
        '/api/v2/enrichment-progress',
        '/api/v2/phase2-progress',
      ]),
    );
  });

  test('every related search opens a search with its filters that has venues', async ({ page }) => {
    await page.goto('/v2/venue/the-regent-rooms-cardiff');
    const links = page.getByRole('region', { name: 'Related searches' }).getByRole('link');
    await expect(links).toHaveCount(12);
    const searches = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({ phrase: a.textContent ?? '', href: a.getAttribute('href') ?? '' })),
    );
    for (const { phrase, href } of searches) {
      // Filters, not the phrase's words as free text.
      expect(new URL(href, 'http://x').searchParams.has('q'), phrase).toBe(false);
      expect(href, phrase).toContain('city=cardiff');
    }
    await links.first().click();
    await expect(page).toHaveURL(/city=cardiff/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[\d,]+ venues? found$/);
  });

  test('the other addresses of a venue page show the same venue', async ({ page, request }) => {
    const [venue] = (await apiSearch(request, { city: 'glasgow', pageSize: 1 })).items;
    const name = venue.display_name || venue.name;
    for (const address of [`/${venue.city}/${venue.slug}`, `/venue/${venue.slug}`, `/v2/venue/${venue.id}`]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    }
  });

  test('an unknown venue shows Venue Not Found with a way back', async ({ page }) => {
    await page.goto('/v2/venue/no-such-venue-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Venue Not Found' })).toBeVisible();
    await expect(page.getByText('Venue not found', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Venue Not Found');
    await page.getByRole('link', { name: 'Back to all venues' }).click();
    await expect(page).toHaveURL(/\/v2\/venues/);
  });

  test('a venue that fails to load for another reason says so', async ({ page }) => {
    await page.route('**/api/v2/venues/broken-venue', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto('/v2/venue/broken-venue');
    await expect(page.getByRole('heading', { level: 1, name: 'Failed to load venue' })).toBeVisible();
  });

  test('an address that is no page at all says Page Not Found', async ({ page }) => {
    await page.goto('/no-such-city/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    // A listing address whose segments name no city or category is no page either (HTTP 404).
    for (const address of ['/v2/venues/atlantis', '/v2/venues/london/castles']) {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    }
  });
});
